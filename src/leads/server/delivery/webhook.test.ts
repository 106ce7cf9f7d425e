/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookConfig } from "../config";
import { leadRecord } from "../../../../tests/support/leads/fakes";
import type { LeadRecord } from "../types";
import { escapeSlackText } from "./slack";
import { backoffDelay } from "./states";
import { erasedPayload, isRetryableStatus, postEvent, sendToWebhook, webhookPayload } from "./webhook";
import { verifyWebhookSignature } from "./webhook-signature";

const NOW = new Date("2025-03-01T12:00:00.000Z");

function contactLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return leadRecord({
    form: "contact",
    fields: { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "We need an app." },
    meta: { source: null, page: "/contact-us/", campaign: null },
    ...overrides,
  });
}

/** A receiver on 127.0.0.1 that answers each request as `answer` says, and keeps what it got. */
let received: Array<{ url: string; headers: http.IncomingHttpHeaders; body: string }>;
let answer: (res: http.ServerResponse) => void;
let server: http.Server;
let webhook: WebhookConfig;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = (res) => res.writeHead(204).end();
  const { port } = server.address() as AddressInfo;
  webhook = {
    url: `http://127.0.0.1:${port}/leads`,
    secret: null,
    maxAttempts: 6,
    backoffMs: 1000,
    timeoutMs: 2000,
    allowPrivate: true,
  };
});

