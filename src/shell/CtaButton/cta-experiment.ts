/**
 * The call-to-action copy experiment ("cta-copy"). When the experiment is on,
 * each visitor is put in one cohort (variant) at random, kept in localStorage,
 * and the header call-to-action shows that cohort's label. When it is off,
 * visitors who were in a cohort leave it and the default label shows.
 */
import type { ContactIntentId } from "../../lib/contact-intents";
import { EVENTS, track } from "../../telemetry";

export const CTA_EXPERIMENT_ID = "cta-copy";
export const CTA_STORAGE_KEY = "experiment-cta-copy";

/** Variant key → label on the button. */
export const CTA_VARIANTS = {
  control: "Contact",
  "schedule-a-call": "Schedule a Call",
  "request-an-estimate": "Request an Estimate",
  "lets-work-together": "Let's work together!",
} as const;

export type CtaVariantKey = keyof typeof CTA_VARIANTS;

export interface CtaVariant {
  key: CtaVariantKey;
  label: string;
}

const VARIANT_KEYS = Object.keys(CTA_VARIANTS) as CtaVariantKey[];

/** The header call-to-action's intent follows the label the copy experiment shows. */
export function intentOfCtaVariant(variant: CtaVariantKey | null | undefined): ContactIntentId {
  if (variant === "schedule-a-call") return "call";
  if (variant === "request-an-estimate") return "estimate";
  return "generic";
}

/** The build-time switch: on only when GATSBY_CTA_EXPERIMENT_ENABLED is exactly "true". */
export function isCtaExperimentEnabled(value: string | undefined = process.env.GATSBY_CTA_EXPERIMENT_ENABLED): boolean {
  return value === "true";
}

export function isCtaVariantKey(value: unknown): value is CtaVariantKey {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(CTA_VARIANTS, value);
}

export function ctaVariant(key: CtaVariantKey): CtaVariant {
  return { key, label: CTA_VARIANTS[key] };
}

/** One variant, uniformly at random: `random` returns a number in [0, 1) like Math.random. */
export function pickCtaVariant(random: () => number): CtaVariant {
  const index = Math.min(VARIANT_KEYS.length - 1, Math.floor(random() * VARIANT_KEYS.length));
  return ctaVariant(VARIANT_KEYS[index]);
}

/** The payload of the joined- and left-cohort events. */
export function cohortPayload(variant: CtaVariant) {
  return { experiment_id: CTA_EXPERIMENT_ID, variant: variant.key, variant_copy: variant.label };
}

type ExperimentStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface CtaExperimentDeps {
  enabled: boolean;
  /** Reading window.localStorage can itself throw (blocked storage), so it is fetched inside the guard. */
  storage: () => ExperimentStorage;
  random: () => number;
  track: (event: string, properties: Record<string, unknown>) => void;
  logError: (message: string, error: unknown) => void;
}

/**
 * The variant to show, or null for the default label. Stores, removes and
 * reports cohort membership as a side effect; any failure is logged and
 * means no variant.
 */
export function resolveCtaVariant(deps: CtaExperimentDeps): CtaVariant | null {
  try {
    const storage = deps.storage();
    const stored = storage.getItem(CTA_STORAGE_KEY);
    const current = isCtaVariantKey(stored) ? ctaVariant(stored) : null;

    if (!deps.enabled) {
      if (current) {
        deps.track(EVENTS.leftCtaCohort, cohortPayload(current));
        storage.removeItem(CTA_STORAGE_KEY);
      }
      return null;
    }

    if (current) return current;
    const chosen = pickCtaVariant(deps.random);
    storage.setItem(CTA_STORAGE_KEY, chosen.key);
    deps.track(EVENTS.joinedCtaCohort, cohortPayload(chosen));
    return chosen;
  } catch (error) {
    deps.logError("CTA copy experiment failed; showing the default label.", error);
    return null;
  }
}

/** resolveCtaVariant with the browser's storage, Math.random, the analytics door and the console. */
export function resolveCtaVariantInBrowser(enabled: boolean = isCtaExperimentEnabled()): CtaVariant | null {
  return resolveCtaVariant({
    enabled,
    storage: () => window.localStorage,
    random: Math.random,
    track,
    logError: (message, error) => console.error(message, error),
  });
}

/*
 * The variant as an external store for React (useSyncExternalStore): it is
 * resolved once per page load, when the first component subscribes (after
 * hydration, so the server-rendered default label hydrates cleanly).
 */
let resolved: { variant: CtaVariant | null } | undefined;
const listeners = new Set<() => void>();

export function subscribeToCtaVariant(listener: () => void): () => void {
  listeners.add(listener);
  if (!resolved) {
    resolved = { variant: resolveCtaVariantInBrowser() };
    listeners.forEach((notifyListener) => notifyListener());
  }
  return () => {
    listeners.delete(listener);
  };
}

/** The resolved variant, or null before resolution, on the server, and when none applies. */
export function ctaVariantSnapshot(): CtaVariant | null {
  return resolved?.variant ?? null;
}

/** Forgets the resolved variant, so the next subscriber resolves again (tests only). */
export function forgetResolvedCtaVariant(): void {
  resolved = undefined;
}
