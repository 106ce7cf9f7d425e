/** @jest-environment node */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isServed, movedTarget, readRequestPath } from "./request-path";

describe("readRequestPath", () => {
  it.each([
    ["/", "/"],
    ["/about-us/", "/about-us/"],
    ["/about-us", "/about-us"],
    ["/app-1a2b.js", "/app-1a2b.js"],
    ["/page-data/about-us/page-data.json", "/page-data/about-us/page-data.json"],
  ])("%s is canonical", (raw, canonical) => {
    expect(readRequestPath(raw)).toEqual({ kind: "canonical", path: canonical });
  });

  it.each([
    ["//about-us/", "/about-us/"],
    ["/about-us//", "/about-us/"],
    ["///about-us///", "/about-us/"],
    ["/%61bout-us/", "/about-us/"],
    ["/%2Fabout-us%2F", "/about-us/"],
    ["/./about-us/", "/about-us/"],
    ["/about-us/.", "/about-us/"],
    ["/blog/../about-us/", "/about-us/"],
    ["/about-us/..", "/"],
    ["/../../about-us/", "/about-us/"],
    ["/\\about-us\\", "/about-us/"],
    // What an open redirect would need becomes a path of this site.
    ["//evil.com/", "/evil.com/"],
    ["/\\evil.com", "/evil.com"],
    ["/%2F%2Fevil.com", "/evil.com"],
    ["/%5C%5Cevil.com/", "/evil.com/"],
    ["//evil.com/../about-us/", "/about-us/"],
  ])("%s is another spelling of %s", (raw, canonical) => {
    expect(readRequestPath(raw)).toEqual({ kind: "moved", path: canonical });
  });

  it("never reads a path as anything but one of this site: a single slash, then the site's characters", () => {
    for (const raw of ["//evil.com", "/\\/evil.com", "/%5C/evil.com", "/.//evil.com", "/%09/evil.com", "//%2e%2e//x"]) {
      const read = readRequestPath(raw);
      if (read.kind !== "unreadable") expect([raw, read.path]).toEqual([raw, expect.stringMatching(/^\/(?![/\\])/)]);
    }
  });

  it("refuses a broken encoding (400) and characters no built file has (404)", () => {
    expect(readRequestPath("/%E0%A4%A")).toEqual({ kind: "unreadable", status: 400 });
    expect(readRequestPath("/%zz")).toEqual({ kind: "unreadable", status: 400 });
    for (const raw of ["/a%00b/", "/a%20b", "/http:/evil.com", "/%3Cscript%3E", "/%09/evil.com", "/caf%C3%A9/"]) {
      expect([raw, readRequestPath(raw)]).toEqual([raw, { kind: "unreadable", status: 404 }]);
    }
  });
});

describe("isServed", () => {
  it("leaves out source maps, the CDN host's files, Gatsby's build manifests and the editor's configuration", () => {
    for (const path of ["/app-1a2b.js.map", "/static/x.css.map", "/_headers", "/_redirects", "/admin/config.yml"]) {
      expect([path, isServed(path)]).toEqual([path, false]);
    }
    for (const path of ["/webpack.stats.json", "/chunk-map.json"])
      expect([path, isServed(path)]).toEqual([path, false]);
    for (const path of ["/", "/app-1a2b.js", "/about-us/", "/admin/", "/admin/build/cms.js", "/sitemap-index.xml"]) {
      expect([path, isServed(path)]).toEqual([path, true]);
    }
  });
});

describe("movedTarget", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "request-path-"));
    await fs.mkdir(path.join(dir, "about-us"));
    await fs.writeFile(path.join(dir, "about-us", "index.html"), "<html></html>");
    await fs.mkdir(path.join(dir, "static"));
    await fs.writeFile(path.join(dir, "app.js"), "");
    await fs.writeFile(path.join(dir, ".env"), "");
    await fs.writeFile(path.join(dir, "app.js.map"), "{}");
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("is the page's path with its slash, the file's path, or nothing", async () => {
    expect(await movedTarget(dir, "/about-us/")).toBe("/about-us/");
    expect(await movedTarget(dir, "/about-us")).toBe("/about-us/");
    expect(await movedTarget(dir, "/app.js")).toBe("/app.js");
    expect(await movedTarget(dir, "/app.js/")).toBeNull();
    expect(await movedTarget(dir, "/static/")).toBeNull();
    expect(await movedTarget(dir, "/evil.com/")).toBeNull();
    expect(await movedTarget(dir, "/.env")).toBeNull();
    expect(await movedTarget(dir, "/app.js.map")).toBeNull();
  });
});
