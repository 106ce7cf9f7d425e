/**
 * @jest-environment node
 */
import { NO_PROXY } from "../../leads/server";
import { promises as fs } from "node:fs";
import path from "node:path";
import { fakeRequest, fakeResponse, tempDir } from "../../../tests/support/leads/fakes";
import { createRateLimiter } from "../../leads/server/request/rate-limiter";
import { until } from "../../../tests/support/poll";
import { type DayCounts, createCspReportHandler, loadCspReportConfig, parseCspReports } from "./csp-report";

const LEGACY = {
  "csp-report": {
    "document-uri": "https://flatirons.com/contact-us/?email=ada@example.com",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "inline",
    disposition: "enforce",
    "source-file": "https://flatirons.com/contact-us/",
    "line-number": 12,
    "script-sample": "alert(1)",
  },
};
const REPORTING_API = [
  {
    type: "csp-violation",
    url: "https://flatirons.com/",
    body: {
      documentURL: "https://flatirons.com/#x",
      effectiveDirective: "style-src-elem",
      blockedURL: "https://evil.example/a.css?t=1",
      disposition: "report",
      lineNumber: 3,
    },
  },
  { type: "deprecation", body: {} },
];

describe("CSP report endpoint", () => {
  let dir: string;
  let res: ReturnType<typeof fakeResponse> & { ended: boolean; end: () => void };
  beforeEach(async () => {
    dir = await tempDir("csp-");
    res = Object.assign(fakeResponse(), {
      ended: false,
      end() {
        res.ended = true;
      },
    });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const handler = (max = 5) =>
    createCspReportHandler(
      { dir, rateLimit: { max, windowMs: 60_000 }, proxy: NO_PROXY },
      { limiter: createRateLimiter({ max, windowMs: 60_000 }), now: () => new Date("2026-03-04T05:06:07.000Z") },
    );
  const stored = async () =>
    (await fs.readFile(path.join(dir, "2026-03-04.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));

  it("stores a report-uri report without query values and answers 204", async () => {
    await handler()(fakeRequest({ body: LEGACY, headers: { "content-type": "application/csp-report" } }), res);
    expect(res.statusCode).toBe(204);
    expect(res.ended).toBe(true);
    expect(await stored()).toEqual([
      {
        receivedAt: "2026-03-04T05:06:07.000Z",
        documentURL: "https://flatirons.com/contact-us/",
        effectiveDirective: "script-src-elem",
        blockedURL: "inline",
        disposition: "enforce",
        sourceFile: "https://flatirons.com/contact-us/",
        lineNumber: 12,
        sample: "alert(1)",
        fingerprint: expect.stringMatching(/^[\w-]{22}$/),
      },
    ]);
  });

  it("stores the csp-violation reports of a Reporting API batch, and nothing else", async () => {
    await handler()(fakeRequest({ body: REPORTING_API, headers: { "content-type": "application/reports+json" } }), res);
    expect(res.statusCode).toBe(204);
    expect(await stored()).toEqual([
      {
        receivedAt: "2026-03-04T05:06:07.000Z",
        documentURL: "https://flatirons.com/",
        effectiveDirective: "style-src-elem",
        blockedURL: "https://evil.example/a.css",
        disposition: "report",
        sourceFile: null,
        lineNumber: 3,
        sample: null,
        fingerprint: expect.stringMatching(/^[\w-]{22}$/),
      },
    ]);
  });

  it("refuses other methods, other types, non-reports and large bodies, storing nothing", async () => {
    const cases: Array<[Parameters<typeof fakeRequest>[0], number]> = [
      [{ method: "GET" }, 405],
      [{ body: LEGACY, headers: { "content-type": "text/plain" } }, 415],
      [{ body: { hello: 1 }, headers: { "content-type": "application/json" } }, 400],
      [{ body: "x".repeat(17 * 1024), headers: { "content-type": "application/csp-report" } }, 413],
    ];
    for (const [init, status] of cases) {
      const response = Object.assign(fakeResponse(), { end: () => undefined });
      await handler()(fakeRequest(init), response);
      expect(response.statusCode).toBe(status);
    }
    expect(await fs.readdir(dir)).toEqual([]);
  });

  /** The legacy report with its line number set: a violation of its own. */
  const atLine = (line: number) => ({ "csp-report": { ...LEGACY["csp-report"], "line-number": line } });
  const send = async (target: ReturnType<typeof createCspReportHandler>, body: unknown, from = "203.0.113.1") => {
    const response = Object.assign(fakeResponse(), { end: () => undefined });
    await target(fakeRequest({ body, headers: { "content-type": "application/csp-report" }, address: from }), response);
    return response.statusCode;
  };
  const capped = (caps: { maxBytesPerDay?: number; maxBytesPerAddress?: number }) =>
    createCspReportHandler(
      { dir, rateLimit: { max: 1000, windowMs: 60_000 }, proxy: NO_PROXY, ...caps },
      { limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }), now: () => new Date("2026-03-04T05:06:07.000Z") },
    );
  const counts = () =>
    until(
      "the day's counts written",
      async () => JSON.parse(await fs.readFile(path.join(dir, "2026-03-04.counts.json"), "utf8")) as DayCounts,
      4_000,
    );

  it("keeps a day's file within its size exactly, whole lines only, however many reports arrive at once", async () => {
    const small = capped({ maxBytesPerDay: 2000 });
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => send(small, atLine(index), `203.0.113.${index}`)),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
    const text = await fs.readFile(path.join(dir, "2026-03-04.jsonl"), "utf8");
    const line = Buffer.byteLength(text.split("\n")[0] + "\n");
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2000);
    expect(Buffer.byteLength(text)).toBeGreaterThan(2000 - 2 * line);
    const kept = text.trim().split("\n").length;
    expect(await counts()).toEqual({ repeats: {}, overAddressCap: 0, overDayCap: 40 - kept });
  });

  it("keeps one address to its share of the day: another address's violation after its flood is stored", async () => {
    const shared = capped({ maxBytesPerAddress: 1500 });
    for (let index = 0; index < 30; index += 1) await send(shared, atLine(index), "198.51.100.7");
    const flood = (await stored()).length;
    expect(flood).toBeGreaterThan(0);
    expect(flood).toBeLessThan(30);
    await send(shared, atLine(999), "192.0.2.44");
    expect((await stored()).map((violation) => violation.lineNumber)).toContain(999);
    expect((await counts()).overAddressCap).toBe(30 - flood);
  });

  it("counts a violation already stored that day instead of storing it again, from any address", async () => {
    const target = capped({});
    for (let index = 0; index < 5; index += 1) await send(target, LEGACY, `203.0.113.${index}`);
    await send(target, atLine(13), "203.0.113.9");
    const lines = await stored();
    expect(lines.map((violation) => violation.lineNumber)).toEqual([12, 13]);
    expect(await counts()).toEqual({ repeats: { [lines[0].fingerprint]: 4 }, overAddressCap: 0, overDayCap: 0 });
  });

  it("deletes the days older than 30 with a day's first report, and nothing else", async () => {
    for (const name of ["2026-02-01.jsonl", "2026-02-02.jsonl", "2026-03-03.jsonl", "notes.txt"]) {
      await fs.writeFile(path.join(dir, name), "{}\n");
    }
    await handler()(fakeRequest({ body: LEGACY, headers: { "content-type": "application/csp-report" } }), res);
    expect((await fs.readdir(dir)).sort()).toEqual([
      "2026-02-02.jsonl",
      "2026-03-03.jsonl",
      "2026-03-04.jsonl",
      "notes.txt",
    ]);
  });

  it("limits reports per address", async () => {
    const limited = handler(2);
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push(await send(limited, atLine(index)));
    expect(statuses).toEqual([204, 204, 429]);
    expect(await stored()).toHaveLength(2);
  });

  it("reads its settings from the environment", () => {
    expect(
      loadCspReportConfig({
        CSP_REPORTS_DIR: "/tmp/r",
        CSP_REPORT_RATE_LIMIT_MAX: "7",
        CSP_REPORTS_DAY_BYTES: "1000000",
        CSP_REPORTS_ADDRESS_BYTES: "10000",
      }),
    ).toEqual({
      dir: "/tmp/r",
      rateLimit: { max: 7, windowMs: 60_000, secret: null },
      proxy: NO_PROXY,
      maxBytesPerDay: 1_000_000,
      maxBytesPerAddress: 10_000,
    });
    expect(loadCspReportConfig({ CSP_REPORTS_DAY_BYTES: "lots" }).maxBytesPerDay).toBe(5 * 1024 * 1024);
    expect(loadCspReportConfig({}).rateLimit.max).toBe(30);
    expect(parseCspReports("nonsense", "t")).toEqual([]);
  });
});
