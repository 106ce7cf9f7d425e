/**
 * Claims on a pending lead (src/leads/README.md, "Webhook: an outbox"): when it is due, and the lease a
 * worker takes on it. Both stores (file and PostgreSQL) claim with these.
 */
import type { LeadRecord } from "./types";

/** When a pending lead is next due (a lead stored before the outbox existed is due from its creation). */
export function nextAttemptOf(lead: LeadRecord): string {
  return lead.delivery.nextAttemptAt ?? lead.createdAt;
}

/** Pending, due, and claimed by no worker (or by one whose lease ran out). */
export function isDue(lead: LeadRecord, now: Date): boolean {
  if (lead.delivery.status !== "pending") return false;
  if (Date.parse(nextAttemptOf(lead)) > now.getTime()) return false;
  const claimedUntil = lead.delivery.claimedUntil;
  return !claimedUntil || Date.parse(claimedUntil) <= now.getTime();
}

export interface ClaimOptions {
  now: Date;
  /** How long the claim holds; longer than one try can take (the webhook timeout plus a margin). */
  leaseMs: number;
  /** The claiming worker's token. */
  token: string;
  /** At most this many leads, the longest waiting first. */
  limit: number;
}

/** The lead claimed by `options.token` until the lease ends: nobody else sends it meanwhile. */
export function withClaim(lead: LeadRecord, options: ClaimOptions): LeadRecord {
  return {
    ...lead,
    delivery: {
      ...lead.delivery,
      claimedUntil: new Date(options.now.getTime() + options.leaseMs).toISOString(),
      claimToken: options.token,
    },
  };
}
