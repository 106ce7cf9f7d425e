/**
 * The one helper onPostBuild rewrites built pages with: every HTML file listed, nested ones too, written only
 * when the rewrite changes it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { listHtmlFiles, rewriteBuiltPages } from "../built-site";

describe("rewriteBuiltPages", () => {
  it("rewrites every built page under public/, nested ones and the error copies too, and nothing but pages", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rewrite-"));
    try {
      fs.mkdirSync(path.join(dir, "services", "web"), { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), "<p>old</p>");
      fs.writeFileSync(path.join(dir, "services", "web", "index.html"), "<p>old</p><p>old</p>");
      fs.writeFileSync(path.join(dir, "404.html"), "<p>old</p>");
      fs.writeFileSync(path.join(dir, "feed.xml"), "<p>old</p>");
      const rewrite = (html: string) => html.replace(/old/g, "new");
      expect(await rewriteBuiltPages(dir, listHtmlFiles(dir), rewrite)).toBe(3);
      expect(fs.readFileSync(path.join(dir, "services", "web", "index.html"), "utf8")).toBe("<p>new</p><p>new</p>");
      expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe("<p>new</p>");
      expect(fs.readFileSync(path.join(dir, "feed.xml"), "utf8")).toBe("<p>old</p>");
      // Unchanged pages are not written again: a second pass finds nothing to do.
      const before = fs.statSync(path.join(dir, "index.html")).mtimeMs;
      expect(await rewriteBuiltPages(dir, listHtmlFiles(dir), rewrite)).toBe(0);
      expect(fs.statSync(path.join(dir, "index.html")).mtimeMs).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
