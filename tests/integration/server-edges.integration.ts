/**
 * The production server's edges and a person's data attacked as an attacker would, one case per row of
 * the table in which these attacks once got through: against `npm run serve` with the file store and a
 * throw-away PostgreSQL (both where a store is involved). Each case checks what the attacker gets, what
 * other visitors get, and what is stored.
 *
 *   npm run test:integration -- server-edges      (after `npm run build:test`)
 */
import { createHash } from "node:crypto";
import { promises as fs, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { SMTPServer } from "smtp-server";
import { leadCommand, parseCsv } from "../support/leads/lead-commands";
import { MIGRATIONS, migrate } from "../../src/leads/server/store/migrations";
import { createPgPool } from "../../src/leads/server/store/pg-client";
import { rateLimitKey } from "../../src/leads/server/signing";
import { readCspManifest } from "../../src/security/csp-manifest";
import { launchChromium } from "../support/chromium";
import { startFlood } from "../support/connection-flood";
import { freePortIn } from "../support/free-port";
import { createTestDatabase } from "../support/postgres-cluster";
import { ROOT, type ServerProcess, postJson, startSiteServer } from "../support/site-server-process";
import { until } from "../support/poll";

const PUBLIC = path.join(ROOT, "public");

const port = () => freePortIn(process.env.SERVER_TEST_PORTS);

const servers: ServerProcess[] = [];
async function serve(env: NodeJS.ProcessEnv, openFiles?: number): Promise<ServerProcess> {
  const server = await startSiteServer(await port(), { LEADS_RATE_LIMIT_MAX: "100000", ...env }, "serve", openFiles);
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

/** The status line the server answers `request` with on `socket` (which stays open), or "closed unanswered". */
function answerOn(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n")) resolve(text.split("\r\n")[0]);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text.split("\r\n")[0] || "closed unanswered"));
    if (!socket.destroyed) socket.write(request);
  });
}

function connectFrom(base: string, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(new URL(base).port), host: "127.0.0.1", localAddress });
    socket.once("connect", () => resolve(socket));
    socket.once("error", () => resolve(socket));
  });
}

