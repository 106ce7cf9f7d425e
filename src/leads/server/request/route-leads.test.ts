/**
 * @jest-environment node
 *
 * What the lead route stores and plans to deliver: accepted submissions, the contact form's two steps, the
 * call-back window, idempotency keys and the newsletter's double opt-in.
 */
import { promises as fs } from "node:fs";
import { HONEYPOT_FIELD, type LeadFormName } from "../../shared/lead-forms";
import { type LeadStore } from "../store/store";
import type { DeliveryRow } from "../delivery/states";
import type { LeadRecord } from "../types";
import { webhookPayload } from "../delivery/webhook";
import { leadsToCsv } from "../store/csv";
import { deliveryOf, rowOf } from "../../../../tests/support/leads/fakes";
import { VALID, DETAILS, settings, call, routeHarness } from "../../../../tests/support/leads/route-harness";

const h = routeHarness();

describe("when may we call you: a half-day window, kept as the day and hours it means", () => {
  // 2025-03-01 is a Saturday: the next business day is Monday 3 March.
  it("stores the window a visitor chose in their time zone, and the webhook and the CSV carry those words", async () => {
    const res = await call("contact", {
      body: { ...VALID.contact, callWindow: "day-2-afternoon", timeZone: "America/New_York" },
    });
    expect(res.statusCode).toBe(201);
    const [lead] = await h.store.list();
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
    const [lead] = await h.store.list();
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
    h.clock += 1000;
    await call("contact", { body: { ...VALID.contact, callWindow: "day-1-morning", timeZone: "Mars/Olympus_Mons" } });
    const [lead] = await h.store.list();
    expect(lead.fields).toMatchObject({
      callWindow: "Monday 3 March 2025, morning (9:00–12:00, America/Denver)",
      timeZone: "",
    });
  });
});

