/**
 * @jest-environment node
 */
import type { WebhookConfig } from "./config";
import { leadRecord } from "./test-support";
import type { LeadRecord } from "./types";
import { backoffDelay, escapeSlackText, isRetryableStatus, sendToWebhook, webhookPayload } from "./webhook";
import { verifyWebhookSignature } from "./webhook-signature";

const WEBHOOK: WebhookConfig = {
  url: "https://hooks.example.com/leads",
  secret: null,
  attempts: 4,
  maxAttempts: 6,
  backoffMs: 1000,
  timeoutMs: 5000,
};
const NOW = new Date("2025-03-01T12:00:00.000Z");

function contactLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return leadRecord({
    form: "contact",
    fields: { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "We need an app." },
    meta: { source: null, page: "/contact-us/", campaign: null },
    ...overrides,
  });
}

/** Sends one lead through a fetch that records the request. */
async function sent(lead: LeadRecord, webhook: WebhookConfig, status = 200) {
  let request: { url: string; init: RequestInit } | null = null;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    request = { url, init };
    return new Response("ok", { status });
  }) as unknown as typeof fetch;
  const result = await sendToWebhook(lead, webhook, fetchImpl, NOW);
  const { url, init } = request as unknown as { url: string; init: RequestInit };
  return { result, url, headers: init.headers as Record<string, string>, body: String(init.body) };
}

describe("one request", () => {
  it("posts the lead as JSON with an idempotency key, without its delivery state or keys", async () => {
    const lead = contactLead({ idempotencyKeys: ["client:0b6f1c1e-5f0e-4a53-9d38-3c1f4c8f2a11"] });
    const { result, url, headers, body } = await sent(lead, WEBHOOK);
    expect(result).toEqual({ ok: true });
    expect(url).toBe("https://hooks.example.com/leads");
    expect(headers).toEqual({
      "Content-Type": "application/json",
      "User-Agent": "flatirons-website-leads/1",
      "Idempotency-Key": `${lead.id}:1`,
    });
    const { delivery: _delivery, idempotencyKeys: _keys, ...content } = lead;
    expect(JSON.parse(body)).toEqual({
      text: "Contact request from Ada Lovelace (ada@example.com)",
      event: "lead.created",
      lead: content,
    });
  });

  it("signs the body and the time with the shared secret when one is set", async () => {
    const secret = "whsec-test-0123456789";
    const { headers, body } = await sent(contactLead(), { ...WEBHOOK, secret });
    const timestamp = String(NOW.getTime() / 1000);
    expect(headers["X-Leads-Timestamp"]).toBe(timestamp);
    expect(headers["X-Leads-Signature"]).toMatch(/^v1=[0-9a-f]{64}$/);
    const check = (changes: Partial<Parameters<typeof verifyWebhookSignature>[0]>) =>
      verifyWebhookSignature({
        secret,
        body,
        timestamp,
        signature: headers["X-Leads-Signature"],
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

  it("tells retryable failures from final ones", async () => {
    expect((await sent(contactLead(), WEBHOOK, 503)).result).toEqual({ ok: false, retryable: true, error: "HTTP 503" });
    expect((await sent(contactLead(), WEBHOOK, 400)).result).toEqual({
      ok: false,
      retryable: false,
      error: "HTTP 400",
    });
    const failing = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    expect(await sendToWebhook(contactLead(), WEBHOOK, failing, NOW)).toEqual({
      ok: false,
      retryable: true,
      error: "fetch failed",
    });
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

  it("retries timeouts, rate limits and server errors only", () => {
    expect([408, 429, 500, 503].map(isRetryableStatus)).toEqual([true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryableStatus)).toEqual([false, false, false, false]);
  });
});
