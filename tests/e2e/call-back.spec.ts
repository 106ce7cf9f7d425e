/**
 * "When may we call you?" end to end: on a site without a booking page (content/site.json has no
 * schedulingUrl), the contact form and the Fuse demo form offer half-day windows over the next business
 * days, and the window a visitor picks travels with the lead: stored, and delivered to the webhook, as the
 * day and hours it means. With JavaScript the windows are the visitor's own time zone; a form posted
 * without one is in the agency's time, as its labels say. This file serves the build with its own
 * production server and a webhook receiver, as newsletter-double-opt-in.spec.ts does.
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { WebhookReceiver } from "../support/webhook-receiver";
import { freePortIn } from "../support/free-port";
import { type ServerProcess, startSiteServer } from "../support/site-server-process";
import { productionServer } from "./support/fixture-server";
import { waitForHydration } from "./support/hydration";
import { WAIT_MS } from "./support/waits";

test.describe.configure({ mode: "serial" });

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let server: ServerProcess;
let hook: WebhookReceiver;
let dir: string;

test.beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "e2e-call-back-"));
  hook = await new WebhookReceiver(null).start();
  const port = await freePortIn(process.env.SERVER_TEST_PORTS);
  server = await startSiteServer(port, {
    ...productionServer(".", port, "test").env,
    LEADS_DIR: dir,
    DATABASE_URL: "",
    LEADS_SECRET: "e2e-call-back-secret",
    SITE_URL: `http://127.0.0.1:${port}`,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_OUTBOX_INTERVAL_MS: "200",
  });
});

test.afterAll(async () => {
  await server?.kill("SIGTERM");
  await hook?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

type Lead = { id: string; form: string; fields: Record<string, unknown> };

/** The stored lead that names `email`. */
async function leadOf(email: string): Promise<Lead> {
  for (const name of (await fs.readdir(dir)).filter((file) => file.endsWith(".json"))) {
    const text = await fs.readFile(path.join(dir, name), "utf8").catch(() => "");
    if (text.includes(`"${email}"`)) return JSON.parse(text);
  }
  throw new Error(`No stored lead for ${email}`);
}

/** The fields the webhook was sent for that lead. */
async function deliveredFields(id: string): Promise<Record<string, unknown>> {
  await expect.poll(() => hook.accepted.get(`${id}:1`), { timeout: WAIT_MS }).toBe(1);
  const payload = (hook.payloads as Array<{ lead: { id: string; fields: Record<string, unknown> } }>).find(
    (item) => item.lead.id === id,
  );
  return payload!.lead.fields;
}

/** "Tuesday 4 March 2025, morning (9:00–12:00, Europe/Berlin)": a weekday, the date, the half and the zone. */
const windowIn = (half: "morning" | "afternoon", zone: string) =>
  new RegExp(
    `^(Monday|Tuesday|Wednesday|Thursday|Friday) \\d{1,2} [A-Z][a-z]+ \\d{4}, ${half} \\(${half === "morning" ? "9:00–12:00" : "13:00–17:00"}, ${zone.replace("/", "\\/")}\\)$`,
  );

/** Waits, as a person does, past the time trap's two seconds since the form was shown. */
async function pastTheTimeTrap(page: Page) {
  const token = page.locator("form input[name='form_token']").first();
  await expect(token).not.toHaveValue("");
  const shownAt = Number((await token.inputValue()).split(".")[0]);
  await expect.poll(() => Date.now() - shownAt, { timeout: 10_000 }).toBeGreaterThan(2_100);
}

test("with JavaScript, the windows are dated in the visitor's time zone, and the chosen one reaches the stored lead and the webhook", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const page = await context.newPage();
  await page.goto(`${server.base}/contact-us/`);
  const form = page.locator("main form").first();
  await waitForHydration(form);
  const windows = form.getByLabel("When may we call you? (optional)");
  await expect(form.getByText("Times in your time zone (Europe/Berlin).", { exact: false })).toBeVisible();
  // Six windows, dated ("Tue 4 Mar, morning (9:00–12:00)"), after "No call, just e-mail".
  const labels = await windows.locator("option").allTextContents();
  expect(labels).toHaveLength(7);
  for (const label of labels.slice(1))
    expect(label).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}, (morning|afternoon) \(/);

  const email = `call-back-js-${run}@example.com`;
  await pastTheTimeTrap(page);
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^How can we help/).fill("We need an app for our engine.");
  await windows.selectOption("day-2-afternoon");
  await form.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "What you need" })).toBeVisible();

  const lead = await leadOf(email);
  expect(lead.fields.callWindow).toMatch(windowIn("afternoon", "Europe/Berlin"));
  expect(lead.fields.timeZone).toBe("Europe/Berlin");
  expect((await deliveredFields(lead.id)).callWindow).toBe(lead.fields.callWindow);
  await context.close();
});

test("without JavaScript, the contact form's window is the agency's time, and it reaches the stored lead and the webhook", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.base}/contact-us/`);
  const form = page.locator("main form").first();
  const windows = form.getByLabel("When may we call you? (optional)");
  await expect(windows.locator("option").nth(1)).toHaveText("Next business day, morning (9:00–12:00 US Mountain Time)");
  const email = `call-back-nojs-${run}@example.com`;
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^How can we help/).fill("A compiler for business people.");
  await windows.selectOption("day-1-morning");
  await form.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(`${server.base}/contact-us/thank-you/`);

  const lead = await leadOf(email);
  expect(lead.fields.callWindow).toMatch(windowIn("morning", "America/Denver"));
  expect((await deliveredFields(lead.id)).callWindow).toBe(lead.fields.callWindow);
  await context.close();
});

test("without JavaScript, the Fuse page's demo form asks what a demo needs and posts its own lead", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.base}/products/fuse/`);
  // The hero's call-to-action leads to the demo form on the page until the page runs.
  await expect(page.getByRole("link", { name: "Book a Fuse demo" })).toHaveAttribute(
    "href",
    "/products/fuse/#book-a-demo",
  );
  const form = page.locator("#book-a-demo form");
  const email = `demo-nojs-${run}@example.com`;
  await form.getByLabel("Name").fill("Katherine Johnson");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Company").fill("Orbital Data");
  await form.getByRole("checkbox", { name: "Excel workbooks" }).check();
  await form.getByLabel("How many files a month?").selectOption("1000-10000");
  await form.getByLabel("When may we call you? (optional)").selectOption("day-3-morning");
  await form.getByRole("button", { name: "Request a demo" }).click();
  await page.waitForURL(`${server.base}/products/fuse/thank-you/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your demo request is in");

  const lead = await leadOf(email);
  expect(lead.form).toBe("demo");
  expect(lead.fields).toMatchObject({ company: "Orbital Data", importSources: ["excel"], importVolume: "1000-10000" });
  expect(lead.fields.callWindow).toMatch(windowIn("morning", "America/Denver"));
  expect((await deliveredFields(lead.id)).importVolume).toBe("1000-10000");
  await context.close();
});
