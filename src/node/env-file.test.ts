/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnvFile } from "./env-file";

describe("loadEnvFile", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
  const file = path.join(dir, ".env.production");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("adds the file's keys without overriding variables already set", () => {
    fs.writeFileSync(file, "# keys\nGATSBY_GTM_ID=GTM-FROMFILE\nSITE_URL=https://from-file.example\nEMPTY=\n");
    const env: NodeJS.ProcessEnv = { SITE_URL: "https://from-shell.example" };
    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({ GATSBY_GTM_ID: "GTM-FROMFILE", SITE_URL: "https://from-shell.example", EMPTY: "" });
  });

  it("does nothing when the file is missing", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(dir, ".env.missing"), env)).toBe(false);
    expect(env).toEqual({});
  });
});
