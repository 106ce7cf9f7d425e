/**
 * @jest-environment node
 */
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "../../lib/validation";
import { HONEYPOT_FIELD, type LeadFormName, MAX_LEAD_BODY_BYTES } from "../shared/lead-forms";
import { loadLeadsConfig } from "./config";
import { type LeadDeps, handleLeadRequest } from "./route";
import { createRateLimiter } from "./rate-limiter";
import { formTimeToken } from "./signing";
import { countLinks } from "./spam";
import { createFileLeadStore, type LeadStore } from "./store";
import type { DeliveryRow } from "./delivery/states";
import type { LeadRecord } from "./types";
import { webhookPayload } from "./webhook";
import { leadsToCsv } from "./csv";
import { deliveryOf, fakeRequest, readReply, rowOf, tempDir, type FakeRequestInit } from "./test-support";

const VALID: Record<LeadFormName, Record<string, unknown>> = {
  newsletter: { footer_email: "ada@example.com", source: "footer" },
  contact: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    message: "We need an app.",
  },
  demo: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    importSources: ["csv", "excel"],
    importVolume: "100-1000",
  },
  referral: {
    yourName: "Grace Hopper",
    yourEmail: "grace@example.com",
    referralName: "Ada Lovelace",
    referralEmail: "ada@example.com",
    referralCompany: "Analytical Engines",
    notes: "She is planning a new product.",
  },
  application: {
    companyName: "Compilers Inc",
    founderName: "Grace Hopper",
    email: "grace@example.com",
    stage: "seed",
    sectors: ["developer-tools", "education"],
    pitch: "Programming in plain English.",
  },
};
const DETAILS = { interests: ["web", "mobile"], budget: "50k-150k", timeline: "asap" };

let dir: string;
let store: LeadStore;
let clock: number;
/** How many times a route woke the worker (once for each lead, or revision, waiting for delivery). */
let woken: number;

