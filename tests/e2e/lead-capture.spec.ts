/**
 * Lead capture on the built site, served by the production server: each form is filled
 * and submitted as a visitor would, and the lead is then read from the folder
 * the server stores leads in (LEADS_DIR, see support/leads.ts). Failures are
 * made with page.route: an answer the server would give (500, 429), an
 * unreachable server, or a request altered on its way so that the real server
 * answers 400.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { nextLeadAnswer, spamSubmissions, storedLead, storedLeadTexts } from "./support/leads";
import { type DeliveryRow, summarize } from "../../src/leads/server/delivery/states";
import type { LeadRecord } from "../../src/leads/server/types";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const FAILURE = "Something went wrong. Please try again later.";

async function footerNewsletter(page: Page) {
  const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
  const input = form.getByLabel("E-mail");
  await waitForHydration(input);
  return { form, input, button: form.getByRole("button", { name: "Subscribe" }) };
}

/** Fills step 1 of a contact form (in the dialog or on /contact-us/) and sends it; answers the lead's id. */
async function contactStep1(page: Page, scope: Locator, email: string): Promise<string> {
  await scope.getByLabel("Name").fill("Ada Lovelace");
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel(/^Company/).fill("Analytical Engines");
  await scope.getByLabel(/^How can we help/).fill("We need a mobile app for our engine.");
  const answer = nextLeadAnswer(page, "/api/contact");
  await scope.getByRole("button", { name: "Next" }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ email, homepage_url: "" });
  expect(response.status()).toBe(201);
  await expect(scope.getByRole("heading", { name: "What you need" })).toBeVisible();
  return ((await response.json()) as { id: string }).id;
}

/** Fills step 2 and sends it; checks it went to the lead of step 1. */
async function contactStep2(page: Page, scope: Locator, id: string): Promise<void> {
  await scope.getByRole("checkbox", { name: "Mobile app" }).check();
  await scope.getByRole("checkbox", { name: "Product & UX design" }).check();
  await scope.getByLabel("Budget").selectOption("50k-150k");
  await scope.getByLabel("Timeline").selectOption("1-3-months");
  const answer = nextLeadAnswer(page, "/api/contact");
  await scope.getByRole("button", { name: "Send" }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ id, homepage_url: "" });
  expect([response.status(), await response.json()]).toEqual([200, { id }]);
  await expect(scope.getByRole("heading", { name: "Thank you!" })).toBeVisible();
}

