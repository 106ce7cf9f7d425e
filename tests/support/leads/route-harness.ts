/**
 * What the lead route's tests share (route-requests, route-leads, route-abuse): a valid body for each form, a
 * file store in a fresh folder for each test, a clock the test moves, and a call of the route as a server
 * makes it, counting how often it wakes the delivery worker.
 */
import { promises as fs } from "node:fs";
import type { LeadFormName } from "../../../src/leads/shared/lead-forms";
import { loadLeadsConfig } from "../../../src/leads/server/config";
import { type LeadDeps, handleLeadRequest } from "../../../src/leads/server/request/route";
import { createRateLimiter } from "../../../src/leads/server/request/rate-limiter";
import { createFileLeadStore, type LeadStore } from "../../../src/leads/server/store/store";
import { fakeRequest, readReply, tempDir, type FakeRequestInit } from "./fakes";

export const VALID: Record<LeadFormName, Record<string, unknown>> = {
  newsletter: { footer_email: "ada@example.com", source: "footer" },
  contact: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    message: "We need an app.",
  },
  demo: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    importSources: ["csv", "excel"],
    importVolume: "100-1000",
  },
  referral: {
    yourName: "Grace Hopper",
    yourEmail: "grace@example.com",
    referralName: "Ada Lovelace",
    referralEmail: "ada@example.com",
    referralCompany: "Analytical Engines",
    notes: "She is planning a new product.",
  },
  application: {
    companyName: "Compilers Inc",
    founderName: "Grace Hopper",
    email: "grace@example.com",
    stage: "seed",
    sectors: ["developer-tools", "education"],
    pitch: "Programming in plain English.",
  },
};
export const DETAILS = { interests: ["web", "mobile"], budget: "50k-150k", timeline: "asap" };

/** The current test's folder, store and clock, and how many times a route woke the worker. */
export interface RouteState {
  dir: string;
  store: LeadStore;
  clock: number;
  /** Once for each lead, or revision, waiting for delivery. */
  woken: number;
}

const state = {} as RouteState;

/** A fresh store and clock for each test of the file that calls it; the folder goes after the test. */
export function routeHarness(): RouteState {
  beforeEach(async () => {
    state.dir = await tempDir();
    state.store = createFileLeadStore(state.dir);
    state.clock = Date.parse("2025-03-01T10:00:00.000Z");
    state.woken = 0;
  });
  afterEach(() => fs.rm(state.dir, { recursive: true, force: true }));
  return state;
}

/**
 * The settings of a server with a webhook (leads wait for delivery), or as `env` says. A newsletter
 * signup is delivered at once here; the double opt-in tests wait for its confirmation.
 */
export const settings = (env: Record<string, string> = { LEADS_WEBHOOK_URL: "https://hooks.example.com/leads" }) =>
  loadLeadsConfig({
    LEADS_DIR: state.dir,
    NEWSLETTER_DOUBLE_OPT_IN: "false",
    LEADS_SECRET: "route-test-secret",
    ...env,
  });

export interface CallOptions extends Omit<Partial<LeadDeps>, "store" | "limiter"> {
  store?: LeadStore;
  limiter?: ReturnType<typeof createRateLimiter>;
}

/** The route's answer to one request, with the test's store, clock and (unless given) a fresh rate limit. */
export async function call(form: LeadFormName, init: FakeRequestInit, options: CallOptions = {}) {
  const limiter = options.limiter ?? createRateLimiter({ max: 5, windowMs: 60_000 }, () => state.clock);
  const reply = await handleLeadRequest(form, fakeRequest(init), {
    config: settings(),
    wake: () => (state.woken += 1),
    now: () => new Date(state.clock),
    log: { error: jest.fn() },
    ...options,
    store: async () => options.store ?? state.store,
    limiter: () => limiter,
  });
  return readReply(reply);
}
