/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { startBenchProxy } from "./bench-proxy";

const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/app-1.js"/>' +
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
  '<body><main>Hi</main><script src="/app-1.js" async></script><script>window.x=1</script></body></html>';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: http.OutgoingHttpHeaders): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

describe("the bench's proxy", () => {
  const requested: Array<{ url: string; acceptEncoding: string }> = [];
  let upstream: http.Server;
  const proxies: http.Server[] = [];

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      requested.push({ url: request.url ?? "", acceptEncoding: String(request.headers["accept-encoding"] ?? "") });
      if (request.url === "/missing/") {
        response.writeHead(404, { "content-type": "text/html" });
        response.end("<p>Not found</p>");
      } else if (request.url === "/app-1.js") {
        response.writeHead(200, { "content-type": "application/javascript" });
        response.end("console.log(1)");
      } else {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8", etag: '"v1"' });
        response.end(PAGE);
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  });

  afterEach(async () => {
    await Promise.all(proxies.splice(0).map(close));
    requested.length = 0;
  });

  afterAll(() => close(upstream));

  async function proxy(options?: { withoutScripts: boolean }): Promise<number> {
    const server = await startBenchProxy(`http://127.0.0.1:${portOf(upstream)}`, 0, options);
    proxies.push(server);
    return portOf(server);
  }

  it("asks the server once per file and answers again from memory, byte for byte", async () => {
    const port = await proxy();
    const first = await get(port, "/app-1.js", { "accept-encoding": "identity" });
    const second = await get(port, "/app-1.js", { "accept-encoding": "identity" });
    expect(first.status).toBe(200);
    expect(second.body.toString()).toBe("console.log(1)");
    expect(second.headers["content-type"]).toBe("application/javascript");
    expect(second.headers["content-length"]).toBe(String("console.log(1)".length));
    expect(requested.filter(({ url }) => url === "/app-1.js")).toHaveLength(1);
  });

  it("keeps apart what differs by encoding, and never keeps an error", async () => {
    const port = await proxy();
    await get(port, "/missing/", { accept: "text/html" });
    const again = await get(port, "/missing/", { accept: "text/html" });
    expect(again.status).toBe(404);
    await get(port, "/cache-key/", { "accept-encoding": "gzip" });
    await get(port, "/cache-key/", { "accept-encoding": "br" });
    expect(requested.map(({ url }) => url)).toEqual(["/missing/", "/missing/", "/cache-key/", "/cache-key/"]);
  });

  it("serves a page without its scripts, brotli at the server's quality 4, without the original's validators", async () => {
    const port = await proxy({ withoutScripts: true });
    const answer = await get(port, "/blog/", { accept: "text/html", "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.etag).toBeUndefined();
    const html = zlib.brotliDecompressSync(answer.body).toString();
    expect(html).toBe(
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        "<body><main>Hi</main></body></html>",
    );
    expect(answer.body).toEqual(
      zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
    );
    // The page is fetched plain to be rewritten.
    expect(requested).toEqual([{ url: "/blog/", acceptEncoding: "identity" }]);
  });

  it("serves a page without its scripts gzipped, or plain, as the visitor accepts", async () => {
    const port = await proxy({ withoutScripts: true });
    const gzipped = await get(port, "/gzip/", { accept: "text/html", "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).not.toContain("<script src");
    const plain = await get(port, "/plain/", { accept: "text/html" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<main>Hi</main>");
    expect(plain.body.toString()).not.toContain("window.x");
  });

  it("passes scripts through unchanged without scripts too: only pages are rewritten", async () => {
    const port = await proxy({ withoutScripts: true });
    const script = await get(port, "/app-1.js", { accept: "*/*", "accept-encoding": "identity" });
    expect(script.body.toString()).toBe("console.log(1)");
  });
});
