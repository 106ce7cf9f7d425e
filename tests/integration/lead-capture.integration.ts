/**
 * The lead routes through `gatsby serve` on the built site (public/ and
 * .cache/functions from `npm run build`), with LEADS_DIR in a temporary folder
 * and a webhook receiver on 127.0.0.1 that fails on purpose.
 *
 *   npm run test:integration            (INTEGRATION_PORT picks the server's port; default: a free one)
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HONEYPOT_FIELD, MAX_LEAD_BODY_BYTES } from "../../src/leads/shared/lead-forms";
import { DISCARDED_FILE, createFileLeadStore, type LeadStore } from "../../src/leads/server/store";

const ROOT = path.resolve(__dirname, "../..");
const run = promisify(execFile);

type HookMode = "flaky" | "down" | "ok";
/** A webhook receiver: "flaky" fails the first two tries of every lead, "down" fails all, "ok" takes all. */
class HookReceiver {
  mode: HookMode = "flaky";
  readonly tries = new Map<string, number>();
  readonly received = new Map<string, number>();
  readonly keys = new Set<string>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { lead: { id: string } };
      const id = payload.lead.id;
      const tries = (this.tries.get(id) ?? 0) + 1;
      this.tries.set(id, tries);
      if (this.mode === "down" || (this.mode === "flaky" && tries <= 2)) {
        res.writeHead(503).end();
        return;
      }
      this.received.set(id, (this.received.get(id) ?? 0) + 1);
      this.keys.add(String(req.headers["idempotency-key"]));
      res.writeHead(204).end();
    });
  });
  url = "";

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 90_000,
  explain: () => Promise<string> = async () => "",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

let port: number;
let base: string;
let leadsDir: string;
let store: LeadStore;
let hook: HookReceiver;
let server: ChildProcess | null = null;

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GATSBY_TELEMETRY_DISABLED: "1",
    LEADS_DIR: leadsDir,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_ATTEMPTS: "4",
    LEADS_WEBHOOK_BACKOFF_MS: "100",
    LEADS_WEBHOOK_TIMEOUT_MS: "30000",
    LEADS_RATE_LIMIT_MAX: "200",
    // Long enough that the 200-request burst stays inside one window however slow the machine is.
    LEADS_RATE_LIMIT_WINDOW_MS: "600000",
    CSP_REPORTS_DIR: path.join(leadsDir, "csp-reports"),
  };
}

