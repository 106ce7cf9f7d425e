/**
 * The site as it would load with no script: a proxy in front of the server
 * the bench measures that passes every response through untouched, except
 * pages, whose scripts it removes (withoutScripts in src/node/quality/budget.ts)
 * before compressing them as the server would have. Lighthouse's LCP of a
 * page through it is the largest paint the page reaches on HTML, CSS, fonts
 * and images alone, the line its LCP with scripts is judged against.
 */
import http from "node:http";
import zlib from "node:zlib";
import { withoutScripts } from "../../src/node/quality/budget";

/** Listens on 127.0.0.1:`port` in front of `upstream` (`http://127.0.0.1:9001`). */
export function startNoScriptProxy(upstream: string, port: number): Promise<http.Server> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const isPage = /text\/html/.test(request.headers.accept ?? "");
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        // A page is fetched plain, to be rewritten; anything else keeps the server's compression.
        headers: { ...request.headers, host: target.host, ...(isPage ? { "accept-encoding": "identity" } : {}) },
      },
      (upstreamResponse) => {
        const type = upstreamResponse.headers["content-type"] ?? "";
        if (!isPage || !type.includes("text/html")) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on("end", () => {
          const html = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
          const accepts = String(request.headers["accept-encoding"] ?? "");
          const [encoding, body] = /\bbr\b/.test(accepts)
            ? ["br", zlib.brotliCompressSync(html)]
            : /\bgzip\b/.test(accepts)
              ? ["gzip", zlib.gzipSync(html)]
              : ["identity", html];
          // The rewritten page is another document: none of the original's length or validators apply.
          const {
            "content-length": _length,
            "transfer-encoding": _chunked,
            etag: _etag,
            "last-modified": _modified,
            ...headers
          } = upstreamResponse.headers;
          response.writeHead(upstreamResponse.statusCode ?? 502, {
            ...headers,
            ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
            "content-length": String(body.length),
          });
          response.end(body);
        });
      },
    );
    forward.on("error", (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
