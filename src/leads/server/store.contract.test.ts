/**
 * @jest-environment node
 */
import { describeLeadStoreContract } from "./store-contract.test-suite";
import { fileStorePair } from "./test-support";

describeLeadStoreContract("file store", fileStorePair);
