/**
 * Newsletter double opt-in end to end, with JavaScript and without: the footer's form is sent, the
 * confirmation e-mail reaches an SMTP server in this process (smtp-server), the test opens its link,
 * presses the page's button and lands on the thank-you page; only then is the signup delivered to the
 * webhook. This file serves the build with its own production server, since the shared one has no SMTP
 * settings (playwright.config.ts turns double opt-in off there).
 */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { MailReceiver, confirmationLinkIn } from "../support/mail-receiver";
import { WebhookReceiver } from "../support/webhook-receiver";
import { NEWSLETTER_CONFIRM_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from "../../src/leads/shared/lead-forms";
import { freePortIn } from "../support/free-port";
import { type ServerProcess, startSiteServer } from "../support/site-server-process";
import { productionServer } from "./support/fixture-server";
import { waitForHydration } from "./support/hydration";
import { WAIT_MS } from "./support/waits";
import { type DeliveryRow, summarize } from "../../src/leads/server/delivery/states";
import type { LeadRecord } from "../../src/leads/server/types";
import { storedLeadTexts } from "./support/leads";

test.describe.configure({ mode: "serial" });

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let server: ServerProcess;
let mail: MailReceiver;
let hook: WebhookReceiver;
let dir: string;

test.beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "e2e-opt-in-"));
  mail = await new MailReceiver().start();
  hook = await new WebhookReceiver(null).start();
  const port = await freePortIn(process.env.SERVER_TEST_PORTS);
  server = await startSiteServer(port, {
    ...productionServer(".", port, "test").env,
    LEADS_DIR: dir,
    DATABASE_URL: "",
    LEADS_SECRET: "e2e-opt-in-secret",
    NEWSLETTER_DOUBLE_OPT_IN: "true",
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mail.url,
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WEBHOOK_ALLOW_PRIVATE: "true",
    LEADS_OUTBOX_INTERVAL_MS: "200",
  });
});

test.afterAll(async () => {
  await server?.kill("SIGTERM");
  await mail?.stop();
  await hook?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/**
 * The stored signup for `email` (the file store's record, its delivery rows beside it in the file), with its
 * delivery as the team reads it: "unconfirmed" once its confirmation e-mail went out, "sent" once delivered.
 */
async function signupOf(email: string): Promise<{ id: string; delivery: { status: string } }> {
  for (const text of await storedLeadTexts(dir)) {
    if (!text.includes(`"${email}"`)) continue;
    const { deliveries = [], ...lead } = JSON.parse(text) as LeadRecord & { deliveries?: DeliveryRow[] };
    const mailed = deliveries.some((row) => row.destination === "confirmation" && row.state === "sent");
    const status = summarize(lead, deliveries);
    return { id: lead.id, delivery: { status: status === "unconfirmed" && !mailed ? "pending" : status } };
  }
  throw new Error(`No stored signup for ${email}`);
}

/** Opens the e-mailed link, presses its button, and checks the signup is delivered only after that. */
async function confirmByMail(page: Page, email: string) {
  const message = await mail.messageTo(email);
  expect(message.subject).toBe("Please confirm your subscription to the Flatirons newsletter");
  expect(message.html).toBe(false);
  expect(message.text).toContain(`using the signup form on ${server.base}/blog/.`);
  // The outbox records "unconfirmed" once the server has taken the e-mail, which can be a moment after it arrives.
  await expect.poll(async () => (await signupOf(email)).delivery.status).toBe("unconfirmed");
  const signup = await signupOf(email);
  expect(hook.tries.get(signup.id)).toBeUndefined();

  await page.goto(confirmationLinkIn(message.text));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  // Opening the link (as a mail scanner does) confirms nothing.
  expect((await signupOf(email)).delivery.status).toBe("unconfirmed");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await page.waitForURL(`${server.base}/newsletter/thank-you/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEWSLETTER_SUCCESS_MESSAGE);
  await expect.poll(() => hook.accepted.get(`${signup.id}:1`), { timeout: WAIT_MS }).toBe(1);
  // Recorded as sent once the webhook's answer is in, a moment after the hook has counted the request.
  await expect.poll(async () => (await signupOf(email)).delivery.status, { timeout: WAIT_MS }).toBe("sent");
}

async function footerForm(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${server.base}/blog/`);
  return { context, page, form: page.locator("footer").getByRole("form", { name: "Newsletter" }) };
}

test("with JavaScript: the toast asks to confirm, the e-mailed link confirms, then the signup is delivered", async ({
  browser,
}) => {
  const { context, page, form } = await footerForm(browser, true);
  const email = `opt-in-js-${run}@example.com`;
  await waitForHydration(form);
  // A person takes more than the time trap's two seconds: wait until the form's signed time is that old.
  const token = form.locator("input[name='form_token']");
  await expect(token).not.toHaveValue("");
  const shownAt = Number((await token.inputValue()).split(".")[0]);
  await expect.poll(() => Date.now() - shownAt, { timeout: 10_000 }).toBeGreaterThan(2_100);
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(`${NEWSLETTER_SUCCESS_MESSAGE} ${NEWSLETTER_CONFIRM_MESSAGE}`)).toBeVisible();
  await confirmByMail(page, email);
  await context.close();
});

test("without JavaScript: the form post lands on the page that asks to confirm, and the link's button confirms", async ({
  browser,
}) => {
  const { context, page, form } = await footerForm(browser, false);
  const email = `opt-in-nojs-${run}@example.com`;
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await page.waitForURL(`${server.base}/newsletter/confirm/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almost there: check your inbox");
  await expect(page.getByText(NEWSLETTER_CONFIRM_MESSAGE)).toBeVisible();
  await confirmByMail(page, email);
  await context.close();
});
