/**
 * @jest-environment node
 */
import { promises as fs } from "node:fs";
import { createFileLeadStore } from "./store";
import { describeLeadStoreContract } from "./store-contract.test-suite";
import { tempDir } from "./test-support";

describeLeadStoreContract("file store", async () => {
  const dir = await tempDir();
  return {
    store: createFileLeadStore(dir),
    other: createFileLeadStore(dir),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
});
