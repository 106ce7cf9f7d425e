/**
 * Sliding-window rate limit: at most `max` hits per key within `windowMs`.
 * Keys are "<form>:<address>", held only as keyed hashes (signing.ts
 * `rateLimitKey`). The state lives in memory; a server farm or a serverless
 * host limits per instance.
 */
import type { RateLimitConfig } from "../config";
import { rateLimitKey } from "../signing";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string): RateDecision | Promise<RateDecision>;
}

export function createRateLimiter(
  config: RateLimitConfig,
  now: () => number = Date.now,
): RateLimiter & { hit(key: string): RateDecision } {
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(time: number) {
    if (time - lastSweep < config.windowMs) return;
    lastSweep = time;
    for (const [key, times] of hits) {
      if (times[times.length - 1] <= time - config.windowMs) hits.delete(key);
    }
  }

  return {
    hit(given) {
      const key = rateLimitKey(config, given);
      const time = now();
      sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - config.windowMs);
      if (recent.length >= config.max) {
        hits.set(key, recent);
        const wait = recent[0] + config.windowMs - time;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
      recent.push(time);
      hits.set(key, recent);
      return { allowed: true };
    },
  };
}