beforeEach(async () => {
  dir = await tempDir();
  store = createFileLeadStore(dir);
  clock = Date.parse("2025-03-01T10:00:00.000Z");
  woken = 0;
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/**
 * The settings of a server with a webhook (leads wait for delivery), or as `env` says. A newsletter
 * signup is delivered at once here; "double opt-in" below waits for its confirmation.
 */
const settings = (env: Record<string, string> = { LEADS_WEBHOOK_URL: "https://hooks.example.com/leads" }) =>
  loadLeadsConfig({ LEADS_DIR: dir, NEWSLETTER_DOUBLE_OPT_IN: "false", LEADS_SECRET: "route-test-secret", ...env });

interface Options extends Omit<Partial<LeadDeps>, "store" | "limiter"> {
  store?: LeadStore;
  limiter?: ReturnType<typeof createRateLimiter>;
}

async function call(form: LeadFormName, init: FakeRequestInit, options: Options = {}) {
  const limiter = options.limiter ?? createRateLimiter({ max: 5, windowMs: 60_000 }, () => clock);
  const reply = await handleLeadRequest(form, fakeRequest(init), {
    config: settings(),
    wake: () => (woken += 1),
    now: () => new Date(clock),
    log: { error: jest.fn() },
    ...options,
    store: async () => options.store ?? store,
    limiter: () => limiter,
  });
  return readReply(reply);
}

describe("when may we call you: a half-day window, kept as the day and hours it means", () => {
  // 2025-03-01 is a Saturday: the next business day is Monday 3 March.
  it("stores the window a visitor chose in their time zone, and the webhook and the CSV carry those words", async () => {
    const res = await call("contact", {
      body: { ...VALID.contact, callWindow: "day-2-afternoon", timeZone: "America/New_York" },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await store.list();
    expect(lead.fields).toMatchObject({
      callWindow: "Tuesday 4 March 2025, afternoon (13:00–17:00, America/New_York)",
      timeZone: "America/New_York",
    });
    expect((webhookPayload(lead).lead as LeadRecord).fields).toMatchObject({
      callWindow: "Tuesday 4 March 2025, afternoon (13:00–17:00, America/New_York)",
    });
    const [header, row] = leadsToCsv([{ lead, rows: [] }], "contact")
      .trim()
      .split("\r\n");
    const column = header.split(",").indexOf("callWindow");
    expect(column).toBeGreaterThan(-1);
    expect(row).toContain('"Tuesday 4 March 2025, afternoon (13:00–17:00, America/New_York)"');
  });

  it("takes a form posted without a script, which sends no time zone, in the agency's time, as its labels say", async () => {
    const res = await call("demo", {
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams([
        ["name", "Ada Lovelace"],
        ["email", "ada@example.com"],
        ["company", "Analytical Engines"],
        ["importSources", "csv"],
        ["importSources", "excel"],
        ["importVolume", "under-100"],
        ["callWindow", "day-1-morning"],
      ]).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/products/fuse/thank-you/");
    const [lead] = await store.list();
    expect(lead.form).toBe("demo");
    expect(lead.fields).toMatchObject({
      importSources: ["csv", "excel"],
      callWindow: "Monday 3 March 2025, morning (9:00–12:00, America/Denver)",
      timeZone: "",
    });
  });

  it("refuses a window it does not offer, and drops a time zone that is none", async () => {
    const bad = await call("contact", { body: { ...VALID.contact, callWindow: "day-9-evening" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ errors: { callWindow: "Please select an option." } });
    clock += 1000;
    await call("contact", { body: { ...VALID.contact, callWindow: "day-1-morning", timeZone: "Mars/Olympus_Mons" } });
    const [lead] = await store.list();
    expect(lead.fields).toMatchObject({
      callWindow: "Monday 3 March 2025, morning (9:00–12:00, America/Denver)",
      timeZone: "",
    });
  });
});

describe("method, body and size", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS"])("answers %s with 405 and Allow: POST", async (method) => {
    const res = await call("newsletter", { method, body: VALID.newsletter });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.body).toEqual({ message: "Method not allowed. Use POST." });
    expect(await store.list()).toEqual([]);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call("newsletter", { body: '{"footer_email": "ada@example.com",' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ message: "Malformed JSON." });
  });

  it.each([["[]"], ["null"], ['"text"'], ["42"]])(
    "answers a JSON body that is not an object (%s) with 400",
    async (body) => {
      const res = await call("newsletter", { body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ message: "The request body must be a JSON object." });
    },
  );

  it.each(["text/plain", "multipart/form-data; boundary=x"])(
    "answers a body that is neither JSON nor urlencoded (%s) with 415",
    async (type) => {
      const res = await call("newsletter", {
        headers: { "content-type": type },
        body: "footer_email=ada%40example.com",
      });
      expect(res.statusCode).toBe(415);
      expect(res.body).toEqual({
        message:
          "Send the form as JSON (Content-Type: application/json) or as a form post (application/x-www-form-urlencoded).",
      });
      expect(await store.list()).toEqual([]);
    },
  );

  const oversize = { ...VALID.newsletter, padding: "x".repeat(MAX_LEAD_BODY_BYTES) };

  it("answers a body over 64 KB with 413 (declared length)", async () => {
    const res = await call("newsletter", { body: oversize });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ message: "The request body is larger than 64 KB." });
    expect(res.headers.connection).toBe("close");
    expect(await store.list()).toEqual([]);
  });

  it("answers a streamed body over 64 KB with 413 (no length given)", async () => {
    const text = JSON.stringify(oversize);
    const res = await call("newsletter", { body: [text.slice(0, 40_000), text.slice(40_000)] });
    expect(res.statusCode).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it("accepts a body of exactly 64 KB, dropping the unknown padding", async () => {
    const base = JSON.stringify({ ...VALID.newsletter, padding: "" });
    const body = JSON.stringify({ ...VALID.newsletter, padding: "x".repeat(MAX_LEAD_BODY_BYTES - base.length) });
    expect(Buffer.byteLength(body)).toBe(MAX_LEAD_BODY_BYTES);
    const res = await call("newsletter", { body });
    expect(res.statusCode).toBe(201);
    const [lead] = await store.list();
    expect(lead.fields).toEqual({ footer_email: "ada@example.com" });
  });
});

describe("field errors", () => {
  const cases: [LeadFormName, string, unknown, string][] = [
    ["newsletter", "footer_email", "", "Email is required"],
    ["newsletter", "footer_email", "ada@@example.com", "Invalid email"],
    ["contact", "name", "", "This is a required field."],
    ["contact", "name", "A", "Too short! At least 2 characters are required."],
    ["contact", "name", "x".repeat(101), "Too long! At most 100 characters are allowed."],
    ["contact", "email", "   ", "Email is required"],
    ["contact", "email", "ada@example", "Invalid email"],
    ["contact", "company", "x", "Too short! At least 2 characters are required."],
    ["contact", "company", "x".repeat(121), "Too long! At most 120 characters are allowed."],
    ["contact", "message", "", "This is a required field."],
    ["contact", "message", "abc", "Too short! At least 4 characters are required."],
    ["contact", "message", "x".repeat(1001), "Too long! At most 1000 characters are allowed."],
    ["referral", "yourName", "", "This is a required field."],
    ["referral", "yourEmail", "grace.example.com", "Invalid email"],
    ["referral", "referralName", "", "This is a required field."],
    ["referral", "referralEmail", "", "Email is required"],
    ["referral", "referralCompany", "", "This is a required field."],
    ["referral", "notes", "x".repeat(501), "Too long! At most 500 characters are allowed."],
    ["application", "companyName", "", "This is a required field."],
    ["application", "founderName", "G", "Too short! At least 2 characters are required."],
    ["application", "email", "grace@exa_mple.com", "Invalid email"],
    ["application", "stage", "", "Please select an option."],
    ["application", "stage", "ipo", "Please select an option."],
    ["application", "sectors", [], "Please select at least one option."],
    ["application", "sectors", ["fintech", "crypto"], "Please select at least one option."],
    ["application", "pitch", "abc", "Too short! At least 4 characters are required."],
  ];

  it.each(cases)("%s.%s = %j answers 400 with %j", async (form, field, value, message) => {
    const res = await call(form, { body: { ...VALID[form], [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ errors: { [field]: message } });
    expect(await store.list()).toEqual([]);
  });

  it("reports every invalid field at once", async () => {
    const res = await call("referral", { body: {} });
    expect(res.body).toEqual({
      errors: {
        yourName: "This is a required field.",
        yourEmail: "Email is required",
        referralName: "This is a required field.",
        referralEmail: "Email is required",
        referralCompany: "This is a required field.",
      },
    });
  });

  it("never echoes submitted text", async () => {
    const attack = "<img src=x onerror=alert(1)>";
    const res = await call("contact", { body: { ...VALID.contact, email: attack, name: attack, message: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.text).not.toContain("<img");
    expect(res.text).not.toContain("onerror");
  });
});

describe("accepted submissions", () => {
  it.each(Object.keys(VALID) as LeadFormName[])("stores a %s lead before answering 201 with its id", async (form) => {
    const res = await call(form, { body: VALID[form] });
    expect(res.statusCode).toBe(201);
    const { id } = res.body as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const lead = await store.get(id);
    expect(lead).toMatchObject({
      id,
      form,
      revision: 1,
      createdAt: "2025-03-01T10:00:00.000Z",
      details: null,
    });
    // The lead and its one delivery (the webhook's: no other destination is set here), in one file.
    const { deliveries, ...onDisk } = JSON.parse(await fs.readFile(`${dir}/${id}.json`, "utf8"));
    expect(onDisk).toEqual(lead);
    expect(deliveries).toEqual(await store.deliveriesOf(id));
    expect(deliveries.map((row: DeliveryRow) => [row.id, row.state, row.attempts])).toEqual([
      [`${id}.webhook`, "pending", 0],
    ]);
    expect(woken).toBe(1);
  });

  it("says in the log that a lead arrived, by form and id, with nothing the visitor typed", async () => {
    const log = { error: jest.fn(), info: jest.fn() };
    const res = await call("contact", { body: VALID.contact }, { log, config: settings({}) });
    const { id } = res.body as { id: string };
    expect(log.info.mock.calls).toEqual([[`A contact lead arrived: ${id} (delivery: none: no destination is set)`]]);
    const spam = await call(
      "contact",
      { body: { ...VALID.contact, [HONEYPOT_FIELD]: "https://spam.example" } },
      { log },
    );
    expect(spam.statusCode).toBe(201);
    expect(log.info).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify([log.info.mock.calls, log.error.mock.calls]);
    for (const typed of Object.values(VALID.contact)) expect(logged).not.toContain(String(typed));
  });

  it("drops unknown fields and stores cleaned values", async () => {
    const res = await call("contact", {
      body: {
        name: "  Ada Lovelace ",
        email: " Ada@Example.COM ",
        message: "  We need an app.  ",
        admin: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await store.list();
    expect(lead.fields).toEqual({
      name: "Ada Lovelace",
      email: "Ada@example.com",
      company: "",
      message: "We need an app.",
      callWindow: "",
      timeZone: "",
    });
  });

  it("keeps the page, the newsletter source, the campaign and a known intent; drops anything else", async () => {
    await call("newsletter", {
      body: {
        ...VALID.newsletter,
        source: "blog_post",
        page: "/blog/hello/",
        campaign: { source: "google", medium: "cpc", name: "spring", id: null, evil: "x" },
        intent: "estimate",
      },
    });
    clock += 1000;
    await call("newsletter", {
      body: { ...VALID.newsletter, source: "<b>", page: "https://evil.example/", campaign: "x", intent: "<b>" },
    });
    const [first, second] = await store.list();
    expect(first.meta).toEqual({
      source: "blog_post",
      page: "/blog/hello/",
      campaign: { id: null, medium: "cpc", name: "spring", source: "google", term: null, content: null, gclid: null },
      intent: "estimate",
    });
    expect(second.meta).toEqual({ source: null, page: null, campaign: null });
  });

  it("gives a lead no delivery, and wakes no worker, when no destination is set", async () => {
    const res = await call("newsletter", { body: VALID.newsletter }, { config: settings({}) });
    expect(await deliveryOf(store, (res.body as { id: string }).id)).toEqual({ status: "skipped", rows: [] });
    expect(woken).toBe(0);
  });

  it("gives a contact lead a row per destination set: the sales inbox, Slack and the webhook; a signup only the webhook", async () => {
    const config = settings({
      LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
      SMTP_URL: "smtp://mail.example.com",
      LEADS_NOTIFY_EMAIL: "sales@flatirons.com",
    });
    const contact = await call("contact", { body: VALID.contact }, { config });
    const signup = await call("newsletter", { body: VALID.newsletter }, { config });
    const destinations = async (res: { body: unknown }) =>
      (await store.deliveriesOf((res.body as { id: string }).id)).map((row) => [row.destination, row.state]);
    expect(await destinations(contact)).toEqual([
      ["notify", "pending"],
      ["slack", "pending"],
      ["webhook", "pending"],
    ]);
    expect(await destinations(signup)).toEqual([["webhook", "pending"]]);
  });

  it("stores text as well-formed Unicode: a lone surrogate becomes U+FFFD", async () => {
    const res = await call("contact", {
      body: `{"name":"Ada \\ud800 Lovelace","email":"ada@example.com","message":"Lone \\udc00 one"}`,
    });
    expect(res.statusCode).toBe(201);
    expect((await store.get((res.body as { id: string }).id))?.fields).toMatchObject({
      name: "Ada \ufffd Lovelace",
      message: "Lone \ufffd one",
    });
  });

  it("answers 503 with Retry-After, logs the error's code and message but no submitted text, and wakes nothing when the store fails", async () => {
    const log = { error: jest.fn() };
    const failing: LeadStore = {
      ...store,
      create: () => Promise.reject(Object.assign(new Error("cannot write ada@example.com"), { code: "ENOSPC" })),
    };
    const res = await call("newsletter", { body: VALID.newsletter }, { store: failing, log });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.body).toEqual({ message: "Something went wrong. Please try again later." });
    expect(log.error).toHaveBeenCalledWith("Storing a newsletter lead failed: ENOSPC: cannot write <email>");
    expect(woken).toBe(0);
  });

  it("answers 503 within the request's deadline when the store never answers, with the failure page for a form post", async () => {
    const log = { error: jest.fn() };
    const hanging: LeadStore = { ...store, create: () => new Promise(() => undefined) };
    const config = settings({ LEADS_REQUEST_TIMEOUT_MS: "500" });
    const started = Date.now();
    const json = await call("newsletter", { body: VALID.newsletter }, { store: hanging, log, config });
    expect([json.statusCode, json.headers["retry-after"], json.body]).toEqual([
      503,
      "30",
      { message: "Something went wrong. Please try again later." },
    ]);
    const page = await call(
      "newsletter",
      {
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "footer_email=ada%40example.com",
      },
      { store: hanging, log, config },
    );
    expect([page.statusCode, page.headers.location]).toEqual([303, "/api/newsletter?outcome=failed"]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(log.error).toHaveBeenCalledWith("A newsletter request ran out of time: ETIMEDOUT: no answer within 500 ms");
  });
});

describe("contact, two steps", () => {
  async function stepOne(): Promise<string> {
    const res = await call("contact", { body: VALID.contact });
    expect(res.statusCode).toBe(201);
    return (res.body as { id: string }).id;
  }

  it("step 2 adds the details to the lead of step 1 and answers 200", async () => {
    const id = await stepOne();
    clock += 30_000;
    const res = await call("contact", { body: { id, ...DETAILS, interests: ["web", "web", "mobile"] } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ id });
    const lead = await store.get(id);
    expect(lead).toMatchObject({
      revision: 2,
      createdAt: "2025-03-01T10:00:00.000Z",
      updatedAt: "2025-03-01T10:00:30.000Z",
      fields: { name: "Ada Lovelace" },
      details: { interests: ["web", "mobile"], budget: "50k-150k", timeline: "asap" },
    });
    expect(await rowOf(store, id, "webhook")).toMatchObject({ state: "pending", revision: 2 });
    expect(woken).toBe(2);
    expect(await store.list()).toHaveLength(1);
  });

  it("step 2 reports each invalid detail", async () => {
    const id = await stepOne();
    const res = await call("contact", { body: { id, interests: [], budget: "a lot", timeline: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      errors: {
        interests: "Please select at least one option.",
        budget: "Please select an option.",
        timeline: "Please select an option.",
      },
    });
    expect((await store.get(id))?.details).toBeNull();
  });

  it.each([
    ["an unknown id", "0b7c1e4a-9f5d-4c2e-8a1b-3d6f7e8a9b0c"],
    ["a path", "../../etc/passwd"],
    ["a number", 42],
  ])("step 2 with %s answers 404", async (_label, id) => {
    const res = await call("contact", { body: { id, ...DETAILS } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ message: "This contact request was not found. Please start again." });
  });

  it("step 2 cannot change a lead of another form", async () => {
    const res = await call("newsletter", { body: VALID.newsletter });
    const { id } = res.body as { id: string };
    const step2 = await call("contact", { body: { id, ...DETAILS } });
    expect(step2.statusCode).toBe(404);
    expect((await store.get(id))?.details).toBeNull();
  });
});

describe("spam traps: kept as spam, answered like anyone's, never delivered", () => {
  const spamOf = async (id: string) => [(await deliveryOf(store, id)).status, (await store.get(id))?.spam];

  it.each(Object.keys(VALID) as LeadFormName[])("a filled honeypot on %s", async (form) => {
    const res = await call(form, { body: { ...VALID[form], [HONEYPOT_FIELD]: "https://spam.example" } });
    expect(res.statusCode).toBe(201);
    const { id } = res.body as { id: string };
    expect(await spamOf(id)).toEqual(["spam", ["honeypot"]]);
    expect(await store.list()).toHaveLength(1);
    expect(woken).toBe(0);
  });

  it("answers an invalid bot submission like anyone's (its fields are checked before the traps), keeping nothing", async () => {
    const res = await call("referral", { body: { [HONEYPOT_FIELD]: "x" } });
    expect(res.statusCode).toBe(400);
    expect(await store.list()).toEqual([]);
  });

  it("counts what the traps catch within the rate limit", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const bot = (email: string) => ({ body: { footer_email: email, source: "footer", [HONEYPOT_FIELD]: "x" } });
    expect((await call("newsletter", bot("bot-1@example.com"), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", bot("bot-2@example.com"), { limiter })).statusCode).toBe(429);
    expect(await store.list()).toHaveLength(1);
  });

  it("an empty honeypot is what people send", async () => {
    const res = await call("newsletter", { body: { ...VALID.newsletter, [HONEYPOT_FIELD]: "" } });
    expect(res.statusCode).toBe(201);
    const [lead] = await store.list();
    expect(await spamOf(lead.id)).toEqual(["pending", undefined]);
  });

  it("contact step 2 with the honeypot filled keeps its details and makes the lead spam, delivering nothing more", async () => {
    const first = await call("contact", { body: VALID.contact });
    const { id } = first.body as { id: string };
    woken = 0;
    const res = await call("contact", { body: { id, ...DETAILS, [HONEYPOT_FIELD]: "x" } });
    expect([res.statusCode, res.body]).toEqual([200, { id }]);
    expect(await store.get(id)).toMatchObject({ revision: 2, details: DETAILS, spam: ["honeypot"] });
    expect(await spamOf(id)).toEqual(["spam", ["honeypot"]]);
    expect(woken).toBe(0);
  });

  describe("the time trap", () => {
    const shownAgo = (ms: number, secret = "route-test-secret") => formTimeToken({ secret }, new Date(clock - ms));

    it("catches a form sent less than 2 s after it was shown, by the signed time it carries", async () => {
      const fast = await call("contact", { body: { ...VALID.contact, form_token: shownAgo(1999) } });
      expect(await spamOf((fast.body as { id: string }).id)).toEqual(["spam", ["too-fast"]]);
      const human = await call("contact", {
        body: { ...VALID.contact, message: "Another message.", form_token: shownAgo(2000) },
      });
      expect(await spamOf((human.body as { id: string }).id)).toEqual(["pending", undefined]);
    });

    it("does not measure a form without a token, with one this server did not sign, or one older than a day", async () => {
      for (const [index, token] of [
        undefined,
        shownAgo(10, "another-secret"),
        `${clock - 10}.forged`,
        String(clock - 10),
        shownAgo(86_400_001),
      ].entries()) {
        const res = await call("contact", {
          body: { ...VALID.contact, message: `Message ${index}.`, ...(token ? { form_token: token } : {}) },
        });
        expect([token, await spamOf((res.body as { id: string }).id)]).toEqual([token, ["pending", undefined]]);
      }
    });
  });

  it("catches more than three links in the text fields, wherever they are", async () => {
    const three = "See https://a.example, www.b.example and http://c.example/x.";
    const res = await call("contact", { body: { ...VALID.contact, message: three } });
    expect(await spamOf((res.body as { id: string }).id)).toEqual(["pending", undefined]);
    const four = await call("contact", {
      body: { ...VALID.contact, company: "[url=https://d.example]", message: three },
    });
    expect(await spamOf((four.body as { id: string }).id)).toEqual(["spam", ["links"]]);
    expect(countLinks({ notes: '<a href="x">1</a> HTTPS://X.EXAMPLE' }, { notes: text(500) })).toBe(2);
  });

  describe("Cloudflare Turnstile (TURNSTILE_SECRET_KEY)", () => {
    let siteverify: http.Server;
    let answer: { status: number; body: unknown; location?: string };
    const asked: unknown[] = [];
    beforeAll(async () => {
      siteverify = http.createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          asked.push(JSON.parse(body));
          res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
          res.end(JSON.stringify(answer.body));
        });
      });
      await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
    });
    afterAll(() => new Promise((resolve) => siteverify.close(resolve)));
    beforeEach(() => {
      asked.length = 0;
    });
    const withTurnstile = () =>
      settings({
        LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
        TURNSTILE_SECRET_KEY: "0x4AAA-secret",
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`,
      });
    const send = async (token?: string) => {
      const log = { error: jest.fn() };
      const res = await call(
        "contact",
        {
          body: {
            ...VALID.contact,
            message: `Sent with ${token}.`,
            ...(token ? { "cf-turnstile-response": token } : {}),
          },
        },
        { config: withTurnstile(), log },
      );
      return { res, log, verdict: await spamOf((res.body as { id: string }).id) };
    };

    it("asks siteverify about the token with the secret and the client's address, and keeps what it refuses as spam", async () => {
      answer = { status: 200, body: { success: true } };
      expect((await send("good-token")).verdict).toEqual(["pending", undefined]);
      expect(asked).toEqual([{ secret: "0x4AAA-secret", response: "good-token", remoteip: "203.0.113.7" }]);
      answer = { status: 200, body: { success: false, "error-codes": ["invalid-input-response"] } };
      expect((await send("bad-token")).verdict).toEqual(["spam", ["turnstile"]]);
    });

    it("keeps a submission without a token as spam without asking", async () => {
      expect((await send()).verdict).toEqual(["spam", ["turnstile"]]);
      expect(asked).toEqual([]);
    });

    it("lets a submission through, logged, when siteverify cannot be asked (an error, a redirect it does not follow)", async () => {
      for (const next of [
        { status: 500, body: {}, line: "HTTP_500: siteverify answered 500" },
        {
          status: 307,
          body: {},
          location: "http://127.0.0.1:9/elsewhere",
          line: "HTTP_307: siteverify answered 307; redirects are not followed",
        },
      ]) {
        answer = next;
        const { verdict, log } = await send(`token-${next.status}`);
        expect(verdict).toEqual(["pending", undefined]);
        expect(log.error).toHaveBeenCalledWith(
          `Checking a contact submission with Turnstile failed, kept as a lead: ${next.line}`,
        );
      }
    });
  });
});

describe("double opt-in (the newsletter, by default)", () => {
  const optIn = (env: Record<string, string> = {}) =>
    settings({ NEWSLETTER_DOUBLE_OPT_IN: "true", LEADS_WEBHOOK_URL: "https://hooks.example.com/leads", ...env });

  it("stores a signup unconfirmed, its confirmation e-mail due, answers that it waits for the link, and delivers nothing", async () => {
    const res = await call(
      "newsletter",
      { body: VALID.newsletter },
      { config: optIn({ SMTP_URL: "smtp://127.0.0.1:2525" }) },
    );
    const { id } = res.body as { id: string };
    expect([res.statusCode, res.body]).toEqual([201, { id, confirmation: "pending" }]);
    expect(await store.get(id)).toMatchObject({ confirmation: { confirmedAt: null } });
    // Its one delivery is the e-mail: the signup itself goes nowhere until it is confirmed.
    expect((await deliveryOf(store, id)).rows.map((row) => [row.destination, row.state, row.attempts])).toEqual([
      ["confirmation", "pending", 0],
    ]);
    expect(woken).toBe(1);
  });

  it("without SMTP_URL keeps the signup unconfirmed, its e-mail waiting for SMTP_URL", async () => {
    const res = await call("newsletter", { body: VALID.newsletter }, { config: optIn() });
    const { status, rows } = await deliveryOf(store, (res.body as { id: string }).id);
    expect([status, rows.map((row) => [row.destination, row.state])]).toEqual([
      "unconfirmed",
      [["confirmation", "pending"]],
    ]);
  });

  it("a browser's own post lands on the page that asks for the link; a repeat gets the same", async () => {
    const post = () =>
      call(
        "newsletter",
        {
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
          body: "footer_email=ada%40example.com&idempotency_key=0b6f1c1e-5f0e-4a53-9d38-3c1f4c8f2a11",
        },
        { config: optIn() },
      );
    for (const res of [await post(), await post()]) {
      expect([res.statusCode, res.headers.location]).toEqual([303, "/newsletter/confirm/"]);
    }
    expect(await store.list()).toHaveLength(1);
  });

  it("a bot's signup is kept as spam and e-mails nobody, answered as a person's", async () => {
    const res = await call(
      "newsletter",
      { body: { ...VALID.newsletter, [HONEYPOT_FIELD]: "x" } },
      { config: optIn({ SMTP_URL: "smtp://127.0.0.1:2525" }) },
    );
    expect(res.body).toEqual({ id: expect.any(String), confirmation: "pending" });
    const [lead] = await store.list();
    expect([(await deliveryOf(store, lead.id)).status, lead.confirmation, woken]).toEqual(["spam", undefined, 0]);
  });
});

describe("idempotency keys", () => {
  const KEY = "0b6f1c1e-5f0e-4a53-9d38-3c1f4c8f2a11";

  it("stores a repeated Idempotency-Key once, answers the repeat with the first id and wakes the worker once", async () => {
    const first = await call("referral", { body: VALID.referral, headers: { "idempotency-key": KEY } });
    const repeat = await call("referral", {
      body: { ...VALID.referral, notes: "  She is planning a new product. " },
      headers: { "idempotency-key": KEY },
    });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toEqual(first.body);
    const stored = await store.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fields: { notes: "She is planning a new product." },
      idempotencyKeys: [`client:${KEY}`],
    });
    expect(woken).toBe(1);
  });

  it("refuses a key sent again with other values (409), storing nothing new", async () => {
    await call("referral", { body: VALID.referral, headers: { "idempotency-key": KEY } });
    const other = await call("referral", {
      body: { ...VALID.referral, notes: "Another referral." },
      headers: { "idempotency-key": KEY },
    });
    expect([other.statusCode, other.body]).toEqual([
      409,
      { message: "This form was already sent with other values. Reload the page to send it again." },
    ]);
    const page = await call("referral", {
      body: `idempotency_key=${KEY}&${new URLSearchParams({ ...VALID.referral, notes: "Another one." } as Record<string, string>)}`,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect([page.statusCode, page.headers["content-type"]]).toEqual([409, "text/html; charset=utf-8"]);
    expect(page.text).toContain("This form was already sent with other values.");
    expect((await store.list()).map((lead) => lead.fields.notes)).toEqual(["She is planning a new product."]);
  });

  it("takes the key from the hidden form field when no header carries one", async () => {
    await call("newsletter", { body: { ...VALID.newsletter, idempotency_key: KEY } });
    await call("newsletter", { body: { ...VALID.newsletter, idempotency_key: KEY } });
    const other = await call("newsletter", {
      body: { ...VALID.newsletter, footer_email: "other@example.com", idempotency_key: KEY },
    });
    expect(other.statusCode).toBe(409);
    expect((await store.list()).map((lead) => lead.fields.footer_email)).toEqual(["ada@example.com"]);
  });

  it("derives a key for a post without one: the same values within 10 minutes are stored once", async () => {
    const first = await call("contact", { body: VALID.contact });
    clock += 60_000;
    const doubled = await call("contact", { body: VALID.contact, headers: { "idempotency-key": "short" } });
    expect(doubled.body).toEqual(first.body);
    expect(await store.list()).toHaveLength(1);
    await call("contact", { body: { ...VALID.contact, message: "Another request." } });
    expect(await store.list()).toHaveLength(2);
    clock += 10 * 60_000;
    await call("contact", { body: VALID.contact });
    expect(await store.list()).toHaveLength(3);
  });

  it("applies a repeated step 2 once: one revision, the worker woken once for it; other details with its key are refused", async () => {
    const step1 = await call("contact", { body: VALID.contact, headers: { "idempotency-key": KEY } });
    const { id } = step1.body as { id: string };
    const details = { id, ...DETAILS };
    const step2Key = "7d1c2b9e-0000-4000-8000-00000000beef";
    for (let i = 0; i < 3; i += 1) {
      const res = await call("contact", { body: details, headers: { "idempotency-key": step2Key } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ id });
    }
    expect(await store.get(id)).toMatchObject({
      revision: 2,
      details: DETAILS,
      idempotencyKeys: [`client:${KEY}`, `client:${step2Key}`],
    });
    expect(woken).toBe(2);
    const other = await call("contact", {
      body: { ...details, budget: "over-500k" },
      headers: { "idempotency-key": step2Key },
    });
    expect(other.statusCode).toBe(409);
    expect((await store.get(id))?.details).toEqual(DETAILS);
  });
});

describe("rate limit", () => {
  it("allows 5 submissions per minute per address and form, then answers 429 with Retry-After", async () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 }, () => clock);
    let sent = 0;
    const post = async (address: string) => {
      sent += 1;
      return call(
        "newsletter",
        { body: { ...VALID.newsletter, footer_email: `ada-${sent}@example.com` }, address },
        { limiter },
      );
    };
    for (let i = 0; i < 5; i += 1) {
      expect((await post("198.51.100.1")).statusCode).toBe(201);
      clock += 1000;
    }
    const limited = await post("198.51.100.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("55");
    expect(limited.body).toEqual({ message: "Too many submissions. Please try again in 55 seconds." });
    expect(await store.list()).toHaveLength(5);

    expect((await post("198.51.100.2")).statusCode).toBe(201);
    clock += 55_000;
    expect((await post("198.51.100.1")).statusCode).toBe(201);
  });

  it("answers a repeat without a key only to its sender: from elsewhere the same values are limited like any post", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const from = (address: string, body = VALID.newsletter) => call("newsletter", { body, address }, { limiter });
    const first = await from("198.51.100.1");
    expect(first.statusCode).toBe(201);
    // Its sender's repeat (a double-click on a form posted without JavaScript) gets the first answer again.
    expect(await from("198.51.100.1")).toEqual(first);
    // Someone elsewhere uses up their own limit, then posts the address they guess was just signed up: the answer
    // is the limit's, as for any new post, so it tells them nothing and carries no id.
    expect((await from("203.0.113.9", { ...VALID.newsletter, footer_email: "eve@example.com" })).statusCode).toBe(201);
    const probe = await from("203.0.113.9");
    expect(probe.statusCode).toBe(429);
    expect(probe.body).toEqual({ message: "Too many submissions. Please try again in 60 seconds." });
    expect(await store.list()).toHaveLength(2);
  });

  it("answers a script's repeat of a stored submission (same Idempotency-Key) as the first time, past the limit", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const key = "7d0c4f0e-2a8b-4c61-9f53-0d2b9e1a6c44";
    const first = await call("referral", { body: VALID.referral, headers: { "idempotency-key": key } }, { limiter });
    expect(first.statusCode).toBe(201);
    // The connection dropped before the answer arrived; the browser sends the same submission again.
    const repeat = await call("referral", { body: VALID.referral, headers: { "idempotency-key": key } }, { limiter });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toEqual(first.body);
    // A new submission from the same address is still limited, and nothing new was stored.
    const other = await call(
      "referral",
      { body: VALID.referral, headers: { "idempotency-key": "c3a1e5b2-9d4f-4e70-8a16-5b2f0c7d9e33" } },
      { limiter },
    );
    expect(other.statusCode).toBe(429);
    expect(await store.list()).toHaveLength(1);
  });

  it("counts each form separately, and only submissions that could be stored (not invalid ones)", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const bad = await call("referral", { body: {} }, { limiter });
    expect(bad.statusCode).toBe(400);
    expect((await call("referral", { body: VALID.referral }, { limiter })).statusCode).toBe(201);
    const another = { ...VALID.referral, notes: "Another one." };
    expect((await call("referral", { body: another }, { limiter })).statusCode).toBe(429);
    expect((await call("application", { body: VALID.application }, { limiter })).statusCode).toBe(201);
  });

  it("does not count a wrong method", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    await call("newsletter", { method: "GET" }, { limiter });
    expect((await call("newsletter", { body: VALID.newsletter }, { limiter })).statusCode).toBe(201);
  });
});

describe("client address", () => {
  it("counts the socket's address, not a forwarding header a client wrote", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const spoofed = (index: number) => ({
      body: { ...VALID.newsletter, footer_email: `ada-${index}@example.com` },
      address: "198.51.100.9",
      headers: { "x-forwarded-for": `192.0.2.${index}`, "x-nf-client-connection-ip": `192.0.2.${index}` },
    });
    expect((await call("newsletter", spoofed(1), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", spoofed(2), { limiter })).statusCode).toBe(429);
  });

  it("counts IPv6 addresses per /64", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    const from = (address: string, index: number) => ({
      body: { ...VALID.newsletter, footer_email: `ada-${index}@example.com` },
      address,
    });
    expect((await call("newsletter", from("2001:db8:1:2::a", 1), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", from("2001:db8:1:2:ffff::b", 2), { limiter })).statusCode).toBe(429);
    expect((await call("newsletter", from("2001:db8:1:3::a", 3), { limiter })).statusCode).toBe(201);
  });
});

describe("a browser's form post (urlencoded)", () => {
  const FORM_POST = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    host: "flatirons.test",
    referer: "http://flatirons.test/blog/hello/?utm_source=x",
  };
  const encode = (fields: Record<string, unknown>) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
    }
    return query.toString();
  };
  const formPost = (form: LeadFormName, fields: Record<string, unknown>, options: Options = {}) =>
    call(form, { headers: FORM_POST, body: encode({ [HONEYPOT_FIELD]: "", ...fields }) }, options);

  it.each([
    ["newsletter", "/newsletter/thank-you/"],
    ["contact", "/contact-us/thank-you/"],
    ["referral", "/referral-program/thank-you/"],
    ["application", "/application/thank-you/"],
  ] as const)("stores a %s lead once and answers 303 to %s", async (form, thankYou) => {
    const { source: _source, ...fields } = VALID[form];
    const res = await formPost(form, fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(thankYou);
    const leads = await store.list();
    expect(leads).toHaveLength(1);
    const { [HONEYPOT_FIELD]: _honeypot, ...expected } = fields as Record<string, unknown>;
    expect(leads[0]).toMatchObject({ form, fields: expected, meta: { page: "/blog/hello/", campaign: null } });
    expect(res.text).not.toContain("example.com");
    expect(woken).toBe(1);
  });

  it("takes repeated names as a list (checkbox groups) and derives the newsletter's source from the page", async () => {
    await formPost("application", { ...VALID.application, sectors: ["fintech", "education"] });
    expect((await store.list())[0].fields.sectors).toEqual(["fintech", "education"]);
    await formPost("newsletter", { footer_email: "ada@example.com" });
    const newsletter = (await store.list()).find((lead) => lead.form === "newsletter");
    expect(newsletter?.meta.source).toBe("blog_post");
  });

  it("ignores a Referer from another host", async () => {
    await call("newsletter", {
      headers: { ...FORM_POST, referer: "https://elsewhere.example/blog/x/" },
      body: "footer_email=ada%40example.com",
    });
    expect((await store.list())[0].meta).toEqual({ source: "footer", page: null, campaign: null });
  });

  it("answers invalid fields with 303 to the route's outcome page naming fields and codes, never values", async () => {
    const res = await formPost("contact", { name: "A", email: "ada@@example.com", company: "", message: "" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/api/contact?outcome=invalid&name=too-short&email=invalid&message=required");
    expect(await store.list()).toEqual([]);
  });

  it("answers a filled honeypot with the thank-you page and keeps the submission as spam", async () => {
    const res = await formPost("referral", { ...VALID.referral, [HONEYPOT_FIELD]: "https://spam.example" });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/referral-program/thank-you/"]);
    const leads = await store.list();
    expect(
      await Promise.all(leads.map(async (lead) => [(await deliveryOf(store, lead.id)).status, lead.spam])),
    ).toEqual([["spam", ["honeypot"]]]);
  });

  it("answers the rate limit with 303 to a page saying how long to wait", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => clock);
    await formPost("newsletter", { footer_email: "ada@example.com" }, { limiter });
    clock += 18_000;
    const res = await formPost("newsletter", { footer_email: "grace@example.com" }, { limiter });
    expect([res.statusCode, res.headers.location, res.headers["retry-after"]]).toEqual([
      303,
      "/api/newsletter?outcome=wait&seconds=42",
      "42",
    ]);
  });

  it("answers a store failure with 303 to the failure page", async () => {
    const failing: LeadStore = { ...store, create: () => Promise.reject(new Error("disk full")) };
    const res = await formPost("newsletter", { footer_email: "ada@example.com" }, { store: failing });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/api/newsletter?outcome=failed"]);
  });

  it("answers a body over 64 KB with a 413 HTML page", async () => {
    const res = await formPost("newsletter", {
      footer_email: "ada@example.com",
      notes: "x".repeat(MAX_LEAD_BODY_BYTES),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(res.text).toContain("The request body is larger than 64 KB.");
    expect(await store.list()).toEqual([]);
  });

  it("answers a multipart post from a browser with a 415 HTML page, and a script's with JSON", async () => {
    const page = await call("newsletter", {
      headers: { ...FORM_POST, "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(page.statusCode).toBe(415);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.text).toContain("<h1>Your form was not sent</h1>");
    const json = await call("newsletter", {
      headers: { "content-type": "multipart/form-data; boundary=x", accept: "application/json" },
      body: "--x--",
    });
    expect([json.statusCode, typeof json.body]).toEqual([415, "object"]);
  });

  it("a JSON body is answered with JSON even when Accept prefers HTML", async () => {
    const res = await call("newsletter", { headers: { accept: "text/html" }, body: VALID.newsletter });
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});

describe("outcome pages (GET)", () => {
  const get = (form: LeadFormName, url: string, headers = {}) =>
    call(form, { method: "GET", url, headers: { host: "flatirons.test", ...headers } });

  it("lists each invalid field with its label and the specification's message", async () => {
    const res = await get(
      "application",
      "/api/application?outcome=invalid&companyName=too-short&email=required&stage=required&sectors=required&pitch=too-long",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const items = [...res.text.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1].replace(/<[^>]+>/g, ""));
    expect(items).toEqual([
      "Company name: Too short! At least 2 characters are required.",
      "Email: Email is required",
      "Stage: Please select an option.",
      "Sectors: Please select at least one option.",
      "Your pitch: Too long! At most 1000 characters are allowed.",
    ]);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).toContain('<a class="back" href="/application/">Back to the form</a>');
  });

  it("links back to the page the form was on, and names only the form's own fields and known codes", async () => {
    const res = await get("newsletter", "/api/newsletter?outcome=invalid&footer_email=invalid&name=required&x=<b>", {
      referer: "http://flatirons.test/services/web-development/",
    });
    expect(res.text).toContain("<li><strong>E-mail</strong>: Invalid email</li>");
    expect(res.text).not.toContain("Name");
    expect(res.text).not.toContain("<b>");
    expect(res.text).toContain('href="/services/web-development/"');
  });

  it("says how long to wait, and that something went wrong", async () => {
    expect((await get("referral", "/api/referral?outcome=wait&seconds=42")).text).toContain(
      "Too many submissions. Please try again in 42 seconds.",
    );
    expect((await get("contact", "/api/contact?outcome=failed")).text).toContain(
      "<p>Something went wrong. Please try again later.</p>",
    );
  });

  it("answers a GET without a known outcome with 405 as before", async () => {
    for (const url of [
      "/api/newsletter",
      "/api/newsletter?outcome=invalid&footer_email=nonsense",
      "/api/newsletter?outcome=wait&seconds=-1",
    ]) {
      const res = await get("newsletter", url);
      expect([res.statusCode, res.body]).toEqual([405, { message: "Method not allowed. Use POST." }]);
    }
  });
});

describe("origin and CORS", () => {
  it("answers a cross-site post with 403 and stores nothing", async () => {
    const res = await call("newsletter", {
      body: VALID.newsletter,
      headers: { host: "flatirons.com", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ message: "This form only accepts submissions from this website." });
    expect(await fs.readdir(dir)).toEqual([]);
    expect(woken).toBe(0);
  });

  it("stores a same-site post", async () => {
    const res = await call("newsletter", {
      body: VALID.newsletter,
      headers: { host: "flatirons.com", origin: "https://flatirons.com", "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(201);
    // The lead's file (beside it, the store's idempotency keys).
    expect((await fs.readdir(dir)).filter((name) => name.endsWith(".json"))).toEqual([
      `${(res.body as { id: string }).id}.json`,
    ]);
  });

  it("accepts the configured site URL as the origin", async () => {
    const res = await call(
      "newsletter",
      { body: VALID.newsletter, headers: { host: "10.0.0.5:8080", origin: "https://flatirons.com" } },
      { config: settings({ SITE_URL: "https://flatirons.com" }) },
    );
    expect(res.statusCode).toBe(201);
  });
});
