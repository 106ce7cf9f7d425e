import {
  type CtaExperimentDeps,
  type CtaVariantKey,
  cohortPayload,
  ctaVariant,
  ctaVariantSnapshot,
  forgetResolvedCtaVariant,
  isCtaExperimentEnabled,
  intentOfCtaVariant,
  isCtaVariantKey,
  pickCtaVariant,
  resolveCtaVariant,
  subscribeToCtaVariant,
} from "./cta-experiment";

/** A small seeded PRNG (mulberry32), so the uniformity check is repeatable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: jest.fn((key: string) => void data.delete(key)),
  };
}

function deps(overrides: Partial<CtaExperimentDeps> & { store?: ReturnType<typeof memoryStorage> } = {}) {
  const store = overrides.store ?? memoryStorage();
  const track = jest.fn();
  const logError = jest.fn();
  const all: CtaExperimentDeps = {
    enabled: true,
    storage: () => store,
    random: () => 0,
    track,
    logError,
    ...overrides,
  };
  return { deps: all, store, track: all.track as jest.Mock, logError: all.logError as jest.Mock };
}

describe("CTA copy experiment switch", () => {
  it("is enabled only by the exact string 'true'", () => {
    expect(isCtaExperimentEnabled("true")).toBe(true);
    for (const value of [undefined, "", "false", "TRUE", "True", "1", "yes", " true"]) {
      expect(isCtaExperimentEnabled(value)).toBe(false);
    }
  });

  it("reads GATSBY_CTA_EXPERIMENT_ENABLED by default", () => {
    const before = process.env.GATSBY_CTA_EXPERIMENT_ENABLED;
    try {
      process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
      expect(isCtaExperimentEnabled()).toBe(true);
      process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "false";
      expect(isCtaExperimentEnabled()).toBe(false);
    } finally {
      process.env.GATSBY_CTA_EXPERIMENT_ENABLED = before;
    }
  });

  it("knows its variants and nothing else", () => {
    expect(isCtaVariantKey("schedule-a-call")).toBe(true);
    expect(isCtaVariantKey("Schedule a Call")).toBe(false);
    expect(isCtaVariantKey("toString")).toBe(false);
    expect(isCtaVariantKey(null)).toBe(false);
  });

  it("builds the cohort payload", () => {
    expect(cohortPayload(ctaVariant("request-an-estimate"))).toEqual({
      experiment_id: "cta-copy",
      variant: "request-an-estimate",
      variant_copy: "Request an Estimate",
    });
  });
});

describe("pickCtaVariant", () => {
  it("maps equal slices of [0, 1) to the four variants in order", () => {
    expect(pickCtaVariant(() => 0).key).toBe("control");
    expect(pickCtaVariant(() => 0.2499).key).toBe("control");
    expect(pickCtaVariant(() => 0.25).key).toBe("schedule-a-call");
    expect(pickCtaVariant(() => 0.5).key).toBe("request-an-estimate");
    expect(pickCtaVariant(() => 0.75).key).toBe("lets-work-together");
    expect(pickCtaVariant(() => 0.999999).key).toBe("lets-work-together");
    // A source that (wrongly) returns 1 still gives a variant.
    expect(pickCtaVariant(() => 1).key).toBe("lets-work-together");
  });

  it("is uniform over many seeded draws", () => {
    const random = seededRandom(20240611);
    const draws = 40_000;
    const counts: Record<string, number> = {};
    for (let i = 0; i < draws; i += 1) {
      const { key } = pickCtaVariant(random);
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual([
      "control",
      "lets-work-together",
      "request-an-estimate",
      "schedule-a-call",
    ]);
    const expected = draws / 4;
    // Chi-square with 3 degrees of freedom: 11.34 is the 1% critical value.
    const chiSquare = Object.values(counts).reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(11.34);
    for (const count of Object.values(counts)) expect(Math.abs(count - expected) / expected).toBeLessThan(0.03);
  });
});

describe("resolveCtaVariant", () => {
  it("enabled, nothing stored: picks, stores and reports joining", () => {
    const { deps: d, store, track, logError } = deps({ random: () => 0.3 });
    expect(resolveCtaVariant(d)).toEqual({ key: "schedule-a-call", label: "Schedule a Call" });
    expect(store.data.get("experiment-cta-copy")).toBe("schedule-a-call");
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("user_joined_cta_cohort", {
      experiment_id: "cta-copy",
      variant: "schedule-a-call",
      variant_copy: "Schedule a Call",
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it("enabled, a valid variant stored: uses it without storing or reporting again", () => {
    const store = memoryStorage({ "experiment-cta-copy": "lets-work-together" });
    const random = jest.fn(() => 0);
    const { deps: d, track } = deps({ store, random });
    expect(resolveCtaVariant(d)).toEqual({ key: "lets-work-together", label: "Let's work together!" });
    expect(random).not.toHaveBeenCalled();
    expect(store.setItem).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it("enabled, an unknown value stored: treats it as none and replaces it", () => {
    const store = memoryStorage({ "experiment-cta-copy": "Contact us now" });
    const { deps: d, track } = deps({ store, random: () => 0.6 });
    expect(resolveCtaVariant(d)?.key).toBe("request-an-estimate");
    expect(store.data.get("experiment-cta-copy")).toBe("request-an-estimate");
    expect(track).toHaveBeenCalledWith("user_joined_cta_cohort", {
      experiment_id: "cta-copy",
      variant: "request-an-estimate",
      variant_copy: "Request an Estimate",
    });
  });

  it("disabled, a valid variant stored: reports leaving, removes it, shows no variant", () => {
    const store = memoryStorage({ "experiment-cta-copy": "control" });
    const { deps: d, track } = deps({ store, enabled: false });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("user_left_cta_cohort", {
      experiment_id: "cta-copy",
      variant: "control",
      variant_copy: "Contact",
    });
    expect(store.data.has("experiment-cta-copy")).toBe(false);
  });

  it("disabled, nothing stored: no variant, no event, nothing stored", () => {
    const { deps: d, store, track } = deps({ enabled: false });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(store.setItem).not.toHaveBeenCalled();
    expect(store.removeItem).not.toHaveBeenCalled();
  });

  it("disabled, an unknown value stored: no event and the value is left alone", () => {
    const store = memoryStorage({ "experiment-cta-copy": "retired-variant" });
    const { deps: d, track } = deps({ store, enabled: false });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(store.data.get("experiment-cta-copy")).toBe("retired-variant");
  });

  it("storage that cannot be reached: logs with the error and shows no variant", () => {
    const failure = new DOMException("The operation is insecure.", "SecurityError");
    const {
      deps: d,
      track,
      logError,
    } = deps({
      storage: () => {
        throw failure;
      },
    });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it("storage that refuses to save: logs, shows no variant and does not report joining", () => {
    const store = memoryStorage();
    store.setItem.mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const { deps: d, track, logError } = deps({ store });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it("an analytics failure is caught and logged too", () => {
    const { deps: d, logError } = deps({
      track: () => {
        throw new Error("analytics down");
      },
    });
    expect(resolveCtaVariant(d)).toBeNull();
    expect(logError).toHaveBeenCalledTimes(1);
  });
});

describe("the browser store", () => {
  const env = process.env.GATSBY_CTA_EXPERIMENT_ENABLED;
  beforeEach(() => {
    forgetResolvedCtaVariant();
    window.localStorage.clear();
    window.analytics = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
  });
  afterEach(() => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = env;
    jest.restoreAllMocks();
  });

  it("resolves once, on the first subscription, with localStorage and console.error", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    jest.spyOn(Math, "random").mockReturnValue(0.9);
    expect(ctaVariantSnapshot()).toBeNull();
    const listener = jest.fn();
    const unsubscribe = subscribeToCtaVariant(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ctaVariantSnapshot()).toEqual({ key: "lets-work-together", label: "Let's work together!" });
    expect(window.localStorage.getItem("experiment-cta-copy")).toBe("lets-work-together");
    subscribeToCtaVariant(jest.fn());
    expect(window.analytics?.track).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("logs failures with console.error", () => {
    process.env.GATSBY_CTA_EXPERIMENT_ENABLED = "true";
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("blocked");
    });
    subscribeToCtaVariant(jest.fn());
    expect(ctaVariantSnapshot()).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("CTA copy experiment failed"), expect.any(Error));
  });
});

describe("the header call-to-action's contact intent", () => {
  it("follows the copy experiment's label", () => {
    const expected: Record<CtaVariantKey, string> = {
      control: "generic",
      "schedule-a-call": "call",
      "request-an-estimate": "estimate",
      "lets-work-together": "generic",
    };
    // A Record of every variant key: a new variant without an intent fails to compile.
    for (const key of Object.keys(expected) as CtaVariantKey[]) expect(intentOfCtaVariant(key)).toBe(expected[key]);
    expect(intentOfCtaVariant(null)).toBe("generic");
  });
});