test.describe("each form stores a lead", () => {
  test("the footer newsletter form", async ({ page }) => {
    await page.goto("/");
    const { input, button } = await footerNewsletter(page);
    const email = `newsletter-${run}@example.com`;
    await input.fill(email);
    const answer = nextLeadAnswer(page, "/api/newsletter");
    await button.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(page.locator("[data-toast-type='success']")).toHaveText(
      /Thank you for subscribing to our newsletter!/,
    );
    await expect(input).toHaveValue("");

    const { id } = (await response.json()) as { id: string };
    expect(await storedLead(id)).toMatchObject({
      id,
      form: "newsletter",
      revision: 1,
      fields: { footer_email: email },
      meta: { source: "footer", page: "/", campaign: null },
    });
  });

  test("the contact dialog: step 1, then step 2 on the same lead", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator('header button[data-cta="header"]');
    await expect(cta).toBeVisible();
    await cta.click();
    // Titled after the header's label, which the copy experiment picks: any contact dialog will do.
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Name")).toBeFocused();

    const email = `dialog-${run}@example.com`;
    const id = await contactStep1(page, dialog, email);
    expect(await storedLead(id)).toMatchObject({ form: "contact", revision: 1, details: null });
    await contactStep2(page, dialog, id);

    expect(await storedLead(id)).toMatchObject({
      form: "contact",
      revision: 2,
      fields: { name: "Ada Lovelace", email, company: "Analytical Engines" },
      details: { interests: ["design", "mobile"], budget: "50k-150k", timeline: "1-3-months" },
      meta: { page: "/" },
    });
  });

  test("the contact form on /contact-us/", async ({ page }) => {
    await page.goto("/contact-us/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Name"));
    const email = `contact-page-${run}@example.com`;
    const id = await contactStep1(page, main, email);
    await contactStep2(page, main, id);

    expect(await storedLead(id)).toMatchObject({
      form: "contact",
      revision: 2,
      fields: {
        name: "Ada Lovelace",
        email,
        company: "Analytical Engines",
        message: "We need a mobile app for our engine.",
      },
      details: { interests: ["design", "mobile"], budget: "50k-150k", timeline: "1-3-months" },
      meta: { page: "/contact-us/" },
    });
  });

  test("the fund application on /application/", async ({ page }) => {
    await page.goto("/application/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Company name"));
    const email = `application-${run}@example.com`;
    await main.getByLabel("Company name").fill("Compilers Inc");
    await main.getByLabel("Founder name").fill("Grace Hopper");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Stage").selectOption("seed");
    await main.getByRole("checkbox", { name: "Developer tools" }).check();
    await main.getByLabel("Your pitch").fill("Programming in plain English.");
    const answer = nextLeadAnswer(page, "/api/application");
    await main.getByRole("button", { name: "Submit application" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(main.getByText("Thank you for applying!")).toBeVisible();

    const { id } = (await response.json()) as { id: string };
    expect(await storedLead(id)).toMatchObject({
      form: "application",
      fields: {
        companyName: "Compilers Inc",
        founderName: "Grace Hopper",
        email,
        stage: "seed",
        sectors: ["developer-tools"],
        pitch: "Programming in plain English.",
      },
      meta: { page: "/application/" },
    });
  });

  test("the referral program form on /referral-program/", async ({ page }) => {
    await page.goto("/referral-program/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Your name"));
    const referralEmail = `referral-${run}@example.com`;
    await main.getByLabel("Your name").fill("Grace Hopper");
    await main.getByLabel("Your email").fill("grace@example.com");
    await main.getByLabel("Their name").fill("Ada Lovelace");
    await main.getByLabel("Their email").fill(referralEmail);
    await main.getByLabel("Their company").fill("Analytical Engines");
    const answer = nextLeadAnswer(page, "/api/referral");
    await main.getByRole("button", { name: "Send referral" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect(main.getByText("Thank you for the introduction!")).toBeVisible();

    const { id } = (await response.json()) as { id: string };
    expect(await storedLead(id)).toMatchObject({
      form: "referral",
      fields: {
        yourName: "Grace Hopper",
        yourEmail: "grace@example.com",
        referralName: "Ada Lovelace",
        referralEmail,
        referralCompany: "Analytical Engines",
        notes: "",
      },
      meta: { page: "/referral-program/" },
    });
  });
});

test.describe("when a submission does not go through", () => {
  test("a server error (500) shows the failure notice and keeps the typed address", async ({ page }) => {
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: FAILURE }) }),
    );
    await page.goto("/");
    const { form, input, button } = await footerNewsletter(page);
    const email = `server-error-${run}@example.com`;
    await input.fill(email);
    await button.click();

    const inline = form.getByRole("alert");
    await expect(inline).toHaveText(FAILURE);
    await expect(inline.locator("strong")).toHaveText("");
    await expect(page.locator("[data-toast-type='error']")).toHaveText(new RegExp(FAILURE.replace(/\./g, "\\.")));
    await expect(input).toHaveValue(email);
    await expect(page.locator("[data-toast-type='success']")).toHaveCount(0);
  });

  test("a lost connection shows the same notice and keeps the typed address", async ({ page }) => {
    await page.route("**/api/newsletter", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const { form, input, button } = await footerNewsletter(page);
    const email = `offline-${run}@example.com`;
    await input.fill(email);
    await button.click();
    await expect(form.getByRole("alert")).toHaveText(FAILURE);
    await expect(input).toHaveValue(email);
    expect((await storedLeadTexts()).filter((text) => text.includes(email))).toEqual([]);
  });

  test("the server's field message (400) shows under the newsletter field", async ({ page }) => {
    // The address is spoilt on its way, so the real server rejects what the browser accepted.
    await page.route("**/api/newsletter", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, footer_email: `spoilt-${run}@@example.com` }) });
    });
    await page.goto("/");
    const { form, input, button } = await footerNewsletter(page);
    const email = `typed-${run}@example.com`;
    await input.fill(email);
    const answer = nextLeadAnswer(page, "/api/newsletter");
    await button.click();
    const response = await answer;
    expect([response.status(), await response.json()]).toEqual([400, { errors: { footer_email: "Invalid email" } }]);

    const message = form.getByText("Invalid email");
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS("color", "rgb(255, 123, 123)");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(email);
    await expect(form.getByRole("alert")).toHaveCount(0);
    expect((await storedLeadTexts()).filter((text) => text.includes(`spoilt-${run}`))).toEqual([]);
  });

  test("the server's field message (400) shows under the contact form's message", async ({ page }) => {
    await page.route("**/api/contact", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, message: "Hi" }) });
    });
    await page.goto("/contact-us/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Name"));
    await main.getByLabel("Name").fill("Ada Lovelace");
    await main.getByLabel("Email").fill(`field-error-${run}@example.com`);
    await main.getByLabel(/^How can we help/).fill("We need a mobile app.");
    await main.getByRole("button", { name: "Next" }).click();

    const message = main.getByLabel(/^How can we help/);
    await expect(main.getByText("Too short! At least 4 characters are required.")).toBeVisible();
    await expect(message).toBeFocused();
    await expect(message).toHaveValue("We need a mobile app.");
    await expect(main.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(main.getByRole("heading", { name: "About you and your project" })).toBeVisible();
  });

  test("too many submissions (429) say how long to wait, and the values stay", async ({ page }) => {
    await page.route("**/api/referral", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "42" },
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many submissions. Please try again in 42 seconds." }),
      }),
    );
    await page.goto("/referral-program/");
    const main = page.locator("main");
    await waitForHydration(main.getByLabel("Your name"));
    await main.getByLabel("Your name").fill("Grace Hopper");
    await main.getByLabel("Your email").fill("grace@example.com");
    await main.getByLabel("Their name").fill("Ada Lovelace");
    await main.getByLabel("Their email").fill("ada@example.com");
    await main.getByLabel("Their company").fill("Analytical Engines");
    await main.getByRole("button", { name: "Send referral" }).click();
    await expect(main.getByRole("alert")).toHaveText("Too many submissions. Please try again in 42 seconds.");
    await expect(main.getByLabel("Their company")).toHaveValue("Analytical Engines");
  });
});

