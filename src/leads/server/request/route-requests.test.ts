/**
 * @jest-environment node
 *
 * How the lead route reads a request and answers it: methods, bodies and their size, field errors, a
 * browser's form post and the outcome pages it lands on, and the site's own origin.
 */
import { promises as fs } from "node:fs";
import { HONEYPOT_FIELD, type LeadFormName, MAX_LEAD_BODY_BYTES } from "../../shared/lead-forms";
import { createRateLimiter } from "./rate-limiter";
import { type LeadStore } from "../store/store";
import { deliveryOf } from "../../../../tests/support/leads/fakes";
import {
  type CallOptions as Options,
  VALID,
  settings,
  call,
  routeHarness,
} from "../../../../tests/support/leads/route-harness";

const h = routeHarness();

describe("method, body and size", () => {
  it.each(["GET", "PUT", "DELETE", "OPTIONS"])("answers %s with 405 and Allow: POST", async (method) => {
    const res = await call("newsletter", { method, body: VALID.newsletter });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.body).toEqual({ message: "Method not allowed. Use POST." });
    expect(await h.store.list()).toEqual([]);
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
      expect(await h.store.list()).toEqual([]);
    },
  );

  const oversize = { ...VALID.newsletter, padding: "x".repeat(MAX_LEAD_BODY_BYTES) };

  it("answers a body over 64 KB with 413 (declared length)", async () => {
    const res = await call("newsletter", { body: oversize });
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({ message: "The request body is larger than 64 KB." });
    expect(res.headers.connection).toBe("close");
    expect(await h.store.list()).toEqual([]);
  });

  it("answers a streamed body over 64 KB with 413 (no length given)", async () => {
    const text = JSON.stringify(oversize);
    const res = await call("newsletter", { body: [text.slice(0, 40_000), text.slice(40_000)] });
    expect(res.statusCode).toBe(413);
    expect(await h.store.list()).toEqual([]);
  });

  it("accepts a body of exactly 64 KB, dropping the unknown padding", async () => {
    const base = JSON.stringify({ ...VALID.newsletter, padding: "" });
    const body = JSON.stringify({ ...VALID.newsletter, padding: "x".repeat(MAX_LEAD_BODY_BYTES - base.length) });
    expect(Buffer.byteLength(body)).toBe(MAX_LEAD_BODY_BYTES);
    const res = await call("newsletter", { body });
    expect(res.statusCode).toBe(201);
    const [lead] = await h.store.list();
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
    expect(await h.store.list()).toEqual([]);
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
    const leads = await h.store.list();
    expect(leads).toHaveLength(1);
    const { [HONEYPOT_FIELD]: _honeypot, ...expected } = fields as Record<string, unknown>;
    expect(leads[0]).toMatchObject({ form, fields: expected, meta: { page: "/blog/hello/", campaign: null } });
    expect(res.text).not.toContain("example.com");
    expect(h.woken).toBe(1);
  });

  it("takes repeated names as a list (checkbox groups) and derives the newsletter's source from the page", async () => {
    await formPost("application", { ...VALID.application, sectors: ["fintech", "education"] });
    expect((await h.store.list())[0].fields.sectors).toEqual(["fintech", "education"]);
    await formPost("newsletter", { footer_email: "ada@example.com" });
    const newsletter = (await h.store.list()).find((lead) => lead.form === "newsletter");
    expect(newsletter?.meta.source).toBe("blog_post");
  });

  it("ignores a Referer from another host", async () => {
    await call("newsletter", {
      headers: { ...FORM_POST, referer: "https://elsewhere.example/blog/x/" },
      body: "footer_email=ada%40example.com",
    });
    expect((await h.store.list())[0].meta).toEqual({ source: "footer", page: null, campaign: null });
  });

  it("answers invalid fields with 303 to the route's outcome page naming fields and codes, never values", async () => {
    const res = await formPost("contact", { name: "A", email: "ada@@example.com", company: "", message: "" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/api/contact?outcome=invalid&name=too-short&email=invalid&message=required");
    expect(await h.store.list()).toEqual([]);
  });

  it("answers a filled honeypot with the thank-you page and keeps the submission as spam", async () => {
    const res = await formPost("referral", { ...VALID.referral, [HONEYPOT_FIELD]: "https://spam.example" });
    expect([res.statusCode, res.headers.location]).toEqual([303, "/referral-program/thank-you/"]);
    const leads = await h.store.list();
    expect(
      await Promise.all(leads.map(async (lead) => [(await deliveryOf(h.store, lead.id)).status, lead.spam])),
    ).toEqual([["spam", ["honeypot"]]]);
  });

  it("answers the rate limit with 303 to a page saying how long to wait", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    await formPost("newsletter", { footer_email: "ada@example.com" }, { limiter });
    h.clock += 18_000;
    const res = await formPost("newsletter", { footer_email: "grace@example.com" }, { limiter });
    expect([res.statusCode, res.headers.location, res.headers["retry-after"]]).toEqual([
      303,
      "/api/newsletter?outcome=wait&seconds=42",
      "42",
    ]);
  });

  it("answers a store failure with 303 to the failure page", async () => {
    const failing: LeadStore = { ...h.store, create: () => Promise.reject(new Error("disk full")) };
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
    expect(await h.store.list()).toEqual([]);
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
    expect(await fs.readdir(h.dir)).toEqual([]);
    expect(h.woken).toBe(0);
  });

  it("stores a same-site post", async () => {
    const res = await call("newsletter", {
      body: VALID.newsletter,
      headers: { host: "flatirons.com", origin: "https://flatirons.com", "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(201);
    // The lead's file (beside it, the store's idempotency keys).
    expect((await fs.readdir(h.dir)).filter((name) => name.endsWith(".json"))).toEqual([
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
