/**
 * The rate limit counted in PostgreSQL (with DATABASE_URL), so every server
 * instance and serverless function shares one count per address and form.
 * Each hit takes a transaction-scoped advisory lock on its key, counts the
 * key's hits within the window by the database's clock, and records the hit
 * only when it is allowed. Keys are stored as keyed hashes (HMAC with
 * LEADS_SECRET, signing.ts): the table holds no address, and none can be
 * found by hashing every address. If the database cannot be reached the process's in-memory
 * limiter decides, so an outage does not turn into an open door or a closed one.
 */
import type pg from "pg";
import { withPgTransaction } from "../store/pg-client";
import type { RateLimitConfig } from "../config";
import { type Log, explain } from "../explain";
import { type RateDecision, type RateLimiter, createRateLimiter } from "./rate-limiter";
import { rateLimitKey } from "../signing";

export function createPgRateLimiter(
  pool: pg.Pool,
  config: RateLimitConfig,
  fallback: RateLimiter = createRateLimiter(config),
  log: Log = console,
): RateLimiter & { hit(key: string): Promise<RateDecision> } {
  return {
    async hit(key) {
      const hashed = rateLimitKey(config, key);
      try {
        return await withPgTransaction(pool, async (client): Promise<RateDecision> => {
          await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [hashed]);
          const windowSeconds = config.windowMs / 1000;
          await client.query(
            "DELETE FROM lead_rate_hits WHERE key = $1 AND at <= clock_timestamp() - make_interval(secs => $2)",
            [hashed, windowSeconds],
          );
          const { rows } = await client.query<{ hits: string; wait_ms: number | null }>(
            `SELECT count(*) AS hits,
                    EXTRACT(EPOCH FROM (min(at) + make_interval(secs => $2) - clock_timestamp())) * 1000 AS wait_ms
             FROM lead_rate_hits WHERE key = $1`,
            [hashed, windowSeconds],
          );
          if (Number(rows[0].hits) >= config.max) {
            const waitMs = Number(rows[0].wait_ms ?? config.windowMs);
            return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
          }
          await client.query("INSERT INTO lead_rate_hits (key, at) VALUES ($1, clock_timestamp())", [hashed]);
          return { allowed: true };
        });
      } catch (error) {
        log.error(`The shared rate limit failed, counting in this process: ${explain(error)}`);
        return fallback.hit(key);
      }
    },
  };
}