test("the honeypot field is out of reach for people; a bot that fills it stores nothing", async ({ page }) => {
  await page.goto("/application/");
  const main = page.locator("main");
  await waitForHydration(main.getByLabel("Company name"));
  const honeypot = main.locator("input[name='homepage_url']");
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  // Its container is hidden from assistive technology and shrunk to one clipped pixel; a label keeps it valid HTML.
  const container = main.locator("[data-honeypot]");
  const label = container.locator("label");
  await expect(label).toHaveText("Leave this field empty");
  await expect(label).toHaveAttribute("for", (await honeypot.getAttribute("id")) ?? "(no id)");
  await expect(container).toHaveAttribute("aria-hidden", "true");
  await expect(container).toHaveCSS("clip-path", "inset(50%)");
  const box = await container.boundingBox();
  expect([box?.width, box?.height]).toEqual([1, 1]);

  // Tab from the pitch goes to the submit button.
  await main.getByLabel("Your pitch").focus();
  await page.keyboard.press("Tab");
  await expect(main.getByRole("button", { name: "Submit application" })).toBeFocused();

  const email = `bot-${run}@example.com`;
  await main.getByLabel("Company name").fill("Spam Inc");
  await main.getByLabel("Founder name").fill("Bot");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Stage").selectOption("idea");
  await main.getByRole("checkbox", { name: "Other" }).check();
  await main.getByLabel("Your pitch").fill("Buy cheap watches.");
  await honeypot.evaluate((input) => {
    (input as HTMLInputElement).value = "https://spam.example";
  });
  const answer = nextLeadAnswer(page, "/api/application");
  await main.getByRole("button", { name: "Submit application" }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ homepage_url: "https://spam.example" });
  // Answered like a success, so the bot learns nothing…
  expect(response.status()).toBe(201);
  await expect(main.getByText("Thank you for applying!")).toBeVisible();
  // …but kept as spam for review, never delivered (its id is the one the bot was given).
  const kept = await storedLead((await response.json()).id);
  const { deliveries = [], ...lead } = kept as unknown as LeadRecord & { deliveries?: DeliveryRow[] };
  expect([lead.form, summarize(lead, deliveries), deliveries.length, lead.fields.email]).toEqual([
    "application",
    "spam",
    0,
    email,
  ]);
  expect(kept.spam).toContain("honeypot");
  expect((await spamSubmissions()).filter((entry) => entry.fields.email === email)).toHaveLength(1);
});
