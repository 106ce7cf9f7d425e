/**
 * @jest-environment node
 */
import { sharedRateLimiter } from "../store/open-store";
import { createRateLimiter } from "./rate-limiter";
import * as signing from "../signing";

describe("createRateLimiter", () => {
  it("allows max hits per key within a sliding window and says when the next is allowed", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, () => now);
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: true });
    now = 10_000;
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: true });
    now = 20_000;
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: true });
    now = 30_000;
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("newsletter:b")).toEqual({ allowed: true });
    now = 59_999;
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The first hit (at 0) has left the window; the refused ones never counted.
    now = 60_000;
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: true });
    expect(limiter.hit("newsletter:a")).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("forgets idle keys", () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, () => now);
    expect(limiter.hit("k")).toEqual({ allowed: true });
    now = 5000;
    expect(limiter.hit("k")).toEqual({ allowed: true });
    expect(limiter.hit("k")).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("the keys a limiter keeps", () => {
  afterEach(() => jest.restoreAllMocks());

  it("are keyed hashes of the key, never the key or the address in it", () => {
    const hashed = jest.spyOn(signing, "rateLimitKey");
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, secret: "limiter-secret" });
    limiter.hit("newsletter:127.0.7.1");
    expect(hashed).toHaveBeenCalledWith(expect.objectContaining({ secret: "limiter-secret" }), "newsletter:127.0.7.1");
    const kept = hashed.mock.results[0].value as string;
    expect(kept).toMatch(/^[\w-]{43}$/);
    expect(kept).not.toContain("127.0.7.1");
  });

  it("differ with the secret, so no one without it can hash addresses to find them", () => {
    const key = "newsletter:127.0.7.1";
    expect(signing.rateLimitKey({ secret: "a" }, key)).not.toBe(signing.rateLimitKey({ secret: "b" }, key));
    expect(signing.rateLimitKey({ secret: "a" }, key)).toBe(signing.rateLimitKey({ secret: "a" }, key));
    // Without LEADS_SECRET, this process's own key: still not a plain hash.
    expect(signing.rateLimitKey({}, key)).not.toBe(signing.rateLimitKey({ secret: "a" }, key));
  });
});

describe("sharedRateLimiter", () => {
  it("returns the same limiter for the same setting, so a reloaded module keeps counting", () => {
    const config = { max: 2, windowMs: 60_000 };
    sharedRateLimiter(config).hit("contact:shared-test");
    sharedRateLimiter({ ...config }).hit("contact:shared-test");
    expect(sharedRateLimiter(config).hit("contact:shared-test")).toMatchObject({ allowed: false });
    expect(sharedRateLimiter({ max: 3, windowMs: 60_000 })).not.toBe(sharedRateLimiter(config));
  });
});
