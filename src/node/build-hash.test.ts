/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pagesFromAnotherBuild } from "./build-hash";

const page = (hash: string) =>
  `<!DOCTYPE html><html><body><main>Hi</main><script>window.___webpackCompilationHash="${hash}";</script></body></html>`;

describe("pagesFromAnotherBuild", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-hash-"));
    fs.mkdirSync(path.join(dir, "page-data"), { recursive: true });
    fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), JSON.stringify({ webpackCompilationHash: "aa9a" }));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names every page whose build hash is not app-data.json's, nested ones too", () => {
    fs.writeFileSync(path.join(dir, "index.html"), page("aa9a"));
    fs.mkdirSync(path.join(dir, "services", "web"), { recursive: true });
    fs.writeFileSync(path.join(dir, "services", "web", "index.html"), page("f105"));
    fs.writeFileSync(path.join(dir, "404.html"), page("f105"));
    expect(pagesFromAnotherBuild(dir)).toEqual([
      { file: "404.html", hash: "f105" },
      { file: "services/web/index.html", hash: "f105" },
    ]);
  });

  it("passes a consistent build, and pages that name no build at all", () => {
    fs.writeFileSync(path.join(dir, "index.html"), page("aa9a"));
    fs.mkdirSync(path.join(dir, "plain"));
    fs.writeFileSync(path.join(dir, "plain", "index.html"), "<html><body>No scripts</body></html>");
    expect(pagesFromAnotherBuild(dir)).toEqual([]);
  });

  it("refuses an app-data.json without a hash rather than pass every page", () => {
    fs.writeFileSync(path.join(dir, "index.html"), page("aa9a"));
    fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), "{}");
    expect(() => pagesFromAnotherBuild(dir)).toThrow("names no webpackCompilationHash");
  });
});
