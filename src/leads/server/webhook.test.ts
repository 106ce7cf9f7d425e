/**
 * @jest-environment node
 */
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import type { WebhookConfig } from "./config";
import { createFileLeadStore, type LeadStore } from "./store";
import { delivery, leadRecord, tempDir } from "./test-support";
import type { LeadRecord } from "./types";
import { backoffDelay, createLeadForwarder, escapeSlackText, isRetryableStatus, webhookPayload } from "./webhook";

const WEBHOOK: WebhookConfig = {
  url: "https://hooks.example.com/leads",
  attempts: 4,
  backoffMs: 1000,
  timeoutMs: 5000,
};
const NOW = new Date("2025-03-01T12:00:00.000Z");

let dir: string;
let store: LeadStore;
let sleeps: number[];

beforeEach(async () => {
  dir = await tempDir();
  store = createFileLeadStore(dir);
  sleeps = [];
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

function contactLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return leadRecord({
    form: "contact",
    fields: { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "We need an app." },
    meta: { source: null, page: "/contact-us/", campaign: null },
    ...overrides,
  });
}

type Reply = number | Error;
interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers with the given statuses (or throws the given errors) in order, then 200. */
function scriptedFetch(replies: Reply[]) {
  const calls: Call[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)),
    });
    const reply = replies.shift() ?? 200;
    if (reply instanceof Error) throw reply;
    return new Response("ok", { status: reply });
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

function forwarder(fetchImpl: typeof fetch, webhook: WebhookConfig = WEBHOOK) {
  return createLeadForwarder({
    store,
    webhook,
    fetch: fetchImpl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    now: () => NOW,
  });
}

it("posts the lead as JSON with an idempotency key and marks it sent", async () => {
  const lead = contactLead();
  await store.create(lead);
  const hook = scriptedFetch([200]);
  expect(await forwarder(hook.fetch).forward(lead.id)).toBe(true);
  expect(hook.calls).toHaveLength(1);
  expect(hook.calls[0].url).toBe("https://hooks.example.com/leads");
  expect(hook.calls[0].headers).toMatchObject({
    "Content-Type": "application/json",
    "Idempotency-Key": `${lead.id}:1`,
  });
  const { delivery: _delivery, ...content } = lead;
  expect(hook.calls[0].body).toEqual({
    text: "Contact request from Ada Lovelace (ada@example.com)",
    event: "lead.created",
    lead: content,
  });
  expect((await store.get(lead.id))?.delivery).toEqual({
    status: "sent",
    attempts: 1,
    lastAttemptAt: NOW.toISOString(),
    lastError: null,
    deliveredAt: NOW.toISOString(),
    deliveredRevision: 1,
  });
});

it("retries failures with exponential backoff until the hook takes the lead", async () => {
  const lead = contactLead();
  await store.create(lead);
  const hook = scriptedFetch([503, new TypeError("fetch failed"), 429, 200]);
  expect(await forwarder(hook.fetch).forward(lead.id)).toBe(true);
  expect(hook.calls).toHaveLength(4);
  expect(sleeps).toEqual([1000, 2000, 4000]);
  expect((await store.get(lead.id))?.delivery).toMatchObject({ status: "sent", attempts: 4, lastError: null });
});

it("leaves the lead stored and pending when every try fails", async () => {
  const lead = contactLead();
  await store.create(lead);
  const hook = scriptedFetch([500, 502, 503, 504]);
  expect(await forwarder(hook.fetch).forward(lead.id)).toBe(false);
  expect(hook.calls).toHaveLength(4);
  expect(sleeps).toEqual([1000, 2000, 4000]);
  const stored = await store.get(lead.id);
  expect(stored?.fields).toEqual(lead.fields);
  expect(stored?.delivery).toEqual({
    status: "pending",
    attempts: 4,
    lastAttemptAt: NOW.toISOString(),
    lastError: "HTTP 504",
    deliveredAt: null,
    deliveredRevision: null,
  });
});

it("stops at an answer that retrying will not change (e.g. 400), leaving the lead pending", async () => {
  const lead = contactLead();
  await store.create(lead);
  const hook = scriptedFetch([400]);
  expect(await forwarder(hook.fetch).forward(lead.id)).toBe(false);
  expect(hook.calls).toHaveLength(1);
  expect(sleeps).toEqual([]);
  expect((await store.get(lead.id))?.delivery).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 400" });
});

it("sends the newer revision when the lead changed while it was being sent", async () => {
  const lead = contactLead();
  await store.create(lead);
  const calls: unknown[] = [];
  const racing = (async (_url: string, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    if (calls.length === 1) {
      await store.update(lead.id, (current) => ({
        ...current,
        revision: 2,
        details: { interests: ["web"], budget: "not-sure", timeline: "exploring" },
      }));
    }
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  expect(await forwarder(racing).forward(lead.id)).toBe(true);
  expect(calls).toHaveLength(2);
  expect(calls[1]).toMatchObject({ event: "lead.updated", lead: { revision: 2, details: { budget: "not-sure" } } });
  expect((await store.get(lead.id))?.delivery).toMatchObject({ status: "sent", deliveredRevision: 2, attempts: 2 });
});

it("does nothing for a lead already sent or unknown", async () => {
  const sent = contactLead({ delivery: delivery("sent") });
  await store.create(sent);
  const hook = scriptedFetch([]);
  expect(await forwarder(hook.fetch).forward(sent.id)).toBe(true);
  expect(await forwarder(hook.fetch).forward(randomUUID())).toBe(false);
  expect(hook.calls).toEqual([]);
});

it("retryPending sends only the pending leads", async () => {
  const pending = [contactLead(), contactLead()];
  const sent = contactLead({ delivery: delivery("sent") });
  const skipped = contactLead({ delivery: delivery("skipped") });
  for (const lead of [...pending, sent, skipped]) await store.create(lead);
  const hook = scriptedFetch([]);
  const result = await forwarder(hook.fetch).retryPending();
  expect(result.failed).toEqual([]);
  expect(result.sent.sort()).toEqual(pending.map((lead) => lead.id).sort());
  expect(hook.calls.map((call) => (call.body as { lead: { id: string } }).lead.id).sort()).toEqual(
    pending.map((lead) => lead.id).sort(),
  );
});

it("retryPending reports the leads it could not send", async () => {
  const lead = contactLead();
  await store.create(lead);
  const hook = scriptedFetch([500, 500]);
  const result = await forwarder(hook.fetch, { ...WEBHOOK, attempts: 2 }).retryPending();
  expect(result).toEqual({ sent: [], failed: [lead.id] });
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

  it("doubles the wait after each failure, with ±25 % jitter, capped at 5 minutes", () => {
    expect(backoffDelay(1, 1000, () => 0.5)).toBe(1000);
    expect(backoffDelay(2, 1000, () => 0.5)).toBe(2000);
    expect(backoffDelay(3, 1000, () => 0)).toBe(3000);
    expect(backoffDelay(3, 1000, () => 1)).toBe(5000);
    expect(backoffDelay(20, 1000, () => 0.5)).toBe(300_000);
  });

  it("retries timeouts, rate limits and server errors only", () => {
    expect([408, 429, 500, 503].map(isRetryableStatus)).toEqual([true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryableStatus)).toEqual([false, false, false, false]);
  });
});
