/**
 * The lead routes fuzzed through the production server (`npm run serve`), with the file store and with
 * PostgreSQL: generated requests (fast-check) of every shape a client can send — a form's fields
 * mutated into any text (lone surrogates, invisible or control characters, formulas, overlong),
 * lists, numbers and objects, any JSON value, any bytes, every content type and Accept, reused
 * idempotency keys, the honeypot filled or not, other methods. Whatever is sent:
 *
 * - the answer is one of 201, 303, 400, 405, 409, 413, 415, 429, 503, within 10 s (no hang);
 * - the server is still running at the end (no crash);
 * - every 201 and every 303 to a thank-you page (the honeypot left empty) is stored once and read
 *   back by `npm run leads:export`; a submission with the honeypot filled is never stored;
 * - with a healthy store, never 503: input that can never succeed is never told to try again.
 *
 * Contact's second step (200 and 404 besides) is fuzzed the same way on its own, and so is the consent
 * route (`/api/consent`): 201, 400, 405, 413, 415 only, and every 201 is one record `leads:consent` exports.
 */
import fc from "fast-check";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  HONEYPOT_FIELD,
  LEAD_FORMS,
  type LeadFormName,
  THANK_YOU_PATHS,
  leadForm,
} from "../../src/leads/shared/lead-forms";
import type { FieldSpec, FormSchema } from "../../src/lib/validation";
import { leadCommand, parseCsv } from "../support/leads/lead-commands";
import { freePortIn } from "../support/free-port";
import { createTestDatabase } from "../support/postgres-cluster";
import { type ServerProcess, startSiteServer } from "../support/site-server-process";

const RUNS = Number(process.env.LEAD_FUZZ_RUNS) || 300;
const MARKER = "MARKER";

/** Text a visitor, a bot or an attacker may send. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "=cmd|' /C calc'!A0",
    "Hello\n=HYPERLINK()\n",
    "\u200b\u200b\u200b",
    "\ud800",
    "Ada \udc00 Lovelace",
    "a\u0000b\u202e",
    "<script>alert(1)</script>",
    "x".repeat(70_000),
    "",
    "   ",
  ),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  fc.array(anyText, { maxLength: 3 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 5 }), anyText, { maxKeys: 2 }),
);

/** A value the field's rule accepts (the e-mail carries the case's marker), or anything at all, or none. */
function fieldValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  const valid =
    spec.kind === "email"
      ? fc.constant(`${MARKER}@example.com`)
      : spec.kind === "text"
        ? fc.constantFrom("Ada Lovelace", "Analytical Engines", "We need an app built in six weeks.")
        : spec.kind === "select"
          ? fc.constantFrom(...spec.options.map((option) => option.value))
          : fc.subarray(
              spec.options.map((option) => option.value),
              { minLength: 1 },
            );
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 2, arbitrary: anyValue }, fc.constant(undefined));
}

/** A form's fields (or its second step's), each valid or mutated, sometimes with extra fields and the honeypot. */
function submission(rules: FormSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(rules).map(([name, spec]) => [name, fieldValue(spec)]));
  return fc
    .record({
      fields: fc.record(fields),
      extra: fc.dictionary(
        fc.string({ maxLength: 8 }).filter((key) => key !== "id"),
        anyValue,
        { maxKeys: 2 },
      ),
      honeypot: fc.oneof({ weight: 5, arbitrary: fc.constant("") }, anyText),
      hiddenKey: fc.option(fc.constantFrom("fuzz-hidden-key-0000000001", "fuzz-hidden-key-0000000002")),
    })
    .map(({ fields: values, extra, honeypot, hiddenKey }) => ({
      ...extra,
      ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      [HONEYPOT_FIELD]: honeypot,
      ...(hiddenKey ? { idempotency_key: hiddenKey } : {}),
    }));
}

interface Case {
  form: LeadFormName;
  method: string;
  type: string | null;
  accept: string | null;
  key: string | null;
  /** An object sent as JSON or urlencoded by its type; a string sent as it is. */
  body: Record<string, unknown> | unknown;
}

/** Without an `id` (which makes a contact post its second step): the first property's bodies. */
const withoutId = (value: unknown) => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const { id: _id, ...rest } = value as Record<string, unknown>;
  return rest;
};