async function startServer() {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/gatsby/cli.js"), "serve", "--port", String(port), "--host", "127.0.0.1"],
    { cwd: ROOT, env: serverEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server = child;
  await until(
    `gatsby serve on port ${port}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`gatsby serve exited:\n${output}`);
      return (await fetch(`${base}/`)).ok;
    },
    90_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
}

/** Stops the server as a crash would (SIGKILL to its process group), without any chance to tidy up. */
async function killServer() {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGKILL");
  await exited;
}

async function post(route: string, body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as unknown };
}

const referral = (index: number) => ({
  yourName: "Grace Hopper",
  yourEmail: "grace@example.com",
  referralName: `Referral ${index}`,
  referralEmail: `referral-${index}@example.com`,
  referralCompany: "Analytical Engines",
  notes: "",
});

beforeAll(async () => {
  for (const built of ["public/index.html", ".cache/functions/manifest.json"]) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  leadsDir = await fs.mkdtemp(path.join(os.tmpdir(), "leads-integration-"));
  store = createFileLeadStore(leadsDir);
  hook = new HookReceiver();
  await hook.start();
  port = Number(process.env.INTEGRATION_PORT) || (await freePort());
  base = `http://127.0.0.1:${port}`;
  await startServer();
}, 120_000);

afterAll(async () => {
  await killServer();
  await hook?.stop();
  if (leadsDir) await fs.rm(leadsDir, { recursive: true, force: true });
});

describe("requests gatsby serve hands to the lead routes", () => {
  it("answers malformed JSON with 400 and a JSON message", async () => {
    const res = await post("/api/newsletter", '{"footer_email": "ada@example.com",');
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: "Malformed JSON." });
  });

  it("answers bodies over 64 KB with 413 (also above the host's own 100 KB limit) and takes exactly 64 KB", async () => {
    const valid = { footer_email: "ada@example.com", source: "footer" };
    const padded = (bytes: number) => {
      const empty = JSON.stringify({ ...valid, padding: "" });
      return JSON.stringify({ ...valid, padding: "x".repeat(bytes - empty.length) });
    };
    for (const size of [MAX_LEAD_BODY_BYTES + 1, 200 * 1024]) {
      const res = await post("/api/newsletter", padded(size));
      expect(res.status).toBe(413);
      expect(res.json()).toEqual({ message: "The request body is larger than 64 KB." });
    }
    const exact = await post("/api/newsletter", padded(MAX_LEAD_BODY_BYTES));
    expect(exact.status).toBe(201);
    const lead = await store.get((exact.json() as { id: string }).id);
    expect(lead?.fields).toEqual({ footer_email: "ada@example.com" });
  });

  it("answers a wrong method with 405, a form body with 415 and a bad field with 400", async () => {
    const get = await fetch(`${base}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const form = await post("/api/newsletter", "footer_email=ada%40example.com", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const bad = await post("/api/newsletter", { footer_email: "ada@@example.com" });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ errors: { footer_email: "Invalid email" } });
  });

  it("answers a filled honeypot with 201 and keeps nothing but a count", async () => {
    const before = (await store.list()).length;
    const res = await post("/api/contact", {
      name: "Spam Bot",
      email: "bot@example.com",
      message: "Buy now",
      [HONEYPOT_FIELD]: "http://spam.example",
    });
    expect(res.status).toBe(201);
    expect((await store.list()).length).toBe(before);
    expect(await store.countDiscarded()).toBe(1);
  });
});

describe("only the site's own pages post (src/leads/server/origin.ts)", () => {
  const newsletter = { footer_email: "ada@example.com", source: "footer" };

  it("refuses a cross-site post with 403 and stores nothing; CORS allows no one", async () => {
    const before = (await store.list()).length;
    const refused: Array<Record<string, string>> = [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await post("/api/newsletter", newsletter, {
        headers: { "Content-Type": "application/json", ...headers },
      });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: "This form only accepts submissions from this website." });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    }
    expect((await store.list()).length).toBe(before);
  });

  it("stores a same-site post, as the browser sends it with and without JavaScript", async () => {
    const res = await post("/api/newsletter", newsletter, {
      headers: { "Content-Type": "application/json", Origin: base, "Sec-Fetch-Site": "same-origin" },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const lead = await store.get((res.json() as { id: string }).id);
    expect(lead?.fields).toEqual({ footer_email: "ada@example.com" });
  });

  it("stores a CSP violation report sent to /api/csp-report", async () => {
    const res = await post(
      "/api/csp-report",
      {
        "csp-report": {
          "document-uri": `${base}/?x=1`,
          "effective-directive": "script-src-elem",
          "blocked-uri": "inline",
        },
      },
      { headers: { "Content-Type": "application/csp-report" } },
    );
    expect(res.status).toBe(204);
    const dir = path.join(leadsDir, "csp-reports");
    const [file] = await fs.readdir(dir);
    const stored = JSON.parse((await fs.readFile(path.join(dir, file!), "utf8")).trim()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      documentURL: `${base}/`,
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
    });
  });
});

describe("storage and forwarding", () => {
  let referralIds: string[] = [];

  it("stores each of 200 parallel submissions exactly once", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post("/api/referral", referral(index))),
    );
    expect(results.map((res) => res.status)).toEqual(Array(200).fill(201));
    referralIds = results.map((res) => (res.json() as { id: string }).id);
    expect(new Set(referralIds).size).toBe(200);

    const stored = (await store.list()).filter((lead) => lead.form === "referral");
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((lead) => lead.id))).toEqual(new Set(referralIds));
    const emails = stored.map((lead) => lead.fields.referralEmail).sort();
    expect(emails).toEqual(Array.from({ length: 200 }, (_, index) => `referral-${index}@example.com`).sort());
  });

  it("then limits the address: the 201st referral within the window answers 429 with Retry-After", async () => {
    const res = await post("/api/referral", referral(200));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await store.list()).filter((lead) => lead.form === "referral")).toHaveLength(200);
  });

  it("delivers every lead to a webhook that fails the first tries, after retries", async () => {
    const stored = await store.list();
    expect(stored.length).toBeGreaterThanOrEqual(201);
    await until(
      "every lead delivered and marked sent",
      async () => (await store.list()).every((lead) => lead.delivery.status === "sent"),
      90_000,
      async () => {
        const states = (await store.list()).map((lead) => `${lead.delivery.status} (${lead.delivery.lastError})`);
        const counts = states.reduce<Record<string, number>>(
          (acc, state) => ({ ...acc, [state]: (acc[state] ?? 0) + 1 }),
          {},
        );
        return `Delivery states: ${JSON.stringify(counts)}`;
      },
    );
    for (const lead of stored) {
      // Two refusals, then accepted: at least three tries, and the lead itself arrived.
      expect(hook.tries.get(lead.id)).toBeGreaterThanOrEqual(3);
      expect(hook.received.get(lead.id)).toBeGreaterThanOrEqual(1);
      expect(hook.keys.has(`${lead.id}:1`)).toBe(true);
    }
  });

  it("completes a contact request in two steps", async () => {
    const step1 = await post("/api/contact", {
      name: "Ada Lovelace",
      email: "Ada@Example.COM",
      company: "",
      message: "We need an app.",
    });
    expect(step1.status).toBe(201);
    const { id } = step1.json() as { id: string };
    const step2 = await post("/api/contact", { id, interests: ["web"], budget: "not-sure", timeline: "asap" });
    expect(step2.status).toBe(200);
    expect(step2.json()).toEqual({ id });
    expect(await store.get(id)).toMatchObject({
      revision: 2,
      fields: { email: "Ada@example.com" },
      details: { interests: ["web"], budget: "not-sure", timeline: "asap" },
    });
  });
});

describe("a crash and a restart", () => {
  const acknowledged: string[] = [];
  let contactId = "";

  it("keeps every acknowledged lead when the server is killed mid-burst", async () => {
    hook.mode = "down";
    const contact = await post("/api/contact", {
      name: "Charles Babbage",
      email: "charles@example.com",
      company: "",
      message: "Difference engine, version two.",
    });
    contactId = (contact.json() as { id: string }).id;
    acknowledged.push(contactId);

    let answered = 0;
    let killing: Promise<void> | null = null;
    await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        try {
          const res = await post("/api/newsletter", { footer_email: `burst-${index}@example.com`, source: "footer" });
          if (res.status === 201) acknowledged.push((res.json() as { id: string }).id);
          answered += 1;
          if (answered === 20) killing = killServer();
        } catch {
          // Cut off by the crash: never acknowledged, so nothing is owed.
        }
      }),
    );
    await (killing ?? killServer());
    expect(acknowledged.length).toBeGreaterThanOrEqual(21);

    for (const id of acknowledged) {
      const raw = await fs.readFile(path.join(leadsDir, `${id}.json`), "utf8");
      expect(JSON.parse(raw)).toMatchObject({ id, delivery: { status: "pending" } });
    }
    const names = await fs.readdir(leadsDir);
    expect(names.filter((name) => name.endsWith(".json")).length).toBeGreaterThanOrEqual(acknowledged.length + 202);
  });

  let contactTries = 0;
  let contactAttempts = 0;

  it("serves every stored lead after a restart (step 2 of a contact request from before the crash)", async () => {
    await startServer();
    contactTries = hook.tries.get(contactId) ?? 0;
    contactAttempts = (await store.get(contactId))?.delivery.attempts ?? 0;
    const step2 = await post("/api/contact", {
      id: contactId,
      interests: ["mvp"],
      budget: "under-50k",
      timeline: "1-3-months",
    });
    expect(step2.status).toBe(200);
    expect((await store.get(contactId))?.details).toEqual({
      interests: ["mvp"],
      budget: "under-50k",
      timeline: "1-3-months",
    });
    expect(await store.countDiscarded()).toBe(1);
    expect((await fs.readFile(path.join(leadsDir, DISCARDED_FILE), "utf8")).trim().split("\n")).toHaveLength(1);
  });

  it("leads:retry sends the leads left pending", async () => {
    // The restarted server forwards step 2 itself: let its 4 tries at the dead hook run out first.
    await until("the server to give up on the dead hook", async () => hook.tries.get(contactId) === contactTries + 4);
    await until(
      "its last try to be recorded",
      async () => (await store.get(contactId))?.delivery.attempts === contactAttempts + 4,
    );
    hook.mode = "ok";
    const { stdout } = await run(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/leads-retry.ts"],
      {
        cwd: ROOT,
        env: serverEnv(),
      },
    );
    expect(stdout).toMatch(/^\d+ pending lead\(s\) sent, 0 still pending\.$/m);
    const leads = await store.list();
    expect(leads.filter((lead) => lead.delivery.status !== "sent")).toEqual([]);
    for (const id of acknowledged) expect(hook.received.get(id)).toBeGreaterThanOrEqual(1);
  });

  it("leads:export prints every lead as CSV", async () => {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "scripts/leads-export.ts"],
      { cwd: ROOT, env: serverEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    const lines = stdout.split("\r\n").filter(Boolean);
    const total = (await store.list()).length;
    expect(lines[0].startsWith("id,form,created_at,updated_at,delivery_status,footer_email,name,email")).toBe(true);
    expect(lines).toHaveLength(total + 1);
    expect(stdout).toContain(contactId);
    expect(stderr).toContain(`${total} lead(s) exported`);
    expect(stderr).toContain("1 submission(s) discarded as spam");
  });
});
