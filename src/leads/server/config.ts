/**
 * Settings of the lead routes and scripts, read from the environment when a
 * request arrives (so a server started with new variables uses them at once).
 *
 * DATABASE_URL                 PostgreSQL connection string: leads are stored there instead of LEADS_DIR
 * LEADS_MIGRATE_ON_START       "false" to leave schema migrations to `npm run leads:migrate` (default: run them)
 * LEADS_DIR                    where leads are stored without DATABASE_URL (default .data/leads)
 * LEADS_DB_TIMEOUT_MS          longest wait for a database connection, a query or a lock (default 4000)
 * LEADS_REQUEST_TIMEOUT_MS     longest a lead request takes before it is answered 503 (default 8000)
 * LEADS_WEBHOOK_URL            CRM / Slack / Zapier hook each lead is delivered to (optional): https:, or
 *                              http: to this machine; never followed through a redirect
 * LEADS_WEBHOOK_ALLOW_PRIVATE  "true" lets the webhook and the Slack hook reach loopback, private and link-local addresses
 * LEADS_WEBHOOK_SECRET         shared secret the webhook requests are signed with (webhook-signature.ts)
 * LEADS_WEBHOOK_MAX_ATTEMPTS   tries in all before a delivery (to any destination) is marked failed (default 15, about 4 hours)
 * LEADS_WEBHOOK_BACKOFF_MS     wait before the 2nd try, doubled before each next one, at most 1 hour (default 1000)
 * LEADS_WEBHOOK_TIMEOUT_MS     one hard deadline for a whole try to any destination, connection to answer (default 10000)
 * LEADS_DELIVERY_LEASE_MS      how long a try holds its delivery, longer than the deadline (default: deadline + max(5 s, deadline / 2))
 * LEADS_NOTIFY_EMAIL           the sales inbox: each contact, referral and application lead is e-mailed there (needs SMTP_URL)
 * LEADS_SLACK_WEBHOOK_URL      a Slack incoming webhook each contact, referral and application lead is posted to
 * LEADS_ALERT_EMAIL            told once per incident: a delivery failed for good, or the outbox fell behind (needs SMTP_URL)
 * LEADS_ALERT_LAG_MS           how long the oldest due delivery may wait before that is an incident (default 900000, 15 minutes)
 * LEADS_RETENTION_DAYS         leads older than this many days are deleted (default 1095, the privacy policy's three years)
 * LEADS_RATE_LIMIT_MAX         submissions per address and form within the window (default 5)
 * LEADS_RATE_LIMIT_WINDOW_MS   the window (default 60000)
 * LEADS_TRUSTED_PROXIES        the proxies in front of the server, by address or range ("10.0.0.0/8, 192.0.2.1"):
 *                              only requests from them have their X-Forwarded-For read (client-address.ts)
 * LEADS_CLIENT_ADDRESS_HEADER  the header a serverless platform sets to the client's address
 * SITE_URL                     the site's public address: posts whose Origin is its host are the site's own;
 *                              the base of confirmation links (default https://flatirons.com)
 * LEADS_SECRET                 the key of confirmation links, form timestamps, consent records' address hashes and
 *                              rate-limit keys (signing.ts); without it a random key for this process only (said at start)
 * NEWSLETTER_DOUBLE_OPT_IN     "false" delivers a newsletter signup at once; otherwise (default) it waits for
 *                              the confirmation link e-mailed to the address
 * SMTP_URL                     smtp: or smtps: address of the server confirmation e-mails are sent through
 *                              (smtps://user:password@smtp.example.com:465); needs LEADS_SECRET
 * SMTP_FROM                    their sender (default "Flatirons <newsletter@flatirons.com>")
 * PUBLIC_DIR                   the built site (default public): a confirmation e-mail names only a page it has
 * TURNSTILE_SECRET_KEY         Cloudflare Turnstile's secret: each submission's token is verified (turnstile.ts)
 * TURNSTILE_VERIFY_URL         another siteverify address (a local one in tests): Cloudflare's or this machine's
 *
 * Settings that cannot be used safely are `problems`: the server and the
 * commands refuse to start with any, each said in one sentence. `notices` are
 * said at start but stop nothing.
 */
