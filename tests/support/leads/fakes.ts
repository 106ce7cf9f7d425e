/** Requests and responses for driving lead handlers in unit tests, stored leads and a throw-away store directory. */
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { LeadReply } from "../../../src/leads/server/request/answer";
import type { LeadRequest } from "../../../src/leads/server/request/route";
import { createFileLeadStore, type LeadStore } from "../../../src/leads/server/store/store";
import { type DeliveryRow, type DeliverySummary, summarize } from "../../../src/leads/server/delivery/states";
import type { ConsentRecord, LeadRecord, LegacyDelivery } from "../../../src/leads/server/types";

export interface FakeRequestInit {
  method?: string;
  headers?: IncomingHttpHeaders;
  /** An object is sent as JSON; a string or Buffer as is; an array of chunks is streamed without a length. */
  body?: unknown;
  address?: string;
  url?: string;
}

export function fakeRequest(init: FakeRequestInit = {}): LeadRequest {
  const { method = "POST", body, address = "203.0.113.7", url = "/" } = init;
  const chunked = Array.isArray(body) && body.every((part) => typeof part === "string" || Buffer.isBuffer(part));
  const payload: Buffer[] = chunked
    ? (body as (string | Buffer)[]).map((part) => Buffer.from(part))
    : body === undefined
      ? []
      : [typeof body === "string" || Buffer.isBuffer(body) ? Buffer.from(body) : Buffer.from(JSON.stringify(body))];
  const headers: IncomingHttpHeaders = { "content-type": "application/json", ...init.headers };
  if (!chunked && payload.length && headers["content-length"] === undefined) {
    headers["content-length"] = String(payload[0].length);
  }
  const stream = Readable.from(payload, { objectMode: false });
  return Object.assign(stream, { method, url, headers, socket: { remoteAddress: address } });
}

/** An Express-like response that records what was written (for handlers that write one, such as the CSP report endpoint). */
export interface RecordedResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  /** The body as it would go over the wire. */
  text: string;
  status(code: number): RecordedResponse;
  setHeader(name: string, value: string): void;
  json(body: unknown): RecordedResponse;
  send(body: string): RecordedResponse;
}

export function fakeResponse(): RecordedResponse {
  const res: RecordedResponse = {
    statusCode: 200,
    headers: {},
    body: undefined,
    text: "",
    status(code) {
      res.statusCode = code;
      return res;
    },
    setHeader(name, value) {
      res.headers[name.toLowerCase()] = value;
    },
    json(body) {
      res.body = body;
      res.text = JSON.stringify(body);
      return res;
    },
    send(body) {
      res.body = body;
      res.text = body;
      return res;
    },
  };
  return res;
}

/** A lead route's reply as a test reads it: the status, the headers, the JSON body parsed (or the page's text). */
export function readReply(reply: LeadReply) {
  const json = reply.headers["content-type"]?.startsWith("application/json");
  return {
    statusCode: reply.status,
    headers: reply.headers,
    body: json ? (JSON.parse(reply.body) as unknown) : reply.body,
    text: reply.body,
  };
}

export async function tempDir(prefix = "leads-"): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/** A stored newsletter lead (a signup without double opt-in), with a fresh id. */
export function leadRecord(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: randomUUID(),
    form: "newsletter",
    revision: 1,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    fields: { footer_email: "ada@example.com" },
    details: null,
    meta: { source: "footer", page: "/", campaign: null },
    ...overrides,
  };
}

/** A privacy choice's consent record, with a fresh id. */
export function consentRecord(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    id: randomUUID(),
    at: "2025-03-01T10:00:00.000Z",
    kind: "privacy-choice",
    choices: { analytics: false, marketing: true },
    policyVersion: "2025-01-01",
    page: "/",
    addressHash: "cTtD7Xm1c3H5pQ2nYvJ0aW8kZr4sL6uF9gBhNiOeRxA",
    consentId: randomUUID(),
    leadId: null,
    gpc: false,
    ...overrides,
  };
}

/** The lead with an idempotency key, as a route stores it. */
export function keyed(lead: LeadRecord, key: string): LeadRecord {
  return { ...lead, idempotencyKeys: [key] };
}

/** Two file stores on one fresh folder (as two processes would open it), and the folder's removal. */
export async function fileStorePair(): Promise<{ store: LeadStore; other: LeadStore; cleanup(): Promise<void> }> {
  const dir = await tempDir();
  return {
    store: createFileLeadStore(dir),
    other: createFileLeadStore(dir),
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** A lead's delivery as one word (delivery/states.ts, summarize), with the rows it was read from. */
export async function deliveryOf(
  store: LeadStore,
  id: string,
): Promise<{ status: DeliverySummary | null; rows: DeliveryRow[] }> {
  const lead = await store.get(id);
  const rows = await store.deliveriesOf(id);
  return { status: lead ? summarize(lead, rows) : null, rows };
}

/** A lead's row to `destination` (its state, tries and log), or undefined. */
export async function rowOf(store: LeadStore, id: string, destination: DeliveryRow["destination"]) {
  return (await store.deliveriesOf(id)).find((row) => row.destination === destination);
}

/** A lead as the previous version stored it: its one `delivery` field (two tries made; the last failed unless sent). */
export function legacyLead(status: LegacyDelivery["status"], overrides: Partial<LeadRecord> = {}): LeadRecord {
  return leadRecord({
    delivery: {
      status,
      attempts: 2,
      lastAttemptAt: "2025-03-01T10:01:00.000Z",
      lastError: status === "sent" ? null : "HTTP_500: the webhook answered 500",
      deliveredAt: status === "sent" ? "2025-03-01T10:01:00.000Z" : null,
      deliveredRevision: status === "sent" ? 1 : null,
      nextAttemptAt: "2025-03-01T10:05:00.000Z",
    },
    ...overrides,
  });
}
