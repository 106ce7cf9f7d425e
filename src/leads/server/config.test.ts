/**
 * @jest-environment node
 */
import path from "node:path";
import { loadLeadsConfig, runtimeEnv, webhookUrlProblem } from "./config";

it("defaults: .data/leads, no webhook, 5 per minute, no proxy trusted, bounded waits; double opt-in waiting for SMTP_URL, said at start", () => {
  expect(loadLeadsConfig({})).toEqual({
    databaseUrl: null,
    migrateOnStart: true,
    dir: path.resolve(".data/leads"),
    timeouts: { databaseMs: 4000, requestMs: 8000 },
    webhook: null,
    rateLimit: { max: 5, windowMs: 60_000, secret: null },
    proxy: { trusted: null, addressHeader: null },
    retentionDays: 1095,
    siteUrl: null,
    publicUrl: "https://flatirons.com",
    publicDir: path.resolve("public"),
    secret: null,
    doubleOptIn: true,
    mail: null,
    turnstile: null,
    notify: null,
    slack: null,
    alert: null,
    delivery: { maxAttempts: 15, backoffMs: 1000, timeoutMs: 10_000, leaseMs: 15_000, alertLagMs: 900_000 },
    problems: [],
    notices: [
      "LEADS_SECRET is not set: form timestamps, address hashes and rate-limit keys use a key that lasts until this process stops",
      "SMTP_URL is not set: newsletter confirmations cannot be sent; signups are kept unconfirmed until it is",
      "Nobody hears of a lead: set LEADS_NOTIFY_EMAIL (with SMTP_URL), LEADS_SLACK_WEBHOOK_URL or LEADS_WEBHOOK_URL; leads are only stored",
      "LEADS_ALERT_EMAIL is not set: a delivery that fails for good, or an outbox that falls behind, is only logged",
    ],
  });
});

it("reads every setting", () => {
  const config = loadLeadsConfig({
    DATABASE_URL: " postgres://leads@db.example/site ",
    LEADS_MIGRATE_ON_START: "false",
    LEADS_DIR: "/var/lib/leads",
    LEADS_DB_TIMEOUT_MS: "2500",
    LEADS_REQUEST_TIMEOUT_MS: "6000",
    LEADS_WEBHOOK_URL: " https://hooks.example.com/x ",
    LEADS_WEBHOOK_SECRET: " whsec-1 ",
    LEADS_WEBHOOK_MAX_ATTEMPTS: "9",
    LEADS_WEBHOOK_BACKOFF_MS: "250",
    LEADS_WEBHOOK_TIMEOUT_MS: "2000",
    LEADS_RATE_LIMIT_MAX: "200",
    LEADS_RATE_LIMIT_WINDOW_MS: "30000",
    LEADS_TRUSTED_PROXIES: "10.0.0.0/8, 2001:db8::1",
    LEADS_RETENTION_DAYS: "90",
    LEADS_CLIENT_ADDRESS_HEADER: "X-NF-Client-Connection-IP",
    SITE_URL: "https://www.flatirons.com/",
    LEADS_SECRET: " s3cret ",
    SMTP_URL: " smtps://mailer:pw@smtp.example.com:465 ",
    SMTP_FROM: "Flatirons News <news@flatirons.com>",
    TURNSTILE_SECRET_KEY: " 0x4AAA ",
    LEADS_NOTIFY_EMAIL: " sales@flatirons.com ",
    LEADS_SLACK_WEBHOOK_URL: " https://hooks.slack.com/services/T0/B0/x ",
    LEADS_ALERT_EMAIL: "oncall@flatirons.com",
    LEADS_DELIVERY_LEASE_MS: "7000",
    LEADS_ALERT_LAG_MS: "600000",
    PUBLIC_DIR: "/srv/site/public",
  });
  expect(config).toEqual({
    databaseUrl: "postgres://leads@db.example/site",
    migrateOnStart: false,
    dir: "/var/lib/leads",
    timeouts: { databaseMs: 2500, requestMs: 6000 },
    webhook: {
      url: "https://hooks.example.com/x",
      secret: "whsec-1",
      maxAttempts: 9,
      backoffMs: 250,
      timeoutMs: 2000,
      allowPrivate: false,
    },
    rateLimit: { max: 200, windowMs: 30_000, secret: "s3cret" },
    proxy: { trusted: expect.anything(), addressHeader: "x-nf-client-connection-ip" },
    retentionDays: 90,
    siteUrl: "https://www.flatirons.com/",
    publicUrl: "https://www.flatirons.com",
    publicDir: "/srv/site/public",
    secret: "s3cret",
    doubleOptIn: true,
    mail: {
      url: "smtps://mailer:pw@smtp.example.com:465",
      from: "Flatirons News <news@flatirons.com>",
      timeoutMs: 2000,
      maxAttempts: 9,
      backoffMs: 250,
    },
    turnstile: {
      secret: "0x4AAA",
      verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      timeoutMs: 5000,
    },
    notify: { to: "sales@flatirons.com" },
    slack: { url: "https://hooks.slack.com/services/T0/B0/x", allowPrivate: false },
    alert: { to: "oncall@flatirons.com" },
    delivery: { maxAttempts: 9, backoffMs: 250, timeoutMs: 2000, leaseMs: 7000, alertLagMs: 600_000 },
    problems: [],
    notices: [],
  });
  expect(config.proxy.trusted?.check("10.9.8.7", "ipv4")).toBe(true);
  expect(config.proxy.trusted?.check("2001:db8::1", "ipv6")).toBe(true);
  expect(config.proxy.trusted?.check("192.0.2.1", "ipv4")).toBe(false);
});

