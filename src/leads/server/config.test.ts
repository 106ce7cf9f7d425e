/**
 * @jest-environment node
 */
import path from "node:path";
import { loadLeadsConfig, runtimeEnv } from "./config";

it("defaults: .data/leads, no webhook, 5 per minute, proxy headers not trusted", () => {
  expect(loadLeadsConfig({})).toEqual({
    databaseUrl: null,
    migrateOnStart: true,
    dir: path.resolve(".data/leads"),
    webhook: null,
    rateLimit: { max: 5, windowMs: 60_000 },
    proxy: { trustedHops: 0, addressHeader: null },
    retentionDays: 1095,
  });
});

it("reads every setting", () => {
  expect(
    loadLeadsConfig({
      DATABASE_URL: " postgres://leads@db.example/site ",
      LEADS_MIGRATE_ON_START: "false",
      LEADS_DIR: "/var/lib/leads",
      LEADS_WEBHOOK_URL: " https://hooks.example.com/x ",
      LEADS_WEBHOOK_SECRET: " whsec-1 ",
      LEADS_WEBHOOK_ATTEMPTS: "3",
      LEADS_WEBHOOK_MAX_ATTEMPTS: "9",
      LEADS_WEBHOOK_BACKOFF_MS: "250",
      LEADS_WEBHOOK_TIMEOUT_MS: "2000",
      LEADS_RATE_LIMIT_MAX: "200",
      LEADS_RATE_LIMIT_WINDOW_MS: "30000",
      LEADS_TRUSTED_PROXY_HOPS: "2",
      LEADS_RETENTION_DAYS: "90",
      LEADS_CLIENT_ADDRESS_HEADER: "X-NF-Client-Connection-IP",
    }),
  ).toEqual({
    databaseUrl: "postgres://leads@db.example/site",
    migrateOnStart: false,
    dir: "/var/lib/leads",
    webhook: {
      url: "https://hooks.example.com/x",
      secret: "whsec-1",
      attempts: 3,
      maxAttempts: 9,
      backoffMs: 250,
      timeoutMs: 2000,
    },
    rateLimit: { max: 200, windowMs: 30_000 },
    proxy: { trustedHops: 2, addressHeader: "x-nf-client-connection-ip" },
    retentionDays: 90,
  });
});

it("falls back on nonsense and clamps extremes", () => {
  const config = loadLeadsConfig({
    LEADS_WEBHOOK_URL: "https://hooks.example.com/x",
    LEADS_WEBHOOK_ATTEMPTS: "lots",
    LEADS_WEBHOOK_BACKOFF_MS: "-5",
    LEADS_RATE_LIMIT_MAX: "0",
    LEADS_RATE_LIMIT_WINDOW_MS: "1.5",
  });
  expect(config.webhook).toMatchObject({ attempts: 5, backoffMs: 0 });
  expect(config.rateLimit).toEqual({ max: 1, windowMs: 60_000 });
});

it("reads the older LEADS_TRUST_PROXY=true as one trusted proxy", () => {
  expect(loadLeadsConfig({ LEADS_TRUST_PROXY: "true" }).proxy).toEqual({ trustedHops: 1, addressHeader: null });
});

it("reads the live process environment", () => {
  process.env.LEADS_CONFIG_TEST = "live";
  expect(runtimeEnv().LEADS_CONFIG_TEST).toBe("live");
  delete process.env.LEADS_CONFIG_TEST;
});