describe("what is not served", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await serve({ DATABASE_URL: "", LEADS_DIR: await tempDir() });
  });

  it("row 9: source maps, the CDN host's _headers and _redirects, Gatsby's build manifests and the editor's configuration are 404s by any spelling; the editor still opens, its configuration in its script", async () => {
    const map = (await fs.readdir(PUBLIC)).find((name) => /^app-[0-9a-f]+\.js\.map$/.test(name))!;
    expect(map).toBeDefined();
    const notFound = await fs.readFile(path.join(PUBLIC, "404.html"), "utf8");
    for (const hidden of [
      `/${map}`,
      `//${map}`,
      `/%61${map.slice(1)}`,
      "/_headers",
      "/%5Fheaders",
      "/_redirects",
      "/admin/config.yml",
      "/admin//config.yml",
      "/webpack.stats.json",
      "/chunk-map.json",
    ]) {
      const answer = await rawRequest(server.base, hidden);
      expect([hidden, answer.status, answer.body === notFound]).toEqual([hidden, 404, true]);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    // The bundle the map belongs to is served as ever.
    expect((await rawRequest(server.base, `/${map.slice(0, -".map".length)}`)).status).toBe(200);

    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const asked: string[] = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${server.base}/admin/`);
      // Decap's login for the configured backend (git-gateway): it read its configuration from its script.
      await page.getByRole("button", { name: "Log in" }).waitFor({ timeout: 30_000 });
      expect(asked.filter((pathname) => pathname.endsWith(".yml"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("connections", () => {
  it("row 2: 20,000 slow connections from one address take neither the server's files nor other visitors' answers; a trusted proxy's visitors are not lumped together; slow requests are closed in time", async () => {
    // A server whose open-file limit the flood alone would exceed.
    const openFiles = 2048;
    const server = await serve({ DATABASE_URL: "", LEADS_DIR: await tempDir() }, openFiles);
    expect(server.output()).toContain(
      "Connections: at most 1792 in all and 256 per client address (open-file limit 2048); " +
        "headers within 10 s, a request within 30 s, idle 30 s, keep-alive 5 s.",
    );
    const flood = startFlood({
      port: Number(new URL(server.base).port),
      localAddress: "127.0.0.2",
      total: 20_000,
      concurrent: 3000,
    });
    const descriptors = () => readdirSync(`/proc/${server.child.pid}/fd`).length;
    let mostFiles = descriptors();
    const answers: string[] = [];
    let floodOver = false;
    void flood.done.then(() => (floodOver = true));
    // Other visitors, each from an address of its own, read a page and sign up while the flood runs.
    // Until the flood has opened every connection (a server that holds them never lets it: 40 s at most).
    const deadline = Date.now() + 40_000;
    for (let visit = 0; (!floodOver || visit < 10) && Date.now() < deadline; visit += 1) {
      mostFiles = Math.max(mostFiles, descriptors());
      const from = `127.0.0.${3 + (visit % 2)}`;
      const page = await rawRequest(server.base, "/", { localAddress: from }).then(
        (res) => String(res.status),
        (error: NodeJS.ErrnoException) => error.code ?? "failed",
      );
      const signup = await postJson(
        server.base,
        "/api/newsletter",
        { footer_email: `visitor-${visit}@example.com` },
        {},
        20_000,
      ).then(
        (res) => String(res.status),
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.name,
      );
      answers.push(`${page} ${signup}`);
    }
    flood.stop();
    console.log(
      `flood: ${flood.opened()} connections opened, ${answers.length} visits, at most ${mostFiles} files open`,
    );
    expect(flood.opened()).toBe(20_000);
    expect(new Set(answers)).toEqual(new Set(["200 201"]));
    expect(mostFiles).toBeLessThan(256 + 100);

    // Behind a trusted proxy every visitor shares its address: its connections count in the total only.
    const proxied = await serve({
      DATABASE_URL: "",
      LEADS_DIR: await tempDir(),
      LEADS_TRUSTED_PROXIES: "127.0.0.8",
      SERVER_MAX_CONNECTIONS_PER_ADDRESS: "8",
      SERVER_HEADERS_TIMEOUT_MS: "2000",
      SERVER_REQUEST_TIMEOUT_MS: "3000",
    });
    for (const [from, answered] of [
      ["127.0.0.8", 20],
      ["127.0.0.9", 8],
    ] as const) {
      const sockets = await Promise.all(Array.from({ length: 20 }, () => connectFrom(proxied.base, from)));
      const lines = await Promise.all(
        sockets.map((socket, index) =>
          answerOn(
            socket,
            // Kept alive: every connection answered stays open while the others are counted.
            `GET / HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.${index}\r\n\r\n`,
          ),
        ),
      );
      for (const socket of sockets) socket.destroy();
      expect([from, lines.filter((line) => line === "HTTP/1.1 200 OK").length]).toEqual([from, answered]);
    }

    // A request whose headers, or whose body, never finish is closed when its time is up.
    const started = Date.now();
    const [headers, body] = await Promise.all([
      connectFrom(proxied.base, "127.0.0.10").then((socket) => {
        const trickle = setInterval(() => socket.write(`X-Slow: ${Date.now()}\r\n`), 300);
        socket.once("close", () => clearInterval(trickle));
        return answerOn(socket, "GET / HTTP/1.1\r\nHost: localhost\r\n");
      }),
      connectFrom(proxied.base, "127.0.0.11").then((socket) => {
        const trickle = setInterval(() => socket.write("a"), 300);
        socket.once("close", () => clearInterval(trickle));
        return answerOn(
          socket,
          "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
        );
      }),
    ]);
    expect([headers, body]).toEqual([
      expect.stringMatching(/^HTTP\/1\.1 408 |^closed unanswered$/),
      expect.stringMatching(/^HTTP\/1\.1 (408|503) |^closed unanswered$/),
    ]);
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

/** `leads:subject` for `email`: what it printed, and what it exported (when asked to). */
async function subject(env: NodeJS.ProcessEnv, email: string, ...args: string[]) {
  const file = path.join(await tempDir(), "subject.json");
  const exporting = args.includes("--erase") ? [] : ["--export", file];
  const result = await leadCommand("leads-subject", env, ["--email", email, ...exporting, ...args]);
  expect([result.code, result.stderr]).toEqual([0, ""]);
  const text = exporting.length ? await fs.readFile(file, "utf8") : "";
  return {
    stdout: result.stdout,
    text,
    data: (text ? JSON.parse(text) : null) as {
      leads: Array<{ id: string; fields: Record<string, unknown> }>;
      mentions: Array<{ leadId: string; form: string; createdAt: string; fields: Record<string, unknown> }>;
      consents: Array<{ id: string; consentId: string | null }>;
    },
  };
}

describe.each(["files", "PostgreSQL"] as const)("a person's data only is theirs (%s store)", (kind) => {
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;
  const created = async (route: string, body: Record<string, unknown>) => {
    const res = await postJson(server.base, route, body);
    expect(res.status).toBe(201);
    return String(res.json().id);
  };
  beforeAll(async () => {
    env = {
      LEADS_DIR: await tempDir(),
      DATABASE_URL: kind === "files" ? "" : await createTestDatabase("server_edges_subject"),
      LEADS_SECRET: "server-edges-secret",
      NEWSLETTER_DOUBLE_OPT_IN: "false",
    };
    server = await serve(env);
  });

  it("row 3: a referral naming a person gives them their name, address and company as given and the date, never the referrer's identity or note; erasing them leaves the referrer's lead without them", async () => {
    const referral = await created("/api/referral", {
      yourName: "Alice Referrer",
      yourEmail: "alice-3@example.com",
      referralName: "Foo Bar",
      referralEmail: "foo-3@example.com",
      referralCompany: "Foo Works",
      notes: "Between us: Foo wants to leave his employer.",
    });
    const found = await subject(env, "foo-3@example.com");
    for (const referrers of ["Alice", "alice-3@example.com", "employer"]) expect(found.text).not.toContain(referrers);
    expect(found.data.leads).toEqual([]);
    expect(found.data.mentions).toEqual([
      {
        leadId: referral,
        form: "referral",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        fields: { referralName: "Foo Bar", referralEmail: "foo-3@example.com", referralCompany: "Foo Works" },
      },
    ]);
    // The note may concern them: listed for the operator, not given to them.
    expect(found.stdout).toMatch(
      new RegExp(
        `^- lead ${referral} \\(referral, [^)]+\\): its notes field is the sender's words in a referral naming them$`,
        "m",
      ),
    );
    const erased = await subject(env, "foo-3@example.com", "--erase");
    expect(erased.stdout).toContain(
      `- referralName, referralEmail, referralCompany blanked in lead ${referral} (referral, `,
    );
    const alice = await subject(env, "alice-3@example.com");
    expect(alice.data.leads.map((lead) => lead.fields)).toEqual([
      {
        yourName: "Alice Referrer",
        yourEmail: "alice-3@example.com",
        referralName: "",
        referralEmail: "",
        referralCompany: "",
        notes: "Between us: Foo wants to leave his employer.",
      },
    ]);
  });

  it("row 4: a lead carrying another person's consent id neither exports nor erases her consent records", async () => {
    const browser = `alice-browser-${kind === "files" ? "f" : "p"}-0004`;
    const alice = await created("/api/consent", {
      consentId: browser,
      analytics: true,
      marketing: false,
      policyVersion: "2025-09-01",
      page: "/about-us/",
    });
    const mallory = await created("/api/contact", {
      name: "Mallory",
      email: "mallory-4@example.com",
      company: "",
      message: "Hello.",
      consent_id: browser,
    });
    const found = await subject(env, "mallory-4@example.com");
    expect(found.data.leads.map((lead) => lead.id)).toEqual([mallory]);
    expect(found.data.consents).toEqual([]);
    expect(found.text).not.toContain(alice);
    expect(found.stdout).toMatch(
      new RegExp(`^- consent record ${alice} \\(privacy-choice, [^)]+\\): made in a browser whose consent id`, "m"),
    );
    await subject(env, "mallory-4@example.com", "--erase");
    const records = parseCsv((await leadCommand("leads-consent", env)).stdout);
    expect(records.filter((cells) => cells.includes(browser))).toHaveLength(1);
  });

  it("row 5: an address is matched exactly once lower-cased; the same address with a +tag, and a mention in another's text, are listed for the operator, never exported or erased", async () => {
    const tagged = await created("/api/newsletter", { footer_email: "foo-5+news@example.com" });
    const theirs = await created("/api/contact", {
      name: "Foo Five",
      email: "Foo-5@Example.com",
      company: "",
      message: "A question.",
    });
    const bob = await created("/api/contact", {
      name: "Bob",
      email: "bob-5@example.com",
      company: "",
      message: "Please copy foo-5@example.com on your answer.",
    });
    const found = await subject(env, "foo-5@example.com");
    expect(found.data.leads.map((lead) => lead.id)).toEqual([theirs]);
    expect(found.text).not.toContain("foo-5+news");
    expect(found.text).not.toContain("bob-5");
    const listed = found.stdout.split("\n").filter((line) => line.startsWith("- lead "));
    expect(listed).toEqual([
      expect.stringMatching(
        new RegExp(
          `^- lead ${tagged} \\(newsletter, [^)]+\\): given as foo-5\\+news@example\\.com, the same address but for its \\+tag$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^- lead ${bob} \\(contact, [^)]+\\): its message field mentions the address$`)),
    ]);
    await subject(env, "foo-5@example.com", "--erase");
    const left = parseCsv((await leadCommand("leads-export", env)).stdout).map((cells) => cells[0]);
    expect([left.includes(tagged), left.includes(theirs), left.includes(bob)]).toEqual([true, false, true]);
    // Asked for by the tagged address, the untagged one is the one listed.
    const reverse = await subject(env, "FOO-5+NEWS@example.com");
    expect(reverse.data.leads.map((lead) => lead.id)).toEqual([tagged]);
  });
});