const request = (
  bodies: (form: LeadFormName) => fc.Arbitrary<unknown>,
  forms: readonly LeadFormName[] = LEAD_FORMS,
): fc.Arbitrary<Case> =>
  fc.constantFrom(...forms).chain((form) =>
    fc.record({
      form: fc.constant(form),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant("POST") },
        fc.constantFrom("GET", "PUT", "DELETE", "PATCH"),
      ),
      type: fc.oneof(
        { weight: 5, arbitrary: fc.constant("application/json") },
        { weight: 4, arbitrary: fc.constant("application/x-www-form-urlencoded") },
        fc.constantFrom("text/plain", "multipart/form-data; boundary=x", "application/json; charset=latin1", null),
      ),
      accept: fc.constantFrom(
        null,
        "application/json",
        "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "*/*",
      ),
      key: fc.option(fc.constantFrom("fuzz-header-key-000000001", "fuzz-header-key-000000002", "short")),
      body: fc.oneof(
        { weight: 6, arbitrary: bodies(form) },
        fc.jsonValue().map(withoutId),
        fc.string({ unit: "binary", maxLength: 200 }),
      ),
    }),
  );

function encode(type: string | null, body: unknown): string {
  if (typeof body === "string") return body;
  if (type?.startsWith("application/x-www-form-urlencoded") && body && typeof body === "object") {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(name, typeof item === "string" ? item : JSON.stringify(item));
      }
    }
    return query.toString();
  }
  return JSON.stringify(body) ?? "";
}

/** What was sent and what came back, for the store's check at the end. */
interface Sent {
  marker: string;
  honeypot: boolean;
  status: number;
  location: string | null;
  id: string | null;
}

async function send(base: string, input: Case, marker: string): Promise<Sent> {
  const body = encode(input.type, input.body).replaceAll(MARKER, marker);
  const headers: Record<string, string> = {};
  if (input.type) headers["Content-Type"] = input.type;
  if (input.accept) headers.Accept = input.accept;
  if (input.key) headers["Idempotency-Key"] = input.key;
  const response = await fetch(`${base}${leadForm(input.form).route}`, {
    method: input.method,
    headers,
    body: input.method === "GET" ? undefined : body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let id: string | null = null;
  if (response.status === 201 || response.status === 200) id = (JSON.parse(text) as { id: string }).id;
  const honeypot =
    input.body && typeof input.body === "object" ? (input.body as Record<string, unknown>)[HONEYPOT_FIELD] : "";
  return {
    marker,
    honeypot: typeof honeypot === "string" && honeypot.trim() !== "",
    status: response.status,
    location: response.headers.get("location"),
    id,
  };
}

/** Checks every answer against the store: what was acknowledged is there once, honeypot posts never. */
function checkStored(csv: string, sent: Sent[]) {
  const rows = parseCsv(csv).slice(1);
  const rowsWith = (text: string) => rows.filter((cells) => cells.some((cell) => cell.includes(text))).length;
  for (const answer of sent) {
    const acknowledged =
      answer.status === 201 || (answer.status === 303 && THANK_YOU_PATHS.includes(answer.location ?? ""));
    if (answer.honeypot) expect([answer, rowsWith(answer.marker)]).toEqual([answer, 0]);
    else if (acknowledged) {
      expect([answer, rowsWith(answer.marker)]).toEqual([answer, 1]);
      if (answer.id) expect([answer, rows.filter((cells) => cells[0] === answer.id).length]).toEqual([answer, 1]);
    }
  }
}

describe.each(["files", "PostgreSQL"] as const)("fuzzed requests, %s store", (kind) => {
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;
  let dir: string;
  let count = 0;
  const marker = () => `fz${kind === "files" ? "f" : "p"}${(count += 1)}x`;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "lead-fuzz-"));
    env = {
      LEADS_DIR: dir,
      DATABASE_URL: kind === "files" ? "" : await createTestDatabase("fuzz"),
      LEADS_WEBHOOK_URL: "",
      LEADS_RATE_LIMIT_MAX: "100000",
    };
    server = await startSiteServer(await freePortIn(process.env.SERVER_TEST_PORTS), env);
  });
  afterAll(async () => {
    await server?.kill("SIGKILL");
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("answers any request with one of the route's statuses in time, and stores what it acknowledged once", async () => {
    const sent: Sent[] = [];
    await fc.assert(
      fc.asyncProperty(
        request((form) => submission(leadForm(form).rules)),
        async (input) => {
          const answer = await send(server.base, input, marker());
          expect([input, answer.status, [201, 303, 400, 405, 409, 413, 415, 429, 503].includes(answer.status)]).toEqual(
            [input, answer.status, true],
          );
          sent.push(answer);
        },
      ),
      { numRuns: RUNS },
    );
    expect(server.child.exitCode).toBeNull();
    const statuses = sent.reduce<Record<number, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    );
    console.log(`${kind}: ${RUNS} fuzzed requests answered ${JSON.stringify(statuses)}`);
    // The store is healthy here: a 503 would tell a visitor to retry what can never succeed.
    expect(sent.filter((answer) => answer.status === 503)).toEqual([]);
    // The run reached the store both ways, so the check below has something to check.
    expect(sent.some((answer) => answer.status === 201 && !answer.honeypot)).toBe(true);
    expect(sent.some((answer) => answer.status === 303 && THANK_YOU_PATHS.includes(answer.location ?? ""))).toBe(true);
    const exported = await leadCommand("leads-export", env);
    expect(exported.code).toBe(0);
    checkStored(exported.stdout, sent);
  });

  it("answers contact's second step, for a stored lead or any id, with its own statuses and keeps the lead whole", async () => {
    const first = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", email: "ada@example.com", message: "We need an app." }),
    });
    const { id } = (await first.json()) as { id: string };
    const details = () =>
      fc
        .record({
          step: submission(leadForm("contact").details!.rules),
          id: fc.oneof(fc.constant(id), fc.uuid(), anyValue),
        })
        .map(({ step, id: lead }) => ({ ...step, id: lead }));
    await fc.assert(
      fc.asyncProperty(request(details, ["contact"]), async (input) => {
        const answer = await send(server.base, input, marker());
        const allowed = [200, 201, 303, 400, 404, 405, 409, 413, 415, 429, 503];
        expect([input, answer.status, allowed.includes(answer.status)]).toEqual([input, answer.status, true]);
      }),
      { numRuns: Math.ceil(RUNS / 3) },
    );
    expect(server.child.exitCode).toBeNull();
    // A second step caught by a spam trap sets the whole lead aside as spam: it is then listed there, once.
    const rows = [
      ...parseCsv((await leadCommand("leads-export", env)).stdout),
      ...parseCsv((await leadCommand("leads-export", env, ["--spam"])).stdout),
    ];
    expect(rows.filter((cells) => cells[0] === id)).toHaveLength(1);
  });

  it("answers any consent request with the consent route's own statuses in time, and stores each 201 once", async () => {
    const choice = fc.record({
      consentId: fc.oneof({ weight: 6, arbitrary: fc.constant(MARKER) }, anyValue),
      analytics: fc.oneof({ weight: 6, arbitrary: fc.boolean() }, anyValue),
      marketing: fc.oneof({ weight: 6, arbitrary: fc.boolean() }, anyValue),
      policyVersion: fc.oneof({ weight: 6, arbitrary: fc.constant("2025-09-01") }, anyValue),
      page: fc.oneof(fc.constant("/about-us/"), anyValue),
      gpc: fc.oneof(fc.boolean(), anyValue),
    });
    const created: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        request(() => choice, ["newsletter"]),
        async (input) => {
          const consentId = marker();
          const response = await fetch(`${server.base}/api/consent`, {
            method: input.method,
            headers: {
              ...(input.type && { "Content-Type": input.type }),
              ...(input.accept && { Accept: input.accept }),
            },
            body: input.method === "GET" ? undefined : encode(input.type, input.body).replaceAll(MARKER, consentId),
            signal: AbortSignal.timeout(10_000),
          });
          const allowed = [201, 400, 405, 413, 415];
          expect([input, response.status, allowed.includes(response.status)]).toEqual([input, response.status, true]);
          if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
    expect(server.child.exitCode).toBeNull();
    expect(created.length).toBeGreaterThan(0);
    const stored = parseCsv((await leadCommand("leads-consent", env)).stdout).map((cells) => cells[0]);
    for (const id of created) expect([id, stored.filter((row) => row === id)]).toEqual([id, [id]]);
  });
});