import { isIP } from "node:net";
import path from "node:path";
import { isValidEmail } from "../../lib/validation";
import { type ProxySettings, addressList, isPrivateAddress } from "./request/client-address";

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
  maxAttempts: number;
  backoffMs: number;
  timeoutMs: number;
  /** Loopback, private and link-local targets allowed (development, a receiver on the same network). */
  allowPrivate: boolean;
}

/** How often a delivery (the webhook's, or a confirmation e-mail) is tried, and the wait before the 2nd try. */
export interface RetryPolicy {
  maxAttempts: number;
  backoffMs: number;
}

export interface MailConfig extends RetryPolicy {
  url: string;
  from: string;
  timeoutMs: number;
}

/** A Slack incoming webhook: its address (https: at hooks.slack.com, or this machine in development). */
export interface SlackConfig {
  url: string;
  allowPrivate: boolean;
}

/** What every destination's tries share: one deadline per try, the lease it holds, when lag is an incident. */
export interface DeliveryConfig extends RetryPolicy {
  timeoutMs: number;
  leaseMs: number;
  alertLagMs: number;
}

export interface TurnstileConfig {
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
}

export const DEFAULT_SITE_URL = "https://flatirons.com";
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export interface RateLimitConfig {
  max: number;
  windowMs: number;
  /** LEADS_SECRET: the key the limiter's keys are hashed with (signing.ts); without it, this process's own. */
  secret?: string | null;
}

