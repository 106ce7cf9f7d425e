/**
 * What the bench's browsers fetch the builds through: a proxy in front of
 * `gatsby serve` that
 *
 * - answers a request it has answered before from memory, as a CDN serves
 *   files compressed once. `gatsby serve` compresses every response again
 *   (brotli, in the `compression` middleware), CPU time that the measured
 *   browser shares with the server on a small machine, and more of it the
 *   more JavaScript a page loads: a visitor never pays it;
 * - with `withoutScripts`, serves every page with its scripts removed
 *   (withoutScripts in scripts/quality/budget.ts), compressed as the server
 *   would have: brotli at quality 4, gzip at zlib's default level, the
 *   middleware's settings. A page compressed harder than the server does would
 *   be smaller than it should, and Lighthouse would credit the difference to
 *   the scripts. Lighthouse's LCP of a page through it is the largest paint
 *   the page reaches on HTML, CSS, fonts and images alone.
 *
 * Both share one cache per upstream, so a page without its scripts fetches
 * the same files, at the same cost, as the page itself.
 */
import http from "node:http";
import zlib from "node:zlib";
import { withoutScripts as stripScripts } from "../quality/budget";

interface Answer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

const cache = new Map<string, Answer>();

function compressLikeTheServer(html: Buffer, acceptEncoding: string): [string, Buffer] {
  if (/\bbr\b/.test(acceptEncoding))
    return ["br", zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })];
  if (/\bgzip\b/.test(acceptEncoding)) return ["gzip", zlib.gzipSync(html)];
  return ["identity", html];
}

/** Fetches from the upstream, the body whole; a page plain when it is to be rewritten. */
function fetchUpstream(target: URL, request: http.IncomingMessage, plain: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host, ...(plain ? { "accept-encoding": "identity" } : {}) },
      },
      (upstream) => {
        const chunks: Buffer[] = [];
        upstream.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstream.on("end", () => {
          const { "content-length": _length, "transfer-encoding": _chunked, ...headers } = upstream.headers;
          resolve({ status: upstream.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
        upstream.on("error", reject);
      },
    );
    forward.on("error", reject);
    request.pipe(forward);
  });
}

/** Listens on 127.0.0.1:`port` in front of `upstream` (`http://127.0.0.1:9001`). */
export function startBenchProxy(
  upstream: string,
  port: number,
  { withoutScripts = false }: { withoutScripts?: boolean } = {},
): Promise<http.Server> {
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const acceptEncoding = String(request.headers["accept-encoding"] ?? "");
    const rewrite = withoutScripts && /text\/html/.test(request.headers.accept ?? "");
    const key = `${upstream} ${request.method} ${request.url} ${acceptEncoding} ${rewrite ? "without scripts" : ""}`;
    const cached = request.method === "GET" ? cache.get(key) : undefined;
    const answer = cached
      ? Promise.resolve(cached)
      : fetchUpstream(target, request, rewrite).then((fetched) => {
          let result = fetched;
          if (rewrite && String(fetched.headers["content-type"] ?? "").includes("text/html")) {
            // The rewritten page is another document: none of the original's validators apply.
            const { etag: _etag, "last-modified": _modified, ...headers } = fetched.headers;
            const html = Buffer.from(stripScripts(fetched.body.toString("utf8")));
            const [encoding, body] = compressLikeTheServer(html, acceptEncoding);
            result = {
              status: fetched.status,
              headers: { ...headers, ...(encoding === "identity" ? {} : { "content-encoding": encoding }) },
              body,
            };
          }
          if (request.method === "GET" && result.status === 200) cache.set(key, result);
          return result;
        });
    answer.then(
      ({ status, headers, body }) => {
        response.writeHead(status, { ...headers, "content-length": String(body.length) });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(502);
        response.end(String(error));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
