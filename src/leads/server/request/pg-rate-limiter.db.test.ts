/**
 * The rate limit shared through PostgreSQL by two server instances (two pools).
 */
import type pg from "pg";
import { createTestDatabase } from "../../../../tests/support/postgres-cluster";
import { migrate } from "../store/migrations";
import { createPgPool } from "../store/pg-client";
import { createPgRateLimiter } from "./pg-rate-limiter";
import { rateLimitKey } from "../signing";

let pools: pg.Pool[];

beforeEach(async () => {
  const url = await createTestDatabase("rate");
  pools = [createPgPool(url), createPgPool(url)];
  await migrate(pools[0]);
});
afterEach(() => Promise.all(pools.map((pool) => pool.end())));

it("counts one address and form across instances, then lets it through once the window has passed", async () => {
  const [a, b] = pools.map((pool) => createPgRateLimiter(pool, { max: 5, windowMs: 1000 }));
  const decisions = [];
  for (const limiter of [a, b, a, b, a, b]) decisions.push(await limiter.hit("contact:198.51.100.7"));
  expect(decisions.slice(0, 5)).toEqual(Array(5).fill({ allowed: true }));
  expect(decisions[5]).toEqual({ allowed: false, retryAfterSeconds: 1 });
  expect(await a.hit("newsletter:198.51.100.7")).toEqual({ allowed: true });
  // The window passes: every recorded hit is made 1.1 s older (the database's clock, under the test's control).
  await pools[0].query("UPDATE lead_rate_hits SET at = at - interval '1.1 seconds'");
  expect(await b.hit("contact:198.51.100.7")).toEqual({ allowed: true });
});

it("allows exactly `max` of 20 concurrent hits from two instances, and stores no address", async () => {
  const [a, b] = pools.map((pool) => createPgRateLimiter(pool, { max: 5, windowMs: 60_000 }));
  const decisions = await Promise.all(
    Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).hit("referral:2001:db8:1:2::/64")),
  );
  expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  expect(decisions.find((decision) => !decision.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  const { rows } = await pools[0].query<{ key: string }>("SELECT DISTINCT key FROM lead_rate_hits");
  // A keyed hash of the key (signing.ts rateLimitKey), which no one without the key can compute from an address.
  expect(rows).toEqual([{ key: rateLimitKey({}, "referral:2001:db8:1:2::/64") }]);
});

it("falls back to the process's own count when the database is unreachable, and says why", async () => {
  const unreachable = createPgPool("postgres://postgres@127.0.0.1:1/none");
  const log = { error: jest.fn() };
  const limiter = createPgRateLimiter(unreachable, { max: 1, windowMs: 60_000 }, undefined, log);
  try {
    expect(await limiter.hit("contact:x")).toEqual({ allowed: true });
    expect(await limiter.hit("contact:x")).toMatchObject({ allowed: false });
    expect(log.error).toHaveBeenCalledWith(
      "The shared rate limit failed, counting in this process: ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1",
    );
  } finally {
    await unreachable.end();
  }
});