describe("accepted submissions", () => {
  it.each(Object.keys(VALID) as LeadFormName[])("stores a %s lead before answering 201 with its id", async (form) => {
    const res = await call(form, { body: VALID[form] });
    expect(res.statusCode).toBe(201);
    const { id } = res.body as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const lead = await h.store.get(id);
    expect(lead).toMatchObject({
      id,
      form,
      revision: 1,
      createdAt: "2025-03-01T10:00:00.000Z",
      details: null,
    });
    // The lead and its one delivery (the webhook's: no other destination is set here), in one file.
    const { deliveries, ...onDisk } = JSON.parse(await fs.readFile(`${h.dir}/${id}.json`, "utf8"));
    expect(onDisk).toEqual(lead);
    expect(deliveries).toEqual(await h.store.deliveriesOf(id));
    expect(deliveries.map((row: DeliveryRow) => [row.id, row.state, row.attempts])).toEqual([
      [`${id}.webhook`, "pending", 0],
    ]);
    expect(h.woken).toBe(1);
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
    const [lead] = await h.store.list();
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
    h.clock += 1000;
    await call("newsletter", {
      body: { ...VALID.newsletter, source: "<b>", page: "https://evil.example/", campaign: "x", intent: "<b>" },
    });
    const [first, second] = await h.store.list();
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
    expect(await deliveryOf(h.store, (res.body as { id: string }).id)).toEqual({ status: "skipped", rows: [] });
    expect(h.woken).toBe(0);
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
      (await h.store.deliveriesOf((res.body as { id: string }).id)).map((row) => [row.destination, row.state]);
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
    expect((await h.store.get((res.body as { id: string }).id))?.fields).toMatchObject({
      name: "Ada \ufffd Lovelace",
      message: "Lone \ufffd one",
    });
  });

  it("answers 503 with Retry-After, logs the error's code and message but no submitted text, and wakes nothing when the store fails", async () => {
    const log = { error: jest.fn() };
    const failing: LeadStore = {
      ...h.store,
      create: () => Promise.reject(Object.assign(new Error("cannot write ada@example.com"), { code: "ENOSPC" })),
    };
    const res = await call("newsletter", { body: VALID.newsletter }, { store: failing, log });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.body).toEqual({ message: "Something went wrong. Please try again later." });
    expect(log.error).toHaveBeenCalledWith("Storing a newsletter lead failed: ENOSPC: cannot write <email>");
    expect(h.woken).toBe(0);
  });

  it("answers 503 within the request's deadline when the store never answers, with the failure page for a form post", async () => {
    const log = { error: jest.fn() };
    const hanging: LeadStore = { ...h.store, create: () => new Promise(() => undefined) };
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
    h.clock += 30_000;
    const res = await call("contact", { body: { id, ...DETAILS, interests: ["web", "web", "mobile"] } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ id });
    const lead = await h.store.get(id);
    expect(lead).toMatchObject({
      revision: 2,
      createdAt: "2025-03-01T10:00:00.000Z",
      updatedAt: "2025-03-01T10:00:30.000Z",
      fields: { name: "Ada Lovelace" },
      details: { interests: ["web", "mobile"], budget: "50k-150k", timeline: "asap" },
    });
    expect(await rowOf(h.store, id, "webhook")).toMatchObject({ state: "pending", revision: 2 });
    expect(h.woken).toBe(2);
    expect(await h.store.list()).toHaveLength(1);
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
    expect((await h.store.get(id))?.details).toBeNull();
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
    expect((await h.store.get(id))?.details).toBeNull();
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
    expect(await h.store.get(id)).toMatchObject({ confirmation: { confirmedAt: null } });
    // Its one delivery is the e-mail: the signup itself goes nowhere until it is confirmed.
    expect((await deliveryOf(h.store, id)).rows.map((row) => [row.destination, row.state, row.attempts])).toEqual([
      ["confirmation", "pending", 0],
    ]);
    expect(h.woken).toBe(1);
  });

  it("without SMTP_URL keeps the signup unconfirmed, its e-mail waiting for SMTP_URL", async () => {
    const res = await call("newsletter", { body: VALID.newsletter }, { config: optIn() });
    const { status, rows } = await deliveryOf(h.store, (res.body as { id: string }).id);
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
    expect(await h.store.list()).toHaveLength(1);
  });

  it("a bot's signup is kept as spam and e-mails nobody, answered as a person's", async () => {
    const res = await call(
      "newsletter",
      { body: { ...VALID.newsletter, [HONEYPOT_FIELD]: "x" } },
      { config: optIn({ SMTP_URL: "smtp://127.0.0.1:2525" }) },
    );
    expect(res.body).toEqual({ id: expect.any(String), confirmation: "pending" });
    const [lead] = await h.store.list();
    expect([(await deliveryOf(h.store, lead.id)).status, lead.confirmation, h.woken]).toEqual(["spam", undefined, 0]);
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
    const stored = await h.store.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fields: { notes: "She is planning a new product." },
      idempotencyKeys: [`client:${KEY}`],
    });
    expect(h.woken).toBe(1);
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
    expect((await h.store.list()).map((lead) => lead.fields.notes)).toEqual(["She is planning a new product."]);
  });

  it("takes the key from the hidden form field when no header carries one", async () => {
    await call("newsletter", { body: { ...VALID.newsletter, idempotency_key: KEY } });
    await call("newsletter", { body: { ...VALID.newsletter, idempotency_key: KEY } });
    const other = await call("newsletter", {
      body: { ...VALID.newsletter, footer_email: "other@example.com", idempotency_key: KEY },
    });
    expect(other.statusCode).toBe(409);
    expect((await h.store.list()).map((lead) => lead.fields.footer_email)).toEqual(["ada@example.com"]);
  });

  it("derives a key for a post without one: the same values within 10 minutes are stored once", async () => {
    const first = await call("contact", { body: VALID.contact });
    h.clock += 60_000;
    const doubled = await call("contact", { body: VALID.contact, headers: { "idempotency-key": "short" } });
    expect(doubled.body).toEqual(first.body);
    expect(await h.store.list()).toHaveLength(1);
    await call("contact", { body: { ...VALID.contact, message: "Another request." } });
    expect(await h.store.list()).toHaveLength(2);
    h.clock += 10 * 60_000;
    await call("contact", { body: VALID.contact });
    expect(await h.store.list()).toHaveLength(3);
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
    expect(await h.store.get(id)).toMatchObject({
      revision: 2,
      details: DETAILS,
      idempotencyKeys: [`client:${KEY}`, `client:${step2Key}`],
    });
    expect(h.woken).toBe(2);
    const other = await call("contact", {
      body: { ...details, budget: "over-500k" },
      headers: { "idempotency-key": step2Key },
    });
    expect(other.statusCode).toBe(409);
    expect((await h.store.get(id))?.details).toEqual(DETAILS);
  });
});