describe("CSP reports", () => {
  it("row 6: 11 addresses sending 30 reports of 16 KB each cannot drown a real violation: each address stores its share, the day stays within its cap, a repeat is counted", async () => {
    const reports = await tempDir();
    const server = await serve({ DATABASE_URL: "", LEADS_DIR: await tempDir(), CSP_REPORTS_DIR: reports });
    const send = (body: unknown, localAddress: string) =>
      rawRequest(server.base, "/api/csp-report", {
        method: "POST",
        headers: { "Content-Type": "application/reports+json" },
        body: JSON.stringify(body),
        localAddress,
      }).then((res) => res.status);
    /** A Reporting API batch of distinct violations, as large as the endpoint takes (16 KB). */
    const batch = (from: number, report: number) => {
      const violations: Array<{ type: string; body: Record<string, string> }> = [];
      for (let index = 0; ; index += 1) {
        const long = (what: string) => `https://flatirons.com/${what}/${from}-${report}-${index}/${"x".repeat(440)}`;
        const next: typeof violations = [
          ...violations,
          {
            type: "csp-violation",
            body: {
              documentURL: long("d"),
              blockedURL: long("b"),
              sourceFile: long("s"),
              effectiveDirective: "img-src",
            },
          },
        ];
        if (Buffer.byteLength(JSON.stringify(next)) > 16 * 1024) return violations;
        violations.push(next[next.length - 1]);
      }
    };
    const flood = await Promise.all(
      Array.from({ length: 11 * 30 }, (_, index) => send(batch(index % 11, index), `127.0.0.${20 + (index % 11)}`)),
    );
    expect(new Set(flood)).toEqual(new Set([204]));
    const real = [
      {
        type: "csp-violation",
        body: {
          documentURL: `${server.base}/contact-us/`,
          blockedURL: "https://cdn.evil.example/skimmer.js",
          effectiveDirective: "script-src-elem",
          disposition: "enforce",
        },
      },
    ];
    expect(await send(real, "127.0.0.40")).toBe(204);
    // The same violation from other visitors: counted, not stored again.
    for (let index = 0; index < 20; index += 1) expect(await send(real, `127.0.0.${41 + (index % 4)}`)).toBe(204);

    const day = new Date().toISOString().slice(0, 10);
    const file = path.join(reports, `${day}.jsonl`);
    const text = await fs.readFile(file, "utf8");
    const size = Buffer.byteLength(text);
    console.log(`CSP reports: ${(size / 1024).toFixed(0)} KB stored from 330 reports of 16 KB and one real one`);
    const stored = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { blockedURL: string; fingerprint: string });
    const skimmer = stored.filter((violation) => violation.blockedURL === "https://cdn.evil.example/skimmer.js");
    expect(skimmer).toHaveLength(1);
    // Each flooding address stored its 64 KB at most: the day is far from its 5 MB.
    expect(size).toBeLessThanOrEqual(11 * 64 * 1024 + 1024);
    const counts = await until("the repeats counted", async () => {
      const read = JSON.parse(await fs.readFile(path.join(reports, `${day}.counts.json`), "utf8")) as {
        repeats: Record<string, number>;
        overAddressCap: number;
      };
      return read.repeats[skimmer[0].fingerprint] === 20 && read;
    });
    expect(counts.overAddressCap).toBeGreaterThan(0);
  });
});

