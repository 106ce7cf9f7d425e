/**
 * Consent records, the newsletter's confirmation link and spam, through the routes and the outbox, against
 * each store: site-routes.test.ts (files), site-routes.db.test.ts (PostgreSQL). The confirmation e-mail goes
 * through nodemailer to an SMTP server in the test's process, and the test follows the link it carries.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { type LeadsConfig, loadLeadsConfig } from "../../../src/leads/server/config";
import { confirmationLinkIn, MailReceiver } from "../mail-receiver";
import { createOutbox } from "../../../src/leads/server/delivery/outbox";
import { createRateLimiter } from "../../../src/leads/server/request/rate-limiter";
import { type LeadDeps, handleLeadRequest } from "../../../src/leads/server/request/route";
import { addressHash, confirmationToken, emailHash, formAgeMs } from "../../../src/leads/server/signing";
import {
  CONFIRM_PAGE,
  handleConfirmRequest,
  handleConsentRequest,
  handleFormTokenRequest,
} from "../../../src/leads/server/request/site-routes";
import type { LeadStore } from "../../../src/leads/server/store/store";
import { type FakeRequestInit, deliveryOf, fakeRequest, readReply, rowOf } from "./fakes";
import type { LeadRecord } from "../../../src/leads/server/types";
import { WebhookReceiver } from "../webhook-receiver";

export interface SiteRoutesSubject {
  store: LeadStore;
  cleanup(): Promise<void>;
}

const SECRET = "site-routes-test-secret";
const FORM_POST = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
const CHOICE = {
  consentId: "6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
  analytics: false,
  marketing: true,
  policyVersion: "2025-09-01",
  page: "/services/web-development/",
  gpc: false,
};

export function describeSiteRoutes(name: string, open: () => Promise<SiteRoutesSubject>): void {
  describe(`${name}: consent records, confirmation links and spam`, () => {
    let store: LeadStore;
    let cleanup: () => Promise<void>;
    let hook: WebhookReceiver;
    let mail: MailReceiver;
    let config: LeadsConfig;
    let woken: number;

    beforeEach(async () => {
      ({ store, cleanup } = await open());
      hook = await new WebhookReceiver(null).start();
      mail = await new MailReceiver().start();
      config = loadLeadsConfig({
        LEADS_SECRET: SECRET,
        SITE_URL: "https://www.flatirons.test",
        SMTP_URL: mail.url,
        SMTP_FROM: "Flatirons <newsletter@flatirons.test>",
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
      });
      woken = 0;
    });
    afterEach(async () => {
      await hook.stop();
      await mail.stop();
      await cleanup();
    });

    const deps = (extra: Partial<LeadDeps> = {}): Partial<LeadDeps> => ({
      config,
      store: async () => store,
      limiter: () => createRateLimiter({ max: 3, windowMs: 60_000 }),
      wake: () => (woken += 1),
      log: { error: jest.fn() },
      ...extra,
    });
    /** The pages of the built site, as far as these tests need. */
    const pages = new Set(["/", "/blog/x/"]);
    const outbox = () => createOutbox({ store, config, pages, log: { error: jest.fn() } });
    /** A newsletter signup for `email`, its e-mail sent, and the token of the link in it. */
    const signedUp = async (email: string) => {
      const signup = await handleLeadRequest("newsletter", fakeRequest({ body: { footer_email: email } }), deps());
      const { id } = JSON.parse(signup.body) as { id: string };
      await outbox().run();
      const link = confirmationLinkIn((await mail.messageTo(email)).text);
      return { id, token: new URL(link).searchParams.get("token")! };
    };
    /** A request to a link, as a browser opens it (path and query of the link's address). */
    const opened = (link: string, init: FakeRequestInit = {}) => {
      const url = new URL(link);
      return fakeRequest({ method: "GET", url: `${url.pathname}${url.search}`, headers: {}, ...init });
    };
    const postToken = (token: string, headers: IncomingHttpHeaders = {}) =>
      fakeRequest({ headers: { ...FORM_POST, ...headers }, body: new URLSearchParams({ token }).toString() });

    it("keeps one consent record per saved choice: what, when, the policy's version, the page and a hash of the address", async () => {
      const times = [new Date("2025-03-01T10:00:00.000Z"), new Date("2025-03-01T10:05:00.000Z")];
      for (const [index, at] of times.entries()) {
        const body = { ...CHOICE, analytics: index === 1 };
        const reply = readReply(await handleConsentRequest(fakeRequest({ body }), deps({ now: () => at })));
        expect([reply.statusCode, reply.body]).toEqual([201, { id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
      }
      const records = await store.listConsents();
      expect(records).toEqual(
        times.map((at, index) => ({
          id: expect.any(String),
          at: at.toISOString(),
          kind: "privacy-choice",
          choices: { analytics: index === 1, marketing: true },
          policyVersion: "2025-09-01",
          page: "/services/web-development/",
          addressHash: addressHash(config, "203.0.113.7"),
          consentId: CHOICE.consentId,
          leadId: null,
          gpc: false,
        })),
      );
      expect(JSON.stringify(records)).not.toContain("203.0.113.7");
      expect(records[0].addressHash).not.toBe(addressHash({ secret: "another" }, "203.0.113.7"));
    });

    it("refuses what is not a choice from this site, and keeps nothing", async () => {
      const refusals: Array<[FakeRequestInit, number, unknown]> = [
        [
          { body: { ...CHOICE, analytics: "yes" } },
          400,
          { message: "A consent record needs consentId, analytics, marketing and policyVersion." },
        ],
        [{ body: { ...CHOICE, consentId: "../../x y" } }, 400, expect.any(Object)],
        [{ body: "analytics=true", headers: FORM_POST }, 415, expect.any(Object)],
        [{ method: "GET" }, 405, { message: "Method not allowed. Use POST." }],
        [
          { body: CHOICE, headers: { origin: "https://evil.example", host: "flatirons.test" } },
          403,
          { message: "This form only accepts submissions from this website." },
        ],
      ];
      for (const [init, status, body] of refusals) {
        const reply = readReply(await handleConsentRequest(fakeRequest(init), deps()));
        expect([init, reply.statusCode, reply.body]).toEqual([init, status, body]);
      }
      const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
      await handleConsentRequest(fakeRequest({ body: CHOICE }), deps({ limiter: () => limiter }));
      const limited = readReply(
        await handleConsentRequest(fakeRequest({ body: CHOICE }), deps({ limiter: () => limiter })),
      );
      expect([limited.statusCode, limited.headers["retry-after"]]).toEqual([429, "60"]);
      expect(await store.listConsents()).toHaveLength(1);
    });

    it("a newsletter signup: its e-mail goes out, the link's button confirms it, and only then is it delivered, with its consent record", async () => {
      const signup = readReply(
        await handleLeadRequest(
          "newsletter",
          fakeRequest({
            body: {
              footer_email: "ada@example.com",
              source: "blog_post",
              page: "/blog/x/",
              policy_version: "2025-09-01",
            },
          }),
          deps(),
        ),
      );
      const { id } = signup.body as { id: string };
      expect(signup.body).toEqual({ id, confirmation: "pending" });
      expect((await outbox().run()).sent).toEqual([`${id}.confirmation`]);
      expect(hook.keys).toEqual([]);
      expect(await store.get(id)).toMatchObject({ confirmation: { confirmedAt: null } });
      expect(await deliveryOf(store, id)).toMatchObject({
        status: "unconfirmed",
        rows: [{ destination: "confirmation", state: "sent", attempts: 1, deliveredRevision: 1 }],
      });

      const message = await mail.messageTo("ada@example.com");
      expect(message).toMatchObject({
        from: `"Flatirons" <newsletter@flatirons.test>`,
        subject: "Please confirm your subscription to the Flatirons newsletter",
        html: false,
        // One id per signup: a receiver (and the integration test) can tell a repeat from a second e-mail.
        messageId: `<${id}.confirmation@www.flatirons.test>`,
      });
      expect(message.text).toContain(
        "someone asked for the Flatirons newsletter to be sent to ada@example.com, using the signup form on https://www.flatirons.test/blog/x/.",
      );
      expect(message.text).toContain("If it was not you, or you changed your mind, ignore this e-mail");
      const link = confirmationLinkIn(message.text);
      expect(link).toMatch(/^https:\/\/www\.flatirons\.test\/api\/newsletter-confirm\?token=/);
      // The link is on its way: another pass sends nothing more.
      expect((await outbox().run()).sent).toEqual([]);

      // Opening the link shows one button; opening it confirms nothing (mail scanners open every link).
      const page = readReply(await handleConfirmRequest(opened(link), deps()));
      expect([page.statusCode, page.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
      const token = new URL(link).searchParams.get("token")!;
      expect(page.text).toContain(`<h1>${CONFIRM_PAGE.title}</h1>`);
      expect(page.text).toContain(
        `<form method="post" action="/api/newsletter-confirm"><input type="hidden" name="token" value="${token}"><button class="back" type="submit">Confirm my subscription</button></form>`,
      );
      expect((await store.get(id))?.confirmation?.confirmedAt).toBeNull();
      expect(await store.listConsents()).toEqual([]);

      const confirmed = readReply(await handleConfirmRequest(postToken(token), deps()));
      expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, "/newsletter/thank-you/"]);
      // Woken for the e-mail, then for the delivery.
      expect(woken).toBe(2);
      const lead = (await store.get(id)) as LeadRecord;
      expect(await deliveryOf(store, id)).toMatchObject({
        status: "pending",
        rows: [
          { destination: "confirmation", state: "sent" },
          { destination: "webhook", state: "pending", attempts: 0 },
        ],
      });
      expect(await store.listConsents()).toEqual([
        {
          id: expect.any(String),
          at: lead.confirmation!.confirmedAt,
          kind: "newsletter",
          choices: { newsletter: true },
          policyVersion: "2025-09-01",
          page: "/blog/x/",
          addressHash: addressHash(config, "203.0.113.7"),
          // The person's request finds it by their address (subject.ts).
          emailHash: emailHash(config, lead.fields.footer_email as string),
          consentId: null,
          leadId: id,
        },
      ]);
      expect((await outbox().run()).sent).toEqual([`${id}.webhook`]);
      expect(hook.payloads).toEqual([
        expect.objectContaining({
          event: "lead.created",
          lead: expect.objectContaining({ id, confirmation: lead.confirmation }),
        }),
      ]);

      // The link again (a second click, the back button): the thank-you page, no second record or delivery.
      for (const again of [
        await handleConfirmRequest(postToken(token), deps()),
        await handleConfirmRequest(opened(link), deps()),
      ]) {
        expect(readReply(again).headers.location).toBe("/newsletter/thank-you/");
      }
      expect(await store.listConsents()).toHaveLength(1);
      expect((await outbox().run()).sent).toEqual([]);
      expect(hook.keys).toEqual([`${id}:1`]);
    });

    it("presses of the button at the same moment (a double-click, a replay) confirm once, with one consent record", async () => {
      const { id, token } = await signedUp("ida@example.com");
      const presses = await Promise.all([1, 2, 3].map(() => handleConfirmRequest(postToken(token), deps())));
      expect(presses.map((press) => readReply(press).headers.location)).toEqual(
        Array(3).fill("/newsletter/thank-you/"),
      );
      const lead = (await store.get(id)) as LeadRecord;
      expect(lead.confirmation).toEqual({ confirmedAt: expect.any(String) });
      expect(await store.listConsents()).toEqual([expect.objectContaining({ kind: "newsletter", leadId: id })]);
    });

    it("a press while another holds the signup and fails is told it did not go through, and the link works after", async () => {
      const { id, token } = await signedUp("joan@example.com");
      // Another press took the signup and never finished (its store failed): it holds it for a little longer.
      await store.update(id, (lead) => ({
        ...lead,
        confirmation: { ...lead.confirmation!, confirmingUntil: new Date(Date.now() + 300).toISOString() },
      }));
      const waited = readReply(await handleConfirmRequest(postToken(token), deps()));
      expect(waited.headers.location).toBe("/api/newsletter?outcome=failed");
      expect(await store.listConsents()).toEqual([]);
      const again = readReply(await handleConfirmRequest(postToken(token), deps()));
      expect(again.headers.location).toBe("/newsletter/thank-you/");
      expect(await store.listConsents()).toHaveLength(1);
    });

    it("an expired link and an altered one land on pages that say so, and confirm nothing", async () => {
      const { id, token } = await signedUp("grace@example.com");
      const expired = confirmationToken(config, id, new Date(Date.now() - 1000));
      const cases: Array<[string, string]> = [
        [expired, "/newsletter/link-expired/"],
        [`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "/newsletter/link-invalid/"],
        [token.replace(id, "00000000-0000-4000-8000-000000000000"), "/newsletter/link-invalid/"],
        [
          confirmationToken({ secret: "another-secret" }, id, new Date(Date.now() + 60_000)),
          "/newsletter/link-invalid/",
        ],
        // Signed by this server, for a lead it does not have (erased, say).
        [
          confirmationToken(config, "00000000-0000-4000-8000-000000000000", new Date(Date.now() + 60_000)),
          "/newsletter/link-invalid/",
        ],
        ["", "/newsletter/link-invalid/"],
      ];
      for (const [forged, page] of cases) {
        const get = readReply(
          await handleConfirmRequest(
            opened(`https://x.test/api/newsletter-confirm?token=${encodeURIComponent(forged)}`),
            deps(),
          ),
        );
        const post = readReply(await handleConfirmRequest(postToken(forged), deps()));
        expect([forged, get.statusCode, get.headers.location, post.statusCode, post.headers.location]).toEqual([
          forged,
          303,
          page,
          303,
          page,
        ]);
      }
      // Posted from another site, even with the real token.
      const crossSite = readReply(
        await handleConfirmRequest(
          postToken(token, { origin: "https://evil.example", host: "flatirons.test" }),
          deps(),
        ),
      );
      expect(crossSite.headers.location).toBe("/newsletter/link-invalid/");
      expect((await store.get(id))?.confirmation?.confirmedAt).toBeNull();
      expect(await store.listConsents()).toEqual([]);
      expect(woken).toBe(1);
    });

    it("a signup stored while SMTP_URL was not set waits, unconfirmed; once it is set, the e-mail goes; an SMTP server that does not answer is tried again, logged without the address", async () => {
      const withoutSmtp = { ...config, mail: null };
      const signup = await handleLeadRequest(
        "newsletter",
        fakeRequest({ body: { footer_email: "kept@example.com" } }),
        deps({ config: withoutSmtp }),
      );
      const { id } = JSON.parse(signup.body) as { id: string };
      expect(await deliveryOf(store, id)).toMatchObject({
        status: "unconfirmed",
        rows: [{ state: "pending", attempts: 0 }],
      });
      expect((await createOutbox({ store, config: withoutSmtp, pages }).run()).sent).toEqual([]);

      // SMTP_URL set, its server down: the try fails, is logged, and waits out its backoff.
      const log = { error: jest.fn() };
      const down = { ...config, mail: { ...config.mail!, url: "smtp://127.0.0.1:9", timeoutMs: 2000 } };
      const failing = createOutbox({ store, config: down, pages, log });
      const run = await failing.run();
      expect([run.sent, run.retrying]).toEqual([[], [`${id}.confirmation`]]);
      const [line] = log.error.mock.calls.map(([text]) => String(text));
      expect(line).toMatch(new RegExp(`^Confirmation e-mail try 1 of 15 for lead ${id} failed: [A-Z]+: \\S`));
      expect(line).not.toContain("kept@example.com");

      // Its server back, due again: the e-mail goes.
      await store.changeDelivery(`${id}.confirmation`, (row) => ({ ...row, nextAttemptAt: new Date(0).toISOString() }));
      expect((await outbox().run()).sent).toEqual([`${id}.confirmation`]);
      expect(confirmationLinkIn((await mail.messageTo("kept@example.com")).text)).toContain("token=");
      expect(await rowOf(store, id, "confirmation")).toMatchObject({ state: "sent", attempts: 2 });
    });

    it("a form token is taken by one submission: another sent with it is kept as spam, the same one again is the first's answer", async () => {
      const { token } = JSON.parse((await handleFormTokenRequest(fakeRequest({ method: "GET" }), deps())).body) as {
        token: string;
      };
      const later = deps({ now: () => new Date(Date.now() + 3000) });
      const send = (message: string, key: string) =>
        handleLeadRequest(
          "contact",
          fakeRequest({
            body: { name: "Ada", email: "ada@example.com", company: "", message, form_token: token },
            headers: { "idempotency-key": key },
          }),
          later,
        );
      const first = await send("The first message.", "token-test-key-0001");
      const again = await send("The first message.", "token-test-key-0001");
      const reused = await send("A second message.", "token-test-key-0002");
      expect([first.status, again.body, reused.status]).toEqual([201, first.body, 201]);
      const leads = await store.list();
      const described = await Promise.all(
        leads.map(async (lead) => [lead.fields.message, (await deliveryOf(store, lead.id)).status, lead.spam ?? []]),
      );
      expect(described).toEqual(
        expect.arrayContaining([
          ["The first message.", expect.not.stringMatching(/^spam$/), []],
          ["A second message.", "spam", ["token-reused"]],
        ]),
      );
      expect(leads).toHaveLength(2);
    });

    it("sends one address at most 3 confirmation e-mails a day: 240 signups for it from 40 addresses get 3, the rest stay unconfirmed, withheld", async () => {
      const victim = "victim@example.com";
      const ids: string[] = [];
      for (let address = 0; address < 40; address += 1) {
        for (let signup = 0; signup < 6; signup += 1) {
          const reply = await handleLeadRequest(
            "newsletter",
            fakeRequest({
              body: { footer_email: victim },
              headers: { "idempotency-key": randomUUID() },
              address: `198.51.100.${address}`,
            }),
            deps(),
          );
          expect([reply.status, JSON.parse(reply.body).confirmation]).toEqual([201, "pending"]);
          ids.push((JSON.parse(reply.body) as { id: string }).id);
        }
      }
      expect(new Set(ids).size).toBe(240);
      for (let pass = 0; pass < 40 && (await outbox().run()).sent.length > 0; pass += 1);
      expect(mail.messages.filter((message) => message.to === victim)).toHaveLength(3);
      const rows = (await Promise.all(ids.map((id) => rowOf(store, id, "confirmation")))).map((row) => [
        row?.state,
        row?.lastError,
      ]);
      expect(rows.filter(([state]) => state === "sent")).toHaveLength(3);
      expect(rows.filter(([state]) => state === "withheld")).toEqual(
        Array(237).fill([
          "withheld",
          "withheld: 3 confirmation e-mails already went to this address within a day; the signup stays unconfirmed",
        ]),
      );
      // Another address is not held back by it.
      await signedUp("someone-else@example.com");
    }, 60_000);

    it("names in the confirmation e-mail only a page the site has, never a path the sender chose", async () => {
      const page = "/URGENT.Your-Flatirons-account-is-suspended.Call-1-800-555-0100";
      await handleLeadRequest("newsletter", fakeRequest({ body: { footer_email: "page@example.com", page } }), deps());
      await outbox().run();
      const text = (await mail.messageTo("page@example.com")).text;
      expect(text).not.toContain("URGENT");
      expect(text).not.toContain("1-800");
      expect(text).toContain("using a signup form on https://www.flatirons.test.");
    });

    it("takes contact step 2 once per lead: 400 more, each with a new key from one of 80 addresses, are answered as the first and change nothing", async () => {
      const contact = { name: "Ada Lovelace", email: "ada@example.com", company: "", message: "An app." };
      const details = { interests: ["web"], budget: "not-sure", timeline: "asap" };
      const first = await handleLeadRequest("contact", fakeRequest({ body: contact }), deps());
      const { id } = JSON.parse(first.body) as { id: string };
      const step2 = await handleLeadRequest("contact", fakeRequest({ body: { id, ...details } }), deps());
      expect([step2.status, JSON.parse(step2.body)]).toEqual([200, { id }]);
      const after = await store.get(id);
      const rows = await store.deliveriesOf(id);
      woken = 0;
      for (let post = 0; post < 400; post += 1) {
        const reply = await handleLeadRequest(
          "contact",
          fakeRequest({
            body: { id, ...details, budget: post % 2 ? "over-500k" : "under-50k" },
            headers: { "idempotency-key": randomUUID() },
            address: `198.51.100.${post % 80}`,
          }),
          deps(),
        );
        expect([reply.status, JSON.parse(reply.body)]).toEqual([200, { id }]);
      }
      expect(await store.get(id)).toEqual(after);
      expect(after).toMatchObject({ revision: 2, details });
      expect(await store.deliveriesOf(id)).toEqual(rows);
      expect(rows.map((row) => [row.destination, row.revision])).toEqual([["webhook", 2]]);
      expect(woken).toBe(0);
    }, 60_000);

    it("spam is stored, e-mails nobody and is never delivered", async () => {
      const fast = await handleFormTokenRequest(fakeRequest({ method: "GET" }), deps());
      const { token } = JSON.parse(fast.body) as { token: string };
      expect(formAgeMs(config, token, new Date())).toBeLessThan(1000);
      const bots = [
        ["contact", { name: "Bot", email: "bot@example.com", company: "", message: "Hello there.", homepage_url: "x" }],
        [
          "contact",
          { name: "Bot", email: "bot@example.com", company: "", message: "Sent too fast.", form_token: token },
        ],
        [
          "referral",
          {
            yourName: "Bot",
            yourEmail: "bot@example.com",
            referralName: "Bot",
            referralEmail: "t@example.com",
            referralCompany: "Bot Inc",
            notes: "http://a http://b http://c http://d",
          },
        ],
        ["newsletter", { footer_email: "victim@example.com", homepage_url: "x" }],
      ] as const;
      for (const [form, body] of bots) {
        const reply = await handleLeadRequest(form, fakeRequest({ body }), deps());
        expect(reply.status).toBe(201);
      }
      const leads = await store.list();
      const described = await Promise.all(
        leads.map(async (lead) => JSON.stringify([lead.form, (await deliveryOf(store, lead.id)).status, lead.spam])),
      );
      expect(described.sort()).toEqual(
        [
          ["contact", "spam", ["honeypot"]],
          ["contact", "spam", ["too-fast"]],
          ["referral", "spam", ["links"]],
          ["newsletter", "spam", ["honeypot"]],
        ]
          .map((row) => JSON.stringify(row))
          .sort(),
      );
      expect(await outbox().run()).toEqual({ sent: [], retrying: [], failed: [], discarded: [], nextDueInMs: null });
      expect(hook.keys).toEqual([]);
      expect(mail.messages).toEqual([]);
      expect(woken).toBe(0);
    });
  });
}
