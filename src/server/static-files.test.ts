/** @jest-environment node */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MAX_HELD_BYTES, acceptsEncoding, staticFiles } from "./static-files";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "static-files-"));
  await fs.mkdir(path.join(dir, "about-us"));
  await fs.writeFile(path.join(dir, "about-us/index.html"), "<html>about</html>");
  await fs.writeFile(path.join(dir, "about-us/index.html.br"), "brotli bytes");
  await fs.writeFile(path.join(dir, "about-us/index.html.gz"), "gzip bytes");
  await fs.writeFile(path.join(dir, "app-0123.js"), "console.log(1)");
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

it("reads Accept-Encoding by name, then by *, with q=0 meaning no", () => {
  expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
  expect(acceptsEncoding("gzip;q=1.0, br;q=0", "br")).toBe(false);
  expect(acceptsEncoding("*", "gzip")).toBe(true);
  expect(acceptsEncoding("*;q=0, identity", "br")).toBe(false);
  expect(acceptsEncoding("br;q=0, *", "br")).toBe(false);
  expect(acceptsEncoding(undefined, "gzip")).toBe(false);
});

it("answers each encoding with the build's copy as it is, its own ETag, and 304 for the one the browser holds", async () => {
  const answer = staticFiles(dir);
  const br = await answer("/about-us/", { "accept-encoding": "gzip, br" });
  expect(br).toMatchObject({
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "content-length": "12" },
  });
  expect(br?.body?.toString()).toBe("brotli bytes");
  const gzip = await answer("/about-us/", { "accept-encoding": "gzip" });
  expect([gzip?.headers["content-encoding"], gzip?.body?.toString()]).toEqual(["gzip", "gzip bytes"]);
  const plain = await answer("/about-us/", {});
  expect([plain?.headers["content-encoding"], plain?.body?.toString()]).toEqual([undefined, "<html>about</html>"]);
  expect(new Set([br?.headers.etag, gzip?.headers.etag, plain?.headers.etag]).size).toBe(3);
  expect(await answer("/about-us/", { "accept-encoding": "br", "if-none-match": br!.headers.etag })).toEqual({
    status: 304,
    headers: { etag: br!.headers.etag, "last-modified": expect.any(String) },
    body: null,
  });
  // No copy built: the file as it is, whatever is accepted.
  const script = await answer("/app-0123.js", { "accept-encoding": "br" });
  expect([script?.headers["content-encoding"], script?.body?.toString()]).toEqual([undefined, "console.log(1)"]);
});

it("holds a file once read (a later change on disk is not seen: public/ changes with a restart)", async () => {
  const answer = staticFiles(dir);
  await answer("/app-0123.js", {});
  await fs.writeFile(path.join(dir, "app-0123.js"), "changed");
  expect((await answer("/app-0123.js", {}))?.body?.toString()).toBe("console.log(1)");
});

it("leaves to the file server what it does not hold: large files, unknown types, hidden or odd paths, directories without a slash, missing files", async () => {
  await fs.writeFile(path.join(dir, "big.js"), Buffer.alloc(MAX_HELD_BYTES + 1, 97));
  await fs.writeFile(path.join(dir, "data.bin"), "x");
  await fs.writeFile(path.join(dir, ".env"), "SECRET=1");
  const answer = staticFiles(dir);
  for (const urlPath of ["/big.js", "/data.bin", "/.env", "/about-us", "/missing/", "/../etc/passwd", "/a%2F..%2Fb"]) {
    expect([urlPath, await answer(urlPath, {})]).toEqual([urlPath, null]);
  }
  // A missing path is not remembered: once the file exists it is served.
  await fs.mkdir(path.join(dir, "missing"));
  await fs.writeFile(path.join(dir, "missing/index.html"), "<html>now</html>");
  expect((await answer("/missing/", {}))?.status).toBe(200);
});
