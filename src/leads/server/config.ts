/**
 * Settings of the lead routes and scripts, read from the environment when a
 * request arrives (so a server started with new variables uses them at once).
 *
 * DATABASE_URL               PostgreSQL connection string: leads are stored there instead of LEADS_DIR
 * LEADS_MIGRATE_ON_START     "false" to leave schema migrations to `npm run leads:migrate` (default: run them)
 * LEADS_DIR                  where leads are stored without DATABASE_URL (default .data/leads)
 * LEADS_WEBHOOK_URL          CRM / Slack / Zapier hook each lead is forwarded to (optional)
 * LEADS_WEBHOOK_SECRET       shared secret the webhook requests are signed with (webhook-signature.ts)
 * LEADS_WEBHOOK_ATTEMPTS     tries the route makes right after storing a lead (default 5); the outbox makes the rest
 * LEADS_WEBHOOK_MAX_ATTEMPTS tries in all before a lead's delivery is marked failed (default 15, about 4 hours)
 * LEADS_WEBHOOK_BACKOFF_MS   wait before the 2nd try, doubled before each next one, at most 1 hour (default 1000)
 * LEADS_WEBHOOK_TIMEOUT_MS   time allowed for one try (default 10000)
 * LEADS_RETENTION_DAYS       leads older than this many days are deleted (default 1095, the privacy policy's three years)
 * LEADS_RATE_LIMIT_MAX       submissions per address and form within the window (default 5)
 * LEADS_RATE_LIMIT_WINDOW_MS the window (default 60000)
 * LEADS_TRUSTED_PROXY_HOPS   proxies in front of the server that append to X-Forwarded-For (default 0;
 *                            client-address.ts); LEADS_TRUST_PROXY=true, the older setting, means 1
 * LEADS_CLIENT_ADDRESS_HEADER the header a serverless platform sets to the client's address
 */
import path from "node:path";
import type { ProxySettings } from "./client-address";

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * How long a lead is kept when LEADS_RETENTION_DAYS is not set: the three years the privacy policy
 * promises at most (content/pages/privacy-policy.mdx).
 */
export const DEFAULT_RETENTION_DAYS = 1095;

export interface WebhookConfig {
  url: string;
  /** Signs each request when set. */
  secret: string | null;
  attempts: number;
  maxAttempts: number;
  backoffMs: number;
  timeoutMs: number;
}

export interface RateLimitConfig {
  max: number;
  windowMs: number;
}

export interface LeadsConfig {
  /** PostgreSQL when set; the file store in `dir` otherwise. */
  databaseUrl: string | null;
  migrateOnStart: boolean;
  dir: string;
  webhook: WebhookConfig | null;
  rateLimit: RateLimitConfig;
  proxy: ProxySettings;
  /** Leads created more than this many days ago are deleted (retention.ts). */
  retentionDays: number;
}

export const DEFAULT_LEADS_DIR = ".data/leads";

/**
 * The environment of the running process. Gatsby compiles Functions with
 * webpack, whose DefinePlugin replaces every `process.env.X` with its value at
 * build time (and `process.env` with `{}`); going through globalThis keeps
 * these settings live at run time and keeps secrets such as the webhook URL
 * out of the compiled bundle.
 */
export function runtimeEnv(): Env {
  return globalThis.process?.env ?? {};
}

export function loadLeadsConfig(env: Env = runtimeEnv()): LeadsConfig {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    migrateOnStart: env.LEADS_MIGRATE_ON_START !== "false" && env.LEADS_MIGRATE_ON_START !== "0",
    dir: path.resolve(env.LEADS_DIR?.trim() || DEFAULT_LEADS_DIR),
    webhook: url
      ? {
          url,
          secret: env.LEADS_WEBHOOK_SECRET?.trim() || null,
          attempts: integer(env.LEADS_WEBHOOK_ATTEMPTS, 5, 1, 20),
          maxAttempts: integer(env.LEADS_WEBHOOK_MAX_ATTEMPTS, 15, 1, 100),
          backoffMs: integer(env.LEADS_WEBHOOK_BACKOFF_MS, 1000, 0, 600_000),
          timeoutMs: integer(env.LEADS_WEBHOOK_TIMEOUT_MS, 10_000, 100, 120_000),
        }
      : null,
    rateLimit: {
      max: integer(env.LEADS_RATE_LIMIT_MAX, 5, 1, 1_000_000),
      windowMs: integer(env.LEADS_RATE_LIMIT_WINDOW_MS, 60_000, 1000, 86_400_000),
    },
    proxy: {
      trustedHops: integer(
        env.LEADS_TRUSTED_PROXY_HOPS,
        env.LEADS_TRUST_PROXY === "true" || env.LEADS_TRUST_PROXY === "1" ? 1 : 0,
        0,
        10,
      ),
      addressHeader: env.LEADS_CLIENT_ADDRESS_HEADER?.trim().toLowerCase() || null,
    },
    retentionDays: integer(env.LEADS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 1, 36_500),
  };
}

/** A whole number within [min, max]; the fallback when the variable is unset or not a number. */
function integer(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