it("falls back on nonsense and clamps extremes", () => {
  const config = loadLeadsConfig({
    LEADS_WEBHOOK_URL: "https://hooks.example.com/x",
    LEADS_WEBHOOK_MAX_ATTEMPTS: "lots",
    LEADS_WEBHOOK_BACKOFF_MS: "-5",
    LEADS_RATE_LIMIT_MAX: "0",
    LEADS_RATE_LIMIT_WINDOW_MS: "1.5",
    LEADS_REQUEST_TIMEOUT_MS: "1",
  });
  expect(config.webhook).toMatchObject({ maxAttempts: 15, backoffMs: 0 });
  expect(config.rateLimit).toEqual({ max: 1, windowMs: 60_000, secret: null });
  expect(config.timeouts.requestMs).toBe(500);
});

describe("settings that cannot be used safely are problems, said in one sentence each", () => {
  it.each([
    ["file:///etc/passwd", "LEADS_WEBHOOK_URL must be an https: address (http: only to this machine); got file:"],
    [
      "gopher://hooks.example.com/x",
      "LEADS_WEBHOOK_URL must be an https: address (http: only to this machine); got gopher:",
    ],
    [
      "http://hooks.example.com/x",
      "LEADS_WEBHOOK_URL must be an https: address (http: only to this machine); got http:",
    ],
    ["not a url", "LEADS_WEBHOOK_URL is not a valid address"],
    [
      "https://10.0.0.5/hook",
      "LEADS_WEBHOOK_URL points at 10.0.0.5, a private, loopback or link-local address; set LEADS_WEBHOOK_ALLOW_PRIVATE=true to allow it",
    ],
    [
      "https://[fe80::1]/hook",
      "LEADS_WEBHOOK_URL points at fe80::1, a private, loopback or link-local address; set LEADS_WEBHOOK_ALLOW_PRIVATE=true to allow it",
    ],
    [
      "http://localhost:3000/hook",
      "LEADS_WEBHOOK_URL points at localhost, a private, loopback or link-local address; set LEADS_WEBHOOK_ALLOW_PRIVATE=true to allow it",
    ],
  ])("the webhook address %s", (url, problem) => {
    const config = loadLeadsConfig({ LEADS_WEBHOOK_URL: url });
    expect([config.problems, config.webhook]).toEqual([[problem], null]);
  });

  it("allows a private target, and http: to this machine, only when told to", () => {
    expect(webhookUrlProblem("http://127.0.0.1:9511/hook", true)).toBeNull();
    expect(webhookUrlProblem("http://[::1]:9511/hook", true)).toBeNull();
    expect(webhookUrlProblem("https://10.0.0.5/hook", true)).toBeNull();
    expect(webhookUrlProblem("http://10.0.0.5/hook", true)).toMatch(/must be an https: address/);
    expect(webhookUrlProblem("https://hooks.example.com/x", false)).toBeNull();
  });

  it("SMTP_URL that is not an smtp: address, or without LEADS_SECRET (links another process could not check)", () => {
    expect(loadLeadsConfig({ SMTP_URL: "http://smtp.example.com", LEADS_SECRET: "k" })).toMatchObject({
      problems: ["SMTP_URL must be an smtp: or smtps: address"],
      mail: null,
    });
    expect(loadLeadsConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).problems).toEqual([
      "SMTP_URL needs LEADS_SECRET: confirmation links are signed with a key every process shares",
    ]);
  });

  it("a Turnstile siteverify address other than Cloudflare's or this machine's", () => {
    const sentence =
      "TURNSTILE_VERIFY_URL must be https://challenges.cloudflare.com/turnstile/v0/siteverify or an address on this machine";
    for (const url of ["https://evil.example/siteverify", "http://challenges.cloudflare.com/x", "https://10.0.0.5/v"]) {
      expect([url, loadLeadsConfig({ TURNSTILE_VERIFY_URL: url }).problems]).toEqual([url, [sentence]]);
    }
    for (const url of ["http://127.0.0.1:9511/siteverify", "http://localhost:1/v", "http://[::1]:2/v"]) {
      expect([url, loadLeadsConfig({ TURNSTILE_VERIFY_URL: url }).problems]).toEqual([url, []]);
    }
  });

  it("NEWSLETTER_DOUBLE_OPT_IN=false turns double opt-in off, and with it the word about SMTP_URL", () => {
    const config = loadLeadsConfig({
      NEWSLETTER_DOUBLE_OPT_IN: "false",
      LEADS_SECRET: "k",
      LEADS_WEBHOOK_URL: "https://hooks.example.com/x",
      LEADS_ALERT_EMAIL: "oncall@flatirons.com",
      SMTP_URL: "smtp://mail.example.com",
    });
    expect([config.doubleOptIn, config.notices]).toEqual([false, []]);
  });

  it("the team's inboxes need SMTP_URL and an address; a Slack hook is checked as the webhook is; a lease shorter than a try", () => {
    expect(loadLeadsConfig({ LEADS_NOTIFY_EMAIL: "sales@flatirons.com", LEADS_SECRET: "k" }).problems).toEqual([
      "LEADS_NOTIFY_EMAIL needs SMTP_URL: lead notifications go out by e-mail",
    ]);
    expect(
      loadLeadsConfig({ LEADS_ALERT_EMAIL: "on call", SMTP_URL: "smtp://m.example.com", LEADS_SECRET: "k" }).problems,
    ).toEqual(["LEADS_ALERT_EMAIL is not an e-mail address"]);
    expect(loadLeadsConfig({ LEADS_SLACK_WEBHOOK_URL: "http://hooks.slack.com/services/x" }).problems).toEqual([
      "LEADS_SLACK_WEBHOOK_URL must be an https: address (http: only to this machine); got http:",
    ]);
    expect(loadLeadsConfig({ LEADS_WEBHOOK_TIMEOUT_MS: "5000", LEADS_DELIVERY_LEASE_MS: "5000" }).problems).toEqual([
      "LEADS_DELIVERY_LEASE_MS (5000) must be longer than LEADS_WEBHOOK_TIMEOUT_MS (5000): a try must end before its lease",
    ]);
  });

  it("says at start when nobody will hear of a lead, and stops saying it once one destination is set", () => {
    const silent =
      "Nobody hears of a lead: set LEADS_NOTIFY_EMAIL (with SMTP_URL), LEADS_SLACK_WEBHOOK_URL or LEADS_WEBHOOK_URL; leads are only stored";
    expect(loadLeadsConfig({ LEADS_SECRET: "k" }).notices).toContain(silent);
    for (const env of [
      { LEADS_NOTIFY_EMAIL: "sales@flatirons.com", SMTP_URL: "smtp://m.example.com" },
      { LEADS_SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x" },
      { LEADS_WEBHOOK_URL: "https://hooks.example.com/x" },
    ]) {
      expect(loadLeadsConfig({ LEADS_SECRET: "k", ...env }).notices).not.toContain(silent);
    }
  });

  it("a hop count without the proxies' addresses, and entries that are not addresses", () => {
    const sentence =
      "LEADS_TRUSTED_PROXY_HOPS is not enough to trust X-Forwarded-For: list the proxies' addresses or ranges in LEADS_TRUSTED_PROXIES";
    expect(loadLeadsConfig({ LEADS_TRUSTED_PROXY_HOPS: "1" }).problems).toEqual([sentence]);
    expect(loadLeadsConfig({ LEADS_TRUST_PROXY: "true" }).problems).toEqual([sentence]);
    expect(loadLeadsConfig({ LEADS_TRUSTED_PROXY_HOPS: "0" }).problems).toEqual([]);
    expect(loadLeadsConfig({ LEADS_TRUSTED_PROXY_HOPS: "1", LEADS_TRUSTED_PROXIES: "10.0.0.1" }).problems).toEqual([]);
    expect(loadLeadsConfig({ LEADS_TRUSTED_PROXIES: "10.0.0.1, proxy.internal" }).problems).toEqual([
      "LEADS_TRUSTED_PROXIES has entries that are not addresses or ranges: proxy.internal",
    ]);
  });
});

it("reads the live process environment", () => {
  process.env.LEADS_CONFIG_TEST = "live";
  expect(runtimeEnv().LEADS_CONFIG_TEST).toBe("live");
  delete process.env.LEADS_CONFIG_TEST;
});
