/**
 * The lead routes as Gatsby Functions (src/api/*.ts, for a CDN host that runs them), under `gatsby serve`
 * on the built site (public/ and .cache/functions): the shims hand requests to the same handler as the
 * production server and write its reply as it is, and Gatsby's multipart parser is patched out
 * (src/workarounds/README.md). Their memory and a cold burst: adversarial.integration.ts, rows 11 and 12.
 */
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFileLeadStore } from "../../src/leads/server/store/store";
import { MAX_LEAD_BODY_BYTES } from "../../src/leads/shared/lead-forms";
import { freePortIn } from "../support/free-port";
import { ROOT, type ServerProcess, postForm, postJson, startSiteServer } from "../support/site-server-process";
import { until } from "../support/poll";
import { MB, upload } from "../support/upload";

let server: ServerProcess;
let dir: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, ".cache/functions/manifest.json"))) {
    throw new Error(".cache/functions is missing: run `npm run build:test` first.");
  }
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "gatsby-functions-"));
  server = await startSiteServer(
    await freePortIn(process.env.SERVER_TEST_PORTS),
    { LEADS_DIR: dir, DATABASE_URL: "", LEADS_WEBHOOK_URL: "" },
    "gatsby serve",
  );
});
afterAll(async () => {
  await server?.kill("SIGKILL");
  await fs.rm(dir, { recursive: true, force: true });
});

it("answers as the production server does: JSON stored, a form post sent to its thank-you page, no CORS", async () => {
  const json = await postJson(server.base, "/api/newsletter", { footer_email: "ada@example.com", source: "footer" });
  expect([json.status, json.headers.get("content-type"), json.headers.get("cache-control")]).toEqual([
    201,
    "application/json; charset=utf-8",
    "no-store",
  ]);
  expect(json.headers.get("access-control-allow-origin")).toBeNull();
  const lead = await createFileLeadStore(dir).get(json.json().id as string);
  expect(lead?.fields).toEqual({ footer_email: "ada@example.com" });

  const form = await postForm(server.base, "/api/referral", {
    yourName: "Grace Hopper",
    yourEmail: "grace@example.com",
    referralName: "Ada Lovelace",
    referralEmail: "ada@example.com",
    referralCompany: "Analytical Engines",
  });
  expect([form.status, form.headers.get("location")]).toEqual([303, "/referral-program/thank-you/"]);

  const malformed = await fetch(`${server.base}/api/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: '{"footer_email":',
  });
  expect([malformed.status, await malformed.json()]).toEqual([400, { message: "Malformed JSON." }]);
  // Over the lead routes' 64 KB and the host's own 100 KB.
  const big = await postJson(server.base, "/api/newsletter", { padding: "x".repeat(2 * MAX_LEAD_BODY_BYTES) });
  expect([big.status, big.json()]).toEqual([413, { message: "The request body is larger than 64 KB." }]);
  const outcome = await fetch(`${server.base}/api/contact?outcome=failed`);
  expect(outcome.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'sha256-/);
});

it("refuses a 300 MB multipart body with 415 without buffering it (Gatsby's multer is patched out)", async () => {
  const before = server.rss();
  let peak = before;
  const sampling = setInterval(() => (peak = Math.max(peak, server.rss())), 50);
  const sent = await upload(
    Number(new URL(server.base).port),
    "POST /api/application HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n" +
      `Content-Length: ${300 * MB}\r\n\r\n`,
    300 * MB,
    {
      opening: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n'),
      closing: Buffer.from("\r\n--x--\r\n"),
    },
  );
  await until("the answer", async () => sent.answer.includes("\r\n\r\n"), 30_000);
  sent.destroy();
  clearInterval(sampling);
  expect(sent.answer).toMatch(/^HTTP\/1\.1 415 /);
  expect(sent.answer).toContain(
    "Send the form as JSON (Content-Type: application/json) or as a form post (application/x-www-form-urlencoded).",
  );
  // multer held the whole body (and more) in memory before the route ran: +200 MB for 100 MB, so +600 MB for
  // this one. Streamed and dropped, the body still leaves garbage the collector takes its time over (+40 to
  // +110 MB measured under load), so the line is drawn well under the body's own size.
  console.log(
    `300 MB multipart upload: gatsby serve RSS ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB`,
  );
  expect(peak - before).toBeLessThan(200 * MB);
  const after = await postJson(server.base, "/api/newsletter", { footer_email: "after@example.com", source: "footer" });
  expect(after.status).toBe(201);
});
