/**
 * The production server's edges and a person's data attacked as an attacker would, one case per row of
 * the table in which these attacks once got through: against `npm run serve` with the file store and a
 * throw-away PostgreSQL (both where a store is involved). Each case checks what the attacker gets, what
 * other visitors get, and what is stored.
 *
 *   npm run test:integration -- server-edges      (after `npm run build:test`)
 */
import { promises as fs } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { readCspManifest } from "../../src/security/csp-manifest";
import { freePortIn } from "../support/free-port";
import { type ServerProcess, startSiteServer } from "../support/site-server-process";

const port = () => freePortIn(process.env.SERVER_TEST_PORTS);

const servers: ServerProcess[] = [];
async function serve(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const server = await startSiteServer(await port(), { LEADS_RATE_LIMIT_MAX: "100000", ...env });
  servers.push(server);
  return server;
}
const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), "server-edges-"));
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill("SIGKILL")));
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with its path sent exactly as given (fetch would resolve dot segments first). */
function rawRequest(
  base: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port: serverPort } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: serverPort,
        path: rawPath,
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString() }),
        );
        answer.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

describe("the production server's edges (file store)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await serve({ DATABASE_URL: "", LEADS_DIR: await tempDir() });
  });

  it("row 1: every built page asked for by another spelling of its path is sent to its one path, and served only there, with its policy; no spelling leads off the site", async () => {
    const manifest = readCspManifest();
    const pages = Object.keys(manifest?.pages ?? {}).filter((page) => page.endsWith("/") && page !== "/");
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const canonical = await rawRequest(server.base, page);
      const policy = canonical.headers["content-security-policy"];
      expect([page, canonical.status, policy]).toEqual([page, 200, expect.stringContaining("script-src 'self'")]);
      const spellings = [`/${page}`, `${page}/`, `/%${page.charCodeAt(1).toString(16)}${page.slice(2)}`, `/.${page}`];
      for (const spelling of spellings) {
        const answer = await rawRequest(server.base, `${spelling}?utm_source=x`);
        expect([spelling, answer.status, answer.headers.location]).toEqual([spelling, 301, `${page}?utm_source=x`]);
        // With the headers: the page's own policy and the rest of the table.
        expect([spelling, answer.headers["content-security-policy"]]).toEqual([spelling, policy]);
        expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      }
    }
    // Whatever the spelling, a redirect stays on this site; what names no page of it is the 404 page.
    const origin = new URL(server.base).origin;
    for (const trap of [
      "//evil.com/",
      "//evil.com",
      "/\\evil.com",
      "/\\/evil.com/",
      "/%2F%2Fevil.com/",
      "/%5C%5Cevil.com/",
      "/./\\/evil.com/",
      "//%09/evil.com/",
      "/%2e%2e/%2e%2e/evil.com/",
      "//evil.com/..//about-us/",
      "http://evil.com/",
    ]) {
      const answer = await rawRequest(server.base, trap);
      const location = answer.headers.location;
      if (location !== undefined) {
        expect([trap, location]).toEqual([trap, expect.stringMatching(/^\/(?![/\\])/)]);
        expect([trap, new URL(location, server.base).origin]).toEqual([trap, origin]);
      } else {
        expect([trap, answer.status]).toEqual([trap, 404]);
      }
    }
    expect((await rawRequest(server.base, "//evil.com/..//about-us/")).headers.location).toBe("/about-us/");
    // A broken encoding is refused with the table's headers, without quoting the path back.
    const broken = await rawRequest(server.base, "/%E0%A4%A<b>");
    expect([broken.status, broken.body]).toEqual([400, JSON.stringify({ message: "This address cannot be read." })]);
    expect(broken.headers["x-content-type-options"]).toBe("nosniff");
  });
});
