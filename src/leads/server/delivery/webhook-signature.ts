/**
 * Webhook requests signed with LEADS_WEBHOOK_SECRET: X-Leads-Timestamp (Unix seconds) and
 * X-Leads-Signature (v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>">). verifyWebhookSignature is the
 * receiver's check (src/leads/README.md, "Verifying a request").
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const TIMESTAMP_HEADER = "X-Leads-Timestamp";
export const SIGNATURE_HEADER = "X-Leads-Signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function signatureHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signWebhookBody(secret, timestamp, body) };
}

export interface SignedRequest {
  secret: string;
  /** The raw body exactly as received. */
  body: string | Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  now?: Date;
  toleranceSeconds?: number;
}

export function verifyWebhookSignature(request: SignedRequest): boolean {
  const { secret, timestamp, signature } = request;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return false;
  const now = Math.floor((request.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(timestamp)) > (request.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const body = typeof request.body === "string" ? request.body : request.body.toString("utf8");
  const expected = Buffer.from(signWebhookBody(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
