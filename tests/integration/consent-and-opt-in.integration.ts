/**
 * Consent the agency can prove, a person's data on request, double opt-in and spam, through the production
 * server (`npm run serve`) on the built site, with the file store and with PostgreSQL: the confirmation
 * e-mail reaches an SMTP server in this process (smtp-server) and the test follows its link; the webhook
 * and Cloudflare's siteverify are local fakes; the commands run as `npm run leads:*` runs them.
 *
 *   npm run test:integration -- consent-and-opt-in      (after `npm run build:test`)
 */
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { leadCommand, parseCsv } from "../support/leads/lead-commands";
import { MailReceiver, confirmationLinkIn } from "../support/mail-receiver";
import { confirmationToken } from "../../src/leads/server/signing";
import { WebhookReceiver } from "../support/webhook-receiver";
import { freePortIn } from "../support/free-port";
import { createTestDatabase } from "../support/postgres-cluster";
import {
  BROWSER_ACCEPT,
  type ServerProcess,
  postForm,
  postJson,
  startSiteServer,
} from "../support/site-server-process";
import { until } from "../support/poll";
import { POLICY_VERSION } from "../support/privacy-policy";

const SECRET = "integration-leads-secret";

/** Cloudflare's siteverify, as a test double: "good-token" passes, anything else fails. */
function fakeSiteverify(): Promise<{ url: string; asked: string[]; stop(): Promise<void> }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const { response } = JSON.parse(body) as { response: string };
      asked.push(response);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: response === "good-token" }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
        asked,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe.each(["files", "PostgreSQL"] as const)("%s store", (kind) => {
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;
  let dir: string;
  let mail: MailReceiver;
  let hook: WebhookReceiver;
  let siteverify: Awaited<ReturnType<typeof fakeSiteverify>>;
  const exportCsv = async (...args: string[]) => parseCsv((await leadCommand("leads-export", env, args)).stdout);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "consent-opt-in-"));
    mail = await new MailReceiver().start();
    hook = await new WebhookReceiver(null).start();
    siteverify = await fakeSiteverify();
    const port = await freePortIn(process.env.SERVER_TEST_PORTS);
    env = {
      LEADS_DIR: dir,
      DATABASE_URL: kind === "files" ? "" : await createTestDatabase("consent_opt_in"),
      LEADS_SECRET: SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: mail.url,
      LEADS_WEBHOOK_URL: hook.url,
      LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
      // A failed try waits a minute: the erasure below happens while its lead is queued, never mid-send.
      LEADS_WEBHOOK_BACKOFF_MS: "60000",
      LEADS_OUTBOX_INTERVAL_MS: "200",
      LEADS_RATE_LIMIT_MAX: "1000",
      TURNSTILE_SECRET_KEY: "0x4AAA-integration",
      TURNSTILE_VERIFY_URL: siteverify.url,
    };
    server = await startSiteServer(port, env);
  });
  afterAll(async () => {
    await server?.kill("SIGTERM");
    await mail.stop();
    await hook.stop();
    await siteverify.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("the built pages carry the privacy policy's version: in every lead form, and in the consent bootstrap", async () => {
    const html = await (await fetch(`${server.base}/contact-us/`)).text();
    expect(POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(html).toContain(`name="policy_version" value="${POLICY_VERSION}"`);
    expect(html).toContain(`c.policyVersion!==${JSON.stringify(POLICY_VERSION)}`);
  });

  it("keeps a consent record per saved choice, and leads:consent exports them for an audit", async () => {
    const choice = (analytics: boolean, policyVersion: string) => ({
      consentId: `consent-${kind}-0001`,
      analytics,
      marketing: false,
      policyVersion,
      page: "/about-us/",
      gpc: false,
    });
    const since = new Date().toISOString();
    for (const body of [choice(true, "2024-01-01"), choice(false, POLICY_VERSION)]) {
      const res = await postJson(server.base, "/api/consent", body, { Origin: server.base });
      expect(res.status).toBe(201);
    }
    const exported = await leadCommand("leads-consent", env, ["--since", since]);
    const rows = parseCsv(exported.stdout);
    // The columns an auditor reads, in this order.
    expect(rows[0].join(",")).toBe("id,at,kind,choices,policy_version,page,address_hash,consent_id,lead_id,gpc");
    expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[5], row[7]])).toEqual([
      ["privacy-choice", "analytics=yes; marketing=no", "2024-01-01", "/about-us/", `consent-${kind}-0001`],
      ["privacy-choice", "analytics=no; marketing=no", POLICY_VERSION, "/about-us/", `consent-${kind}-0001`],
    ]);
    // The address only as a hash, the same for the same address.
    expect(rows[1][6]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[2][6]).toBe(rows[1][6]);
    expect(exported.stdout).not.toContain("127.0.0.1");
  });

  it("double opt-in: the e-mail arrives, its link's button confirms, the thank-you page shows, and only then the webhook gets the signup", async () => {
    const email = `optin-${kind}@example.com`;
    const signup = await postForm(
      server.base,
      "/api/newsletter",
      { footer_email: email, policy_version: POLICY_VERSION, "cf-turnstile-response": "good-token" },
      { Referer: `${server.base}/blog/` },
    );
    expect([signup.status, signup.headers.get("location")]).toEqual([303, "/newsletter/confirm/"]);
    expect(await (await fetch(`${server.base}/newsletter/confirm/`)).text()).toContain(
      "Please confirm with the link in the e-mail we are sending you",
    );
    const message = await mail.messageTo(email);
    expect(message.subject).toBe("Please confirm your subscription to the Flatirons newsletter");
    expect(message.text).toContain(`using the signup form on ${server.base}/blog/.`);
    const link = confirmationLinkIn(message.text);
    expect(link.startsWith(`${server.base}/api/newsletter-confirm?token=`)).toBe(true);
    const [row] = (await exportCsv()).filter((cells) => cells.includes(email));
    const id = row[0];
    expect(row[4]).toBe("unconfirmed");
    expect(hook.tries.get(id)).toBeUndefined();

    const page = await fetch(link, { headers: { Accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1];
    expect(html).toContain("<h1>Confirm your subscription</h1>");
    // Opened, not confirmed: a mail scanner's visit changes nothing.
    expect((await exportCsv()).find((cells) => cells[0] === id)![4]).toBe("unconfirmed");

    const confirmed = await postForm(server.base, "/api/newsletter-confirm", { token }, { Origin: server.base });
    expect([confirmed.status, confirmed.headers.get("location")]).toEqual([303, "/newsletter/thank-you/"]);
    const thanks = await fetch(`${server.base}/newsletter/thank-you/`);
    expect([thanks.status, (await thanks.text()).includes("Thank you for subscribing to our newsletter!")]).toEqual([
      200,
      true,
    ]);
    await until("the confirmed signup delivered", async () => hook.accepted.get(`${id}:1`) === 1);
    const consent = parseCsv((await leadCommand("leads-consent", env)).stdout).find((cells) => cells[8] === id);
    expect(consent?.slice(2, 6)).toEqual(["newsletter", "newsletter=yes", POLICY_VERSION, "/blog/"]);
  });

  it("a confirmation link that expired, was altered or names no signup lands on its page and confirms nothing", async () => {
    const email = `expired-${kind}@example.com`;
    const signup = { footer_email: email, source: "footer", "cf-turnstile-response": "good-token" };
    const { id } = (await postJson(server.base, "/api/newsletter", signup)).json();
    const link = confirmationLinkIn((await mail.messageTo(email)).text);
    const token = new URL(link).searchParams.get("token")!;
    const cases = [
      [
        confirmationToken({ secret: SECRET }, String(id), new Date(Date.now() - 60_000)),
        "/newsletter/link-expired/",
        "This link has expired",
      ],
      [`${token.slice(0, -2)}xx`, "/newsletter/link-invalid/", "This link does not work"],
      [
        token.replace(String(id), "00000000-0000-4000-8000-000000000000"),
        "/newsletter/link-invalid/",
        "This link does not work",
      ],
    ] as const;
    for (const [forged, location, title] of cases) {
      const opened = await fetch(`${server.base}/api/newsletter-confirm?token=${encodeURIComponent(forged)}`, {
        redirect: "manual",
      });
      const posted = await postForm(server.base, "/api/newsletter-confirm", { token: forged }, { Origin: server.base });
      expect([opened.status, opened.headers.get("location"), posted.status, posted.headers.get("location")]).toEqual([
        303,
        location,
        303,
        location,
      ]);
      expect(await (await fetch(`${server.base}${location}`)).text()).toContain(title);
    }
    expect((await exportCsv()).find((cells) => cells[0] === id)![4]).toBe("unconfirmed");
    expect(hook.tries.get(String(id))).toBeUndefined();
  });

  it("spam is stored, listed by leads:export --spam, e-mails nobody and is never delivered", async () => {
    const contact = (message: string, extra: Record<string, string> = {}) => ({
      name: "Spam Sender",
      email: `spam-${kind}@example.com`,
      company: "",
      message,
      ...extra,
    });
    // The form's token, and the form sent at once with it.
    const { token } = (await (await fetch(`${server.base}/api/form-token`)).json()) as { token: string };
    const sent = [
      await postJson(server.base, "/api/contact", contact("Sent at once.", { form_token: token })),
      await postJson(
        server.base,
        "/api/contact",
        contact("Honeypot, filled.", { homepage_url: "https://spam.example" }),
      ),
      await postJson(
        server.base,
        "/api/contact",
        contact("http://a.example http://b.example www.c.example http://d.example"),
      ),
      await postJson(server.base, "/api/contact", contact("No Turnstile token at all.")),
      await postJson(
        server.base,
        "/api/contact",
        contact("A refused token.", { "cf-turnstile-response": "bad-token" }),
      ),
      await postForm(server.base, "/api/newsletter", { footer_email: `victim-${kind}@example.com`, homepage_url: "x" }),
    ];
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 303]);
    // A person's, with Turnstile's token, is a lead and is delivered.
    const person = await postJson(server.base, "/api/contact", {
      ...contact("A real question about an app."),
      email: `person-${kind}@example.com`,
      "cf-turnstile-response": "good-token",
    });
    const personId = String(person.json().id);
    await until("the person's lead delivered", async () => hook.accepted.get(`${personId}:1`) === 1);

    const spam = await exportCsv("--spam");
    const reasons = spam.slice(1).filter((cells) => cells.some((cell) => cell.includes(`-${kind}@example.com`)));
    expect(reasons.map((cells) => cells.at(-1)).sort()).toEqual(
      ["honeypot", "too-fast", "links", "turnstile", "turnstile", "honeypot"].sort(),
    );
    expect((await exportCsv()).some((cells) => cells.includes(`spam-${kind}@example.com`))).toBe(false);
    for (const cells of reasons) expect(hook.tries.get(cells[0])).toBeUndefined();
    expect(mail.messages.filter((message) => message.to === `victim-${kind}@example.com`)).toEqual([]);
    expect(siteverify.asked).toEqual(expect.arrayContaining(["bad-token", "good-token"]));
  });

  it("a person's data on request: leads:subject exports what is theirs and erases it, a queued delivery included, which is then never sent", async () => {
    const email = `subject-${kind}@example.com`;
    hook.mode = "down";
    const queued = await postJson(server.base, "/api/contact", {
      name: "Ada Lovelace",
      email,
      company: "",
      message: "Please forget me later.",
      consent_id: `consent-${kind}-0001`,
      "cf-turnstile-response": "good-token",
    });
    const queuedId = String(queued.json().id);
    await until("a failed try of the queued lead", async () => (hook.tries.get(queuedId) ?? 0) >= 1);
    const file = path.join(dir, `subject-${kind}.json`);
    const exported = await leadCommand("leads-subject", env, ["--email", email, "--export", file, "--erase"]);
    expect(exported.code).toBe(0);
    const data = JSON.parse(await fs.readFile(file, "utf8")) as {
      leads: Array<{ id: string }>;
      deliveries: Array<{ leadId: string; destination: string; state: string; attempts: number }>;
      consents: Array<{ consentId: string }>;
    };
    expect(data.leads.map((lead) => lead.id)).toEqual([queuedId]);
    expect(data.deliveries.map((row) => [row.leadId, row.destination, row.state])).toEqual([
      [queuedId, "webhook", "pending"],
    ]);
    expect(data.deliveries[0].attempts).toBeGreaterThanOrEqual(1);
    // The privacy choices of the browser that sent it (the consent records of the first case) are listed for the
    // operator, not exported: a consent id is the browser's word, and anyone may send another's.
    expect(data.consents).toEqual([]);
    expect(
      exported.stdout.match(/^- consent record .*\(privacy-choice, .*: made in a browser whose consent id/gm),
    ).toHaveLength(2);
    expect(exported.stdout).toContain(`- lead ${queuedId} (contact, `);
    expect((await exportCsv()).some((cells) => cells[0] === queuedId)).toBe(false);

    // The webhook back: a later lead goes through, the erased one never does.
    const triesBefore = hook.tries.get(queuedId);
    hook.mode = "ok";
    const later = await postJson(server.base, "/api/contact", {
      name: "Grace Hopper",
      email: `later-${kind}@example.com`,
      company: "",
      message: "A question after the erasure.",
      "cf-turnstile-response": "good-token",
    });
    await until("the later lead delivered", async () => hook.accepted.get(`${String(later.json().id)}:1`) === 1);
    expect(hook.tries.get(queuedId)).toBe(triesBefore);
    expect(hook.accepted.get(`${queuedId}:1`)).toBeUndefined();
  });
});
