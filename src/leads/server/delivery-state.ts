/**
 * The outbox rules both stores share: when a lead's delivery is due, and what
 * claiming it for one worker writes on it. A claim is a lease: the worker that
 * holds it (claimToken) sends the lead and records the outcome; nobody else
 * takes the lead until claimedUntil has passed, which is longer than one try
 * may take, so a lead is never sent by two workers at once.
 */
import type { LeadRecord } from "./types";

/** When a pending lead is next due (a lead stored before the outbox existed is due from its creation). */
export function nextAttemptOf(lead: LeadRecord): string {
  return lead.delivery.nextAttemptAt ?? lead.createdAt;
}

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
  /** At most this many leads. */
  limit: number;
  /** Only these leads (the one a route just stored); otherwise any due lead, the longest waiting first. */
  ids?: readonly string[];
}

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