describe("rate limit keys", () => {
  it("row 7: the shared rate limit keeps keyed hashes: no address is found by hashing every address, and the plain hashes kept before are gone", async () => {
    const databaseUrl = await createTestDatabase("server_edges_rate");
    // A database as the previous version left it, with a hit counted under a plain SHA-256 key.
    const pool = createPgPool(databaseUrl);
    await migrate(
      pool,
      MIGRATIONS.filter((migration) => migration.version <= 3),
    );
    const plain = (key: string) => createHash("sha256").update(key).digest("hex");
    await pool.query("INSERT INTO lead_rate_hits (key, at) VALUES ($1, now())", [plain("newsletter:127.0.7.9")]);
    await pool.end();

    const secret = "server-edges-rate-secret";
    const server = await serve({ DATABASE_URL: databaseUrl, LEADS_SECRET: secret, NEWSLETTER_DOUBLE_OPT_IN: "false" });
    const sent = await rawRequest(server.base, "/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ footer_email: "rate-7@example.com" }),
      localAddress: "127.0.7.1",
    });
    expect(sent.status).toBe(201);
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ key: string }>("SELECT key FROM lead_rate_hits");
    await client.end();
    expect(rows.map((row) => row.key)).toEqual([rateLimitKey({ secret }, "newsletter:127.0.7.1")]);
    // What recovered every address in two seconds before: hashing each address of 127.0.0.0/16 finds nothing.
    const kept = new Set(rows.map((row) => row.key));
    for (let high = 0; high < 256; high += 1) {
      for (let low = 0; low < 256; low += 1) {
        const key = `newsletter:127.0.${high}.${low}`;
        for (const hashed of [plain(key), createHash("sha256").update(key).digest("base64url")]) {
          if (kept.has(hashed)) throw new Error(`${key} recovered from lead_rate_hits`);
        }
      }
    }
  });
});

