/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "../precompress";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const write = async (name: string, data: string | Buffer) => {
  await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
  await fs.writeFile(path.join(dir, name), data);
};
const names = async () => (await fs.readdir(dir, { recursive: true })).sort();

it("writes a brotli and a gzip copy of each text file worth it, that decompress to the file", async () => {
  const page = `<!DOCTYPE html><html>${"<p>Flatirons builds software.</p>".repeat(200)}</html>`;
  await write("index.html", page);
  await write("blog/post/index.html", page);
  await write("app-0123456789abcdef0123.js", "console.log('site');".repeat(200));
  await write("tiny.css", "a{color:red}");
  await write("photo.jpg", Buffer.alloc(4096, 1));
  await write("app.js.map", "{}".repeat(2000));
  expect(await precompress(dir)).toBe(3);
  expect(await names()).toEqual([
    "app-0123456789abcdef0123.js",
    "app-0123456789abcdef0123.js.br",
    "app-0123456789abcdef0123.js.gz",
    "app.js.map",
    "blog",
    "blog/post",
    "blog/post/index.html",
    "blog/post/index.html.br",
    "blog/post/index.html.gz",
    "index.html",
    "index.html.br",
    "index.html.gz",
    "photo.jpg",
    "tiny.css",
  ]);
  expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, "index.html.br"))).toString()).toBe(page);
  expect(zlib.gunzipSync(await fs.readFile(path.join(dir, "index.html.gz"))).toString()).toBe(page);
});

it("removes a copy whose file is gone, or that would no longer be smaller, so none outlives its file", async () => {
  await write("old-0123.js", "x".repeat(5000));
  await precompress(dir);
  await fs.rm(path.join(dir, "old-0123.js"));
  // Random bytes: compressing makes them larger.
  await write("data.json", randomBytes(4096));
  await write("data.json.br", "a stale copy");
  await precompress(dir);
  expect(await names()).toEqual(["data.json"]);
});