describe("one request", () => {
  it("posts the lead as JSON with an idempotency key, without its delivery state, keys or fingerprints", async () => {
    const lead = contactLead({
      idempotencyKeys: ["client:0b6f1c1e-5f0e-4a53-9d38-3c1f4c8f2a11"],
      fingerprints: { "client:0b6f1c1e-5f0e-4a53-9d38-3c1f4c8f2a11": "abc" },
    });
    expect(await sendToWebhook(lead, webhook, NOW)).toEqual({ ok: true });
    const [request] = received;
    expect(request.url).toBe("/leads");
    expect(request.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "flatirons-website-leads/1",
      "idempotency-key": `${lead.id}:1`,
      "content-length": String(Buffer.byteLength(request.body)),
    });
    expect(request.headers["x-leads-signature"]).toBeUndefined();
    const { delivery: _delivery, idempotencyKeys: _keys, fingerprints: _fingerprints, ...content } = lead;
    expect(JSON.parse(request.body)).toEqual({
      text: "Contact request from Ada Lovelace (ada@example.com)",
      event: "lead.created",
      lead: content,
    });
  });

  it("signs the body and the time with the shared secret when one is set", async () => {
    const secret = "whsec-test-0123456789";
    await sendToWebhook(contactLead(), { ...webhook, secret }, NOW);
    const [{ headers, body }] = received;
    const timestamp = String(NOW.getTime() / 1000);
    expect(headers["x-leads-timestamp"]).toBe(timestamp);
    expect(headers["x-leads-signature"]).toMatch(/^v1=[0-9a-f]{64}$/);
    const check = (changes: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({
        secret,
        body,
        timestamp,
        signature: headers["x-leads-signature"] as string,
        now: NOW,
        ...changes,
      });
    expect(check({})).toBe(true);
    expect(check({ now: new Date(NOW.getTime() + 299_000) })).toBe(true);
    expect(check({ now: new Date(NOW.getTime() + 301_000) })).toBe(false);
    expect(check({ secret: "another-secret" })).toBe(false);
    expect(check({ body: body.replace("Ada", "Eve") })).toBe(false);
    expect(check({ timestamp: String(Number(timestamp) + 1) })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
  });

  it("tells retryable failures from final ones, and explains each", async () => {
    const status = async (code: number) => {
      answer = (res) => res.writeHead(code).end();
      return sendToWebhook(contactLead(), webhook, NOW);
    };
    expect(await status(503)).toEqual({ ok: false, retryable: true, error: "HTTP_503: the webhook answered 503" });
    expect(await status(400)).toEqual({ ok: false, retryable: false, error: "HTTP_400: the webhook answered 400" });
    const refused = await sendToWebhook(contactLead(), { ...webhook, url: "http://127.0.0.1:1/leads" }, NOW);
    expect(refused).toEqual({ ok: false, retryable: true, error: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1" });
  });

  it("follows no redirect: a 3xx is a failed try, and the other address gets nothing", async () => {
    answer = (res) => res.writeHead(307, { Location: `${webhook.url}/elsewhere` }).end();
    expect(await sendToWebhook(contactLead(), webhook, NOW)).toEqual({
      ok: false,
      retryable: true,
      error: "HTTP_307: the webhook answered 307; redirects are not followed",
    });
    expect(received.map((request) => request.url)).toEqual(["/leads"]);
  });

  it("tells of an erasure with the lead's id and form only, its own idempotency key, signed like any request", async () => {
    const lead = contactLead();
    const secret = "whsec-test-erased";
    expect(await postEvent(erasedPayload(lead), `${lead.id}:erased`, { ...webhook, secret }, NOW)).toEqual({
      ok: true,
    });
    const [{ headers, body }] = received;
    expect(headers["idempotency-key"]).toBe(`${lead.id}:erased`);
    expect(JSON.parse(body)).toEqual({
      text: `Lead ${lead.id} was erased at its owner's request: erase it here too`,
      event: "lead.erased",
      lead: { id: lead.id, form: "contact" },
    });
    expect(body).not.toContain("Ada");
    expect(
      verifyWebhookSignature({
        secret,
        body,
        timestamp: headers["x-leads-timestamp"] as string,
        signature: headers["x-leads-signature"] as string,
        now: NOW,
      }),
    ).toBe(true);
  });

  it("gives up a receiver slower than the timeout at the timeout", async () => {
    answer = (res) => setTimeout(() => res.writeHead(204).end(), 1500).unref();
    const started = Date.now();
    expect(await sendToWebhook(contactLead(), { ...webhook, timeoutMs: 200 }, NOW)).toEqual({
      ok: false,
      retryable: true,
      error: "ETIMEDOUT: no answer within 200 ms",
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("reaches no loopback, private or link-local address unless allowed, by literal or by name", async () => {
    const closed = { ...webhook, allowPrivate: false };
    expect(await sendToWebhook(contactLead(), closed, NOW)).toEqual({
      ok: false,
      retryable: true,
      error: "EPRIVATE: 127.0.0.1 is a private, loopback or link-local address",
    });
    const byName = { ...closed, url: webhook.url.replace("127.0.0.1", "localhost") };
    expect(await sendToWebhook(contactLead(), byName, NOW)).toEqual({
      ok: false,
      retryable: true,
      error: expect.stringMatching(
        /^EPRIVATE: localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address$/,
      ),
    });
    expect(received).toEqual([]);
  });
});

describe("payload and timing", () => {
  it("summarises each form for Slack, escaping what Slack would read as markup", () => {
    const lead = contactLead({ fields: { name: "<!channel> Eve & co", email: "eve@example.com" } });
    expect(webhookPayload(lead).text).toBe("Contact request from &lt;!channel&gt; Eve &amp; co (eve@example.com)");
    expect(webhookPayload({ ...lead, revision: 2 })).toMatchObject({
      event: "lead.updated",
      text: "Contact request updated from &lt;!channel&gt; Eve &amp; co (eve@example.com)",
    });
    expect(webhookPayload(contactLead({ form: "newsletter", fields: { footer_email: "a@b.io" } })).text).toBe(
      "Newsletter signup from a@b.io",
    );
    expect(escapeSlackText("<a>&")).toBe("&lt;a&gt;&amp;");
  });

  it("doubles the wait after each failure, with ±25 % jitter, capped at an hour", () => {
    expect(backoffDelay(1, 1000, () => 0.5)).toBe(1000);
    expect(backoffDelay(2, 1000, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, 1000, () => 0)).toBe(3000);
    expect(backoffDelay(3, 1000, () => 1)).toBe(5000);
    expect(backoffDelay(20, 1000, () => 0.5)).toBe(3_600_000);
  });

  it("retries timeouts, rate limits, redirects (the address may be fixed) and server errors only", () => {
    expect([408, 429, 500, 503, 301, 307].map(isRetryableStatus)).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryableStatus)).toEqual([false, false, false, false]);
  });
});