describe("form tokens", () => {
  it("row 8: one form token reused after 2 s is caught: in files, and across two servers on one PostgreSQL only one submission is not spam", async () => {
    for (const kind of ["files", "PostgreSQL"] as const) {
      const env = {
        LEADS_DIR: await tempDir(),
        DATABASE_URL: kind === "files" ? "" : await createTestDatabase("server_edges_tokens"),
        LEADS_SECRET: "server-edges-token-secret",
      };
      const servers = kind === "files" ? [await serve(env)] : [await serve(env), await serve(env)];
      const { token } = (await (await fetch(`${servers[0].base}/api/form-token`)).json()) as { token: string };
      // The time trap is passed: the bot waits as long as a person would take.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          postJson(servers[index % servers.length].base, "/api/contact", {
            name: "Patient Bot",
            email: `bot-${index}@example.com`,
            company: "",
            message: `Message ${index} with one token.`,
            form_token: token,
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
      const exported = parseCsv((await leadCommand("leads-export", env)).stdout);
      const spam = parseCsv((await leadCommand("leads-export", env, ["--spam"])).stdout);
      const kept = exported.filter((cells) => cells.some((cell) => cell.startsWith("Message ")));
      const caught = spam.filter((cells) => cells.some((cell) => cell.startsWith("Message ")));
      expect([kind, kept.length, caught.map((cells) => cells.at(-1))]).toEqual([
        kind,
        1,
        Array(5).fill("token-reused"),
      ]);
    }
  });
});

describe("the logs", () => {
  it("row 10: a relay refusing an address with a quote in it (550): the log masks the whole address", async () => {
    const refused: string[] = [];
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        refused.push(address.address);
        const error = Object.assign(
          new Error(`<${address.address}>: Recipient address rejected: mailbox unavailable`),
          {
            responseCode: 550,
          },
        );
        callback(error);
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", () => resolve()));
    try {
      const server = await serve({
        DATABASE_URL: "",
        LEADS_DIR: await tempDir(),
        LEADS_SECRET: "server-edges-mail-secret",
        SMTP_URL: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
        LEADS_OUTBOX_INTERVAL_MS: "200",
      });
      const email = "jane.doe'reject@example.com";
      expect((await postJson(server.base, "/api/newsletter", { footer_email: email })).status).toBe(201);
      const line = await until("the refusal logged", async () =>
        server
          .output()
          .split("\n")
          .find((text) => text.startsWith("Confirmation e-mail try 1 of ")),
      );
      expect(refused).toContain(email);
      expect(line).toMatch(/failed: [A-Z]+: .*550 <<email>>: Recipient address rejected/);
      for (const part of ["jane", "doe", "reject@", "'reject"]) expect(server.output()).not.toContain(part);
    } finally {
      await new Promise((resolve) => relay.close(() => resolve(undefined)));
    }
  });
});