export interface LeadsConfig {
  /** PostgreSQL when set; the file store in `dir` otherwise. */
  databaseUrl: string | null;
  migrateOnStart: boolean;
  dir: string;
  /** Longest wait for the database (connection, query, lock) and for a whole request. */
  timeouts: { databaseMs: number; requestMs: number };
  /** Null without LEADS_WEBHOOK_URL, or when its address is refused (see problems). */
  webhook: WebhookConfig | null;
  rateLimit: RateLimitConfig;
  proxy: ProxySettings;
  /** Leads created more than this many days ago are deleted (retention.ts). */
  retentionDays: number;
  siteUrl: string | null;
  /** The base of the links the site e-mails (SITE_URL, else the production address). */
  publicUrl: string;
  /** The built site, whose pages an e-mail may name (PUBLIC_DIR). */
  publicDir: string;
  /** LEADS_SECRET; null: signing.ts uses a key of this process's own. */
  secret: string | null;
  /** A newsletter signup waits for its confirmation link before it is delivered. */
  doubleOptIn: boolean;
  /** Null without SMTP_URL: confirmation e-mails wait for it. */
  mail: MailConfig | null;
  /** Null without TURNSTILE_SECRET_KEY. */
  turnstile: TurnstileConfig | null;
  /** The sales inbox (LEADS_NOTIFY_EMAIL), null without it or without SMTP_URL. */
  notify: { to: string } | null;
  /** Null without LEADS_SLACK_WEBHOOK_URL. */
  slack: SlackConfig | null;
  /** Where incidents are e-mailed (LEADS_ALERT_EMAIL), null without it or without SMTP_URL. */
  alert: { to: string } | null;
  delivery: DeliveryConfig;
  /** Settings that must be fixed before anything starts, one sentence each. */
  problems: string[];
  /** What a server says at start about its settings, one sentence each. */
  notices: string[];
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
  const problems: string[] = [];
  const notices: string[] = [];
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const allowPrivate = env.LEADS_WEBHOOK_ALLOW_PRIVATE === "true";
  const urlProblem = url ? webhookUrlProblem(url, allowPrivate) : null;
  if (urlProblem) problems.push(urlProblem);
  const secret = env.LEADS_SECRET?.trim() || null;
  const doubleOptIn = env.NEWSLETTER_DOUBLE_OPT_IN?.trim().toLowerCase() !== "false";
  const smtp = env.SMTP_URL?.trim();
  const smtpProblem = smtp && !/^smtps?:\/\/[^/?#]/i.test(smtp) ? "SMTP_URL must be an smtp: or smtps: address" : null;
  if (smtpProblem) problems.push(smtpProblem);
  if (smtp && !secret) {
    problems.push("SMTP_URL needs LEADS_SECRET: confirmation links are signed with a key every process shares");
  }
  if (!secret) {
    notices.push(
      "LEADS_SECRET is not set: form timestamps, address hashes and rate-limit keys use a key that lasts until this process stops",
    );
    if (env.DATABASE_URL?.trim()) {
      notices.push("Without LEADS_SECRET each process counts the rate limit in PostgreSQL under keys of its own");
    }
  }
  if (doubleOptIn && !smtp) {
    notices.push(
      "SMTP_URL is not set: newsletter confirmations cannot be sent; signups are kept unconfirmed until it is",
    );
  }
  const verifyUrl = env.TURNSTILE_VERIFY_URL?.trim() || TURNSTILE_VERIFY_URL;
  const verifyProblem = turnstileUrlProblem(verifyUrl);
  if (verifyProblem) problems.push(verifyProblem);
  const retry: RetryPolicy = {
    maxAttempts: integer(env.LEADS_WEBHOOK_MAX_ATTEMPTS, 15, 1, 100),
    backoffMs: integer(env.LEADS_WEBHOOK_BACKOFF_MS, 1000, 0, 600_000),
  };
  const timeoutMs = integer(env.LEADS_WEBHOOK_TIMEOUT_MS, 10_000, 100, 120_000);
  const leaseMs = integer(env.LEADS_DELIVERY_LEASE_MS, timeoutMs + Math.max(5000, timeoutMs / 2), 200, 600_000);
  if (leaseMs <= timeoutMs) {
    problems.push(
      `LEADS_DELIVERY_LEASE_MS (${leaseMs}) must be longer than LEADS_WEBHOOK_TIMEOUT_MS (${timeoutMs}): a try must end before its lease`,
    );
  }
  const inbox = (name: string, purpose: string) => {
    const address = env[name]?.trim();
    if (!address) return null;
    if (!isValidEmail(address)) {
      problems.push(`${name} is not an e-mail address`);
      return null;
    }
    if (!smtp) {
      problems.push(`${name} needs SMTP_URL: ${purpose} go out by e-mail`);
      return null;
    }
    return { to: address };
  };
  const notify = inbox("LEADS_NOTIFY_EMAIL", "lead notifications");
  const alert = inbox("LEADS_ALERT_EMAIL", "alerts");
  const slackUrl = env.LEADS_SLACK_WEBHOOK_URL?.trim();
  const slackProblem = slackUrl ? webhookUrlProblem(slackUrl, allowPrivate, "LEADS_SLACK_WEBHOOK_URL") : null;
  if (slackProblem) problems.push(slackProblem);
  if (!url && !slackUrl && !env.LEADS_NOTIFY_EMAIL?.trim()) {
    notices.push(
      "Nobody hears of a lead: set LEADS_NOTIFY_EMAIL (with SMTP_URL), LEADS_SLACK_WEBHOOK_URL or LEADS_WEBHOOK_URL; leads are only stored",
    );
  }
  if (!env.LEADS_ALERT_EMAIL?.trim()) {
    notices.push(
      "LEADS_ALERT_EMAIL is not set: a delivery that fails for good, or an outbox that falls behind, is only logged",
    );
  }
  const proxies = addressList(env.LEADS_TRUSTED_PROXIES ?? "");
  if (proxies.invalid.length) {
    problems.push(`LEADS_TRUSTED_PROXIES has entries that are not addresses or ranges: ${proxies.invalid.join(", ")}`);
  }
  const hops = env.LEADS_TRUSTED_PROXY_HOPS?.trim();
  const hopsOnly = (hops && hops !== "0") || env.LEADS_TRUST_PROXY === "true" || env.LEADS_TRUST_PROXY === "1";
  if (hopsOnly && !proxies.list.rules.length) {
    problems.push(
      "LEADS_TRUSTED_PROXY_HOPS is not enough to trust X-Forwarded-For: list the proxies' addresses or ranges in LEADS_TRUSTED_PROXIES",
    );
  }
  return {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    migrateOnStart: env.LEADS_MIGRATE_ON_START !== "false" && env.LEADS_MIGRATE_ON_START !== "0",
    dir: path.resolve(env.LEADS_DIR?.trim() || DEFAULT_LEADS_DIR),
    timeouts: {
      databaseMs: integer(env.LEADS_DB_TIMEOUT_MS, 4000, 100, 60_000),
      requestMs: integer(env.LEADS_REQUEST_TIMEOUT_MS, 8000, 500, 60_000),
    },
    webhook:
      url && !urlProblem
        ? {
            url,
            secret: env.LEADS_WEBHOOK_SECRET?.trim() || null,
            ...retry,
            timeoutMs,
            allowPrivate,
          }
        : null,
    rateLimit: {
      max: integer(env.LEADS_RATE_LIMIT_MAX, 5, 1, 1_000_000),
      windowMs: integer(env.LEADS_RATE_LIMIT_WINDOW_MS, 60_000, 1000, 86_400_000),
      secret,
    },
    proxy: {
      trusted: proxies.list.rules.length ? proxies.list : null,
      addressHeader: env.LEADS_CLIENT_ADDRESS_HEADER?.trim().toLowerCase() || null,
    },
    retentionDays: integer(env.LEADS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS, 1, 36_500),
    siteUrl: env.SITE_URL?.trim() || null,
    publicUrl: (env.SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, ""),
    publicDir: path.resolve(env.PUBLIC_DIR?.trim() || "public"),
    secret,
    doubleOptIn,
    mail:
      smtp && !smtpProblem
        ? {
            url: smtp,
            from: env.SMTP_FROM?.trim() || "Flatirons <newsletter@flatirons.com>",
            timeoutMs,
            ...retry,
          }
        : null,
    turnstile: env.TURNSTILE_SECRET_KEY?.trim()
      ? { secret: env.TURNSTILE_SECRET_KEY.trim(), verifyUrl, timeoutMs: 5000 }
      : null,
    notify,
    slack: slackUrl && !slackProblem ? { url: slackUrl, allowPrivate } : null,
    alert,
    delivery: {
      ...retry,
      timeoutMs,
      leaseMs,
      alertLagMs: integer(env.LEADS_ALERT_LAG_MS, 900_000, 1000, 86_400_000),
    },
    problems,
    notices,
  };
}

/**
 * Why a webhook address is refused, or null: https: only (http: to this machine, for development), and
 * no loopback, private or link-local address unless allowed. A host name is checked again when it is
 * resolved for each try (webhook.ts), so a name cannot lead there either.
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean, name = "LEADS_WEBHOOK_URL"): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${name} is not a valid address`;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(host))) {
    return `${name} must be an https: address (http: only to this machine); got ${url.protocol}`;
  }
  if (!allowPrivate && (host === "localhost" || isPrivateAddress(host))) {
    return `${name} points at ${host}, a private, loopback or link-local address; set LEADS_WEBHOOK_ALLOW_PRIVATE=true to allow it`;
  }
  return null;
}

/** Turnstile's tokens go to Cloudflare's siteverify, or (tests, development) to this machine: no other host. */
function turnstileUrlProblem(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol === "https:" && url.hostname === new URL(TURNSTILE_VERIFY_URL).hostname) return null;
    if (/^https?:$/.test(url.protocol) && isLoopback(url.hostname)) return null;
  } catch {
    // Not an address: refused below.
  }
  return `TURNSTILE_VERIFY_URL must be ${TURNSTILE_VERIFY_URL} or an address on this machine`;
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  return host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));
}

/** A whole number within [min, max]; the fallback when the variable is unset or not a number. */
function integer(raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}
