/**
 * A stand-in for the lead routes in component and library tests: it replaces
 * the global fetch, records every request's route and JSON body, and answers
 * like the server (201 { id } for a new lead, 200 { id } for contact step 2)
 * unless a test queues other answers. A form's GET of its token (the time it
 * was shown) is answered with FAKE_FORM_TOKEN and counted apart.
 */
import { FORM_TOKEN_ROUTE } from "../leads/shared/lead-forms";

export const FAKE_FORM_TOKEN = "1767225600000.fake-signature";
/** The hidden fields a form's script sends with every submission here (no stored privacy choice). */
export const SENT_HIDDEN = { policy_version: "unversioned", form_token: FAKE_FORM_TOKEN } as const;

export interface LeadApiRequest {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

/** An HTTP answer, or "offline" for a request that never gets one (fetch rejects). */
export type LeadApiReply = { status: number; body?: unknown; headers?: Record<string, string> } | "offline";

export interface FakeLeadApi {
  requests: LeadApiRequest[];
  /** Answers the next requests, in order, with these (a promise delays its answer). */
  answerNext(...replies: Array<LeadApiReply | Promise<LeadApiReply>>): void;
  /** The ids given to new leads, in order. */
  ids: string[];
  /** How many form tokens were asked for. */
  tokens(): number;
  restore(): void;
}

/** The n-th id the fake hands out (1-based), shaped like the server's UUIDs. */
export const fakeLeadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function toResponse(reply: Exclude<LeadApiReply, "offline">): Response {
  const headers = Object.fromEntries(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => {
      if (reply.body === undefined) throw new SyntaxError("Unexpected end of JSON input");
      return reply.body;
    },
  } as unknown as Response;
}

export function fakeLeadApi(): FakeLeadApi {
  const requests: LeadApiRequest[] = [];
  const queue: Array<LeadApiReply | Promise<LeadApiReply>> = [];
  const ids: string[] = [];
  let tokens = 0;
  const original = globalThis.fetch;

  const stored = (body: Record<string, unknown>): LeadApiReply => {
    if (typeof body.id === "string") return { status: 200, body: { id: body.id } };
    const id = fakeLeadId(ids.length + 1);
    ids.push(id);
    return { status: 201, body: { id } };
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) === FORM_TOKEN_ROUTE) {
      tokens += 1;
      return toResponse({ status: 200, body: { token: FAKE_FORM_TOKEN } });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    requests.push({ url: String(input), method: init.method ?? "GET", body });
    const next = queue.shift() ?? stored(body);
    // An answer arrives in a later task, as over a network (under fake timers: when the test advances them).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reply = await next;
    if (reply === "offline") throw new TypeError("Failed to fetch");
    return toResponse(reply);
  }) as typeof fetch;

  return {
    requests,
    ids,
    tokens: () => tokens,
    answerNext: (...replies) => queue.push(...replies),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
