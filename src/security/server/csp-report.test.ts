/**
 * @jest-environment node
 */
import { NO_PROXY } from "../../leads/server";
import { promises as fs } from "node:fs";
import path from "node:path";
import { fakeRequest, fakeResponse, tempDir } from "../../leads/server/test-support";
import { createRateLimiter } from "../../leads/server/rate-limiter";
import { createCspReportHandler, loadCspReportConfig, parseCspReports } from "./csp-report";

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

  it("keeps a day's file under its size: past it, reports are answered and dropped", async () => {
    const small = createCspReportHandler(
      { dir, rateLimit: { max: 100, windowMs: 60_000 }, proxy: NO_PROXY, maxBytesPerDay: 1000 },
      { limiter: createRateLimiter({ max: 100, windowMs: 60_000 }), now: () => new Date("2026-03-04T05:06:07.000Z") },
    );
    const file = path.join(dir, "2026-03-04.jsonl");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = Object.assign(fakeResponse(), { end: () => undefined });
      await small(fakeRequest({ body: LEGACY, headers: { "content-type": "application/csp-report" } }), response);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);
    const line = (await fs.readFile(file, "utf8")).split("\n")[0] + "\n";
    // Whole lines only, as many as fit in 1,000 bytes.
    expect(await fs.readFile(file, "utf8")).toBe(line.repeat(Math.floor(1000 / Buffer.byteLength(line))));
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
    const send = async () => {
      const response = Object.assign(fakeResponse(), { end: () => undefined });
      await limited(fakeRequest({ body: LEGACY, headers: { "content-type": "application/csp-report" } }), response);
      return response;
    };
    const limited = handler(2);
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("60");
    expect(await stored()).toHaveLength(2);
  });

  it("reads its settings from the environment", () => {
    expect(loadCspReportConfig({ CSP_REPORTS_DIR: "/tmp/r", CSP_REPORT_RATE_LIMIT_MAX: "7" })).toEqual({
      dir: "/tmp/r",
      rateLimit: { max: 7, windowMs: 60_000 },
      proxy: NO_PROXY,
    });
    expect(loadCspReportConfig({}).rateLimit.max).toBe(30);
    expect(parseCspReports("nonsense", "t")).toEqual([]);
  });
});
