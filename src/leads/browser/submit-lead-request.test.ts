/** The request submitLead sends, and how it reads every kind of answer (submit-lead.test.ts: the forms' submissions). */
import { submitLead } from "./submit-lead";
import { CAMPAIGN_STORAGE_KEY } from "../../lib/campaign-attribution";
import { HONEYPOT_FIELD } from "../shared/lead-forms";

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch answering once with `status` and a JSON (or raw text) body. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => JSON.parse(text),
    } as unknown as Response;
  });
  return { sent, fetch: fetchImpl as unknown as typeof fetch };
}

const newsletter = { footer_email: "ada@example.com", source: "footer" } as const;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/blog/hello/");
});

it("posts JSON to the form's route and returns the new lead's id", async () => {
  const api = answer(201, { id: "4b1c0f52-7d1e-4c52-9a53-1f0e2b9d3c11" });
  const result = await submitLead("newsletter", newsletter, { fetch: api.fetch });
  expect(result).toEqual({
    ok: true,
    id: "4b1c0f52-7d1e-4c52-9a53-1f0e2b9d3c11",
    values: newsletter,
    confirm: false,
  });
  expect(api.sent).toHaveLength(1);
  expect(api.sent[0].url).toBe("/api/newsletter");
  expect(api.sent[0].init).toMatchObject({
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
  });
  expect(JSON.parse(String(api.sent[0].init.body))).toEqual({
    page: "/blog/hello/",
    footer_email: "ada@example.com",
    source: "footer",
    [HONEYPOT_FIELD]: "",
  });
});

it("sends the form's hidden fields (the time it was shown, the policy's version, the consent id, Turnstile's token) and reads a signup that waits for its confirmation", async () => {
  const api = answer(201, { id: "4b1c0f52-7d1e-4c52-9a53-1f0e2b9d3c11", confirmation: "pending" });
  const hidden = {
    form_token: "1767225600000.sig",
    policy_version: "2025-09-01",
    consent_id: "2f1c9a54-7c1e-4c8e-9f3e-2b1e0f5d6a70",
    "cf-turnstile-response": "XXXX.DUMMY.TOKEN",
  };
  const result = await submitLead("newsletter", newsletter, { fetch: api.fetch, hidden });
  expect(result).toMatchObject({ ok: true, confirm: true });
  expect(JSON.parse(String(api.sent[0].init.body))).toEqual({
    ...hidden,
    page: "/blog/hello/",
    footer_email: "ada@example.com",
    source: "footer",
    [HONEYPOT_FIELD]: "",
  });
});

it("adds the stored campaign; the body's own values win", async () => {
  const campaign = {
    id: null,
    medium: "cpc",
    name: "spring",
    source: "google",
    term: null,
    content: null,
    gclid: null,
  };
  window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
  const api = answer(201, { id: "x" });
  await submitLead(
    "referral",
    {
      yourName: "Grace Hopper",
      yourEmail: "grace@example.com",
      referralName: "Ada Lovelace",
      referralEmail: "ada@example.com",
      referralCompany: "Engines",
      notes: "",
      page: "/referral-program/",
    },
    { fetch: api.fetch },
  );
  expect(api.sent[0].url).toBe("/api/referral");
  expect(JSON.parse(String(api.sent[0].init.body))).toMatchObject({
    page: "/referral-program/",
    campaign,
    [HONEYPOT_FIELD]: "",
  });
});

it("sends contact step 2 to /api/contact with the id from step 1", async () => {
  const api = answer(200, { id: "lead-1" });
  const result = await submitLead(
    "contact-details",
    { id: "lead-1", interests: ["web"], budget: "not-sure", timeline: "asap" },
    { fetch: api.fetch },
  );
  expect(result).toMatchObject({ ok: true, id: "lead-1" });
  expect(api.sent[0].url).toBe("/api/contact");
  expect(JSON.parse(String(api.sent[0].init.body))).toMatchObject({ id: "lead-1", interests: ["web"] });
});

const FAILURE = "Something went wrong. Please try again later.";

it("returns the field messages of a 400, for the fields", async () => {
  const api = answer(400, { errors: { footer_email: "Invalid email", bogus: 42 } });
  expect(await submitLead("newsletter", newsletter, { fetch: api.fetch })).toEqual({
    ok: false,
    fieldErrors: { footer_email: "Invalid email" },
    message: FAILURE,
    unexpected: false,
  });
});

it("says how long to wait on a 429, by its Retry-After", async () => {
  const limited = answer(429, { message: "Too many." }, { "retry-after": "42" });
  expect(await submitLead("newsletter", newsletter, { fetch: limited.fetch })).toEqual({
    ok: false,
    fieldErrors: null,
    message: "Too many submissions. Please try again in 42 seconds.",
    unexpected: false,
  });
});

it.each([
  ["a 413 with the server's message", 413, { message: "Too big." }],
  ["a 409 (a key reused for other values)", 409, { message: "This form was already sent with other values." }],
  ["a 500 with a message", 500, { message: "stack trace here" }],
  ["a 502 with an HTML page", 502, "<html>Bad gateway</html>"],
  ["a 201 without an id", 201, {}],
])("turns %s into the generic failure, worth logging", async (_label, status, body) => {
  expect(await submitLead("newsletter", newsletter, { fetch: answer(status, body).fetch })).toEqual({
    ok: false,
    fieldErrors: null,
    message: FAILURE,
    unexpected: true,
  });
});

it("turns a network failure into the generic failure, without throwing", async () => {
  const offline = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
  expect(await submitLead("newsletter", newsletter, { fetch: offline })).toEqual({
    ok: false,
    fieldErrors: null,
    message: FAILURE,
    unexpected: true,
  });
});

it("passes an abort signal through", async () => {
  const api = answer(201, { id: "x" });
  const controller = new AbortController();
  await submitLead("newsletter", newsletter, { fetch: api.fetch, signal: controller.signal });
  expect(api.sent[0].init.signal).toBe(controller.signal);
});

describe("idempotency key", () => {
  const keyOf = (sent: Sent) => (sent.init.headers as Record<string, string>)["Idempotency-Key"];

  it("sends one per submission and the same one when the same submission is sent again", async () => {
    const api = answer(503, { message: "Something went wrong. Please try again later." });
    await submitLead("newsletter", newsletter, { fetch: api.fetch });
    await submitLead("newsletter", newsletter, { fetch: api.fetch });
    await submitLead("newsletter", { ...newsletter, footer_email: "grace@example.com" }, { fetch: api.fetch });
    const [first, retry, other] = api.sent.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retry).toBe(first);
    expect(other).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(other).not.toBe(first);
  });

  it("does not reuse a key across forms", async () => {
    const api = answer(201, { id: "x" });
    await submitLead(
      "contact",
      { name: "Ada", email: "ada@example.com", company: "", message: "Hello there", callWindow: "", timeZone: "" },
      {
        fetch: api.fetch,
      },
    );
    await submitLead("newsletter", newsletter, { fetch: api.fetch });
    expect(keyOf(api.sent[0])).not.toBe(keyOf(api.sent[1]));
  });
});
