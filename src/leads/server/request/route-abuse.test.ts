/**
 * @jest-environment node
 *
 * What the lead route keeps from abuse: the spam traps (honeypot, time trap, links, Turnstile), the rate
 * limit, and the client address it counts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "../../../lib/validation";
import { HONEYPOT_FIELD, type LeadFormName } from "../../shared/lead-forms";
import { createRateLimiter } from "./rate-limiter";
import { formTimeToken } from "../signing";
import { countLinks } from "./spam";
import { deliveryOf } from "../../../../tests/support/leads/fakes";
import { VALID, DETAILS, settings, call, routeHarness } from "../../../../tests/support/leads/route-harness";

const h = routeHarness();

describe("spam traps: kept as spam, answered like anyone's, never delivered", () => {
  const spamOf = async (id: string) => [(await deliveryOf(h.store, id)).status, (await h.store.get(id))?.spam];

  it.each(Object.keys(VALID) as LeadFormName[])("a filled honeypot on %s", async (form) => {
    const res = await call(form, { body: { ...VALID[form], [HONEYPOT_FIELD]: "https://spam.example" } });
    expect(res.statusCode).toBe(201);
    const { id } = res.body as { id: string };
    expect(await spamOf(id)).toEqual(["spam", ["honeypot"]]);
    expect(await h.store.list()).toHaveLength(1);
    expect(h.woken).toBe(0);
  });

  it("answers an invalid bot submission like anyone's (its fields are checked before the traps), keeping nothing", async () => {
    const res = await call("referral", { body: { [HONEYPOT_FIELD]: "x" } });
    expect(res.statusCode).toBe(400);
    expect(await h.store.list()).toEqual([]);
  });

  it("counts what the traps catch within the rate limit", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    const bot = (email: string) => ({ body: { footer_email: email, source: "footer", [HONEYPOT_FIELD]: "x" } });
    expect((await call("newsletter", bot("bot-1@example.com"), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", bot("bot-2@example.com"), { limiter })).statusCode).toBe(429);
    expect(await h.store.list()).toHaveLength(1);
  });

  it("an empty honeypot is what people send", async () => {
    const res = await call("newsletter", { body: { ...VALID.newsletter, [HONEYPOT_FIELD]: "" } });
    expect(res.statusCode).toBe(201);
    const [lead] = await h.store.list();
    expect(await spamOf(lead.id)).toEqual(["pending", undefined]);
  });

  it("contact step 2 with the honeypot filled keeps its details and makes the lead spam, delivering nothing more", async () => {
    const first = await call("contact", { body: VALID.contact });
    const { id } = first.body as { id: string };
    h.woken = 0;
    const res = await call("contact", { body: { id, ...DETAILS, [HONEYPOT_FIELD]: "x" } });
    expect([res.statusCode, res.body]).toEqual([200, { id }]);
    expect(await h.store.get(id)).toMatchObject({ revision: 2, details: DETAILS, spam: ["honeypot"] });
    expect(await spamOf(id)).toEqual(["spam", ["honeypot"]]);
    expect(h.woken).toBe(0);
  });

  describe("the time trap", () => {
    const shownAgo = (ms: number, secret = "route-test-secret") => formTimeToken({ secret }, new Date(h.clock - ms));

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
        `${h.clock - 10}.forged`,
        String(h.clock - 10),
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

describe("rate limit", () => {
  it("allows 5 submissions per minute per address and form, then answers 429 with Retry-After", async () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 }, () => h.clock);
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
      h.clock += 1000;
    }
    const limited = await post("198.51.100.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("55");
    expect(limited.body).toEqual({ message: "Too many submissions. Please try again in 55 seconds." });
    expect(await h.store.list()).toHaveLength(5);

    expect((await post("198.51.100.2")).statusCode).toBe(201);
    h.clock += 55_000;
    expect((await post("198.51.100.1")).statusCode).toBe(201);
  });

  it("answers a repeat without a key only to its sender: from elsewhere the same values are limited like any post", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
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
    expect(await h.store.list()).toHaveLength(2);
  });

  it("answers a script's repeat of a stored submission (same Idempotency-Key) as the first time, past the limit", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
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
    expect(await h.store.list()).toHaveLength(1);
  });

  it("counts each form separately, and only submissions that could be stored (not invalid ones)", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    const bad = await call("referral", { body: {} }, { limiter });
    expect(bad.statusCode).toBe(400);
    expect((await call("referral", { body: VALID.referral }, { limiter })).statusCode).toBe(201);
    const another = { ...VALID.referral, notes: "Another one." };
    expect((await call("referral", { body: another }, { limiter })).statusCode).toBe(429);
    expect((await call("application", { body: VALID.application }, { limiter })).statusCode).toBe(201);
  });

  it("does not count a wrong method", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    await call("newsletter", { method: "GET" }, { limiter });
    expect((await call("newsletter", { body: VALID.newsletter }, { limiter })).statusCode).toBe(201);
  });
});

describe("client address", () => {
  it("counts the socket's address, not a forwarding header a client wrote", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    const spoofed = (index: number) => ({
      body: { ...VALID.newsletter, footer_email: `ada-${index}@example.com` },
      address: "198.51.100.9",
      headers: { "x-forwarded-for": `192.0.2.${index}`, "x-nf-client-connection-ip": `192.0.2.${index}` },
    });
    expect((await call("newsletter", spoofed(1), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", spoofed(2), { limiter })).statusCode).toBe(429);
  });

  it("counts IPv6 addresses per /64", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, () => h.clock);
    const from = (address: string, index: number) => ({
      body: { ...VALID.newsletter, footer_email: `ada-${index}@example.com` },
      address,
    });
    expect((await call("newsletter", from("2001:db8:1:2::a", 1), { limiter })).statusCode).toBe(201);
    expect((await call("newsletter", from("2001:db8:1:2:ffff::b", 2), { limiter })).statusCode).toBe(429);
    expect((await call("newsletter", from("2001:db8:1:3::a", 3), { limiter })).statusCode).toBe(201);
  });
});
