/**
 * Lead forms for the slowest visitors: with the page's scripts held back (a
 * slow phone: the visitor submits before the code arrives) and with
 * JavaScript off. Each form is a real HTML form, so the browser posts it
 * itself; the route stores the lead once and answers 303 to a thank-you page
 * or an outcome page. No address may ever carry what the visitor typed.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoParsed, holdScripts, parsedAt, waitForHydration } from "./support/hydration";
import { nextLeadAnswer, spamSubmissions, storedLeadTexts } from "./support/leads";
import { POLICY_VERSION } from "../support/privacy-policy";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every address the page requested or navigated to. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return urls;
}

/** No address carries any of the values (as typed, or encoded as a form or URL would). */
function expectNoValueIn(urls: string[], values: string[]) {
  for (const value of values) {
    const forms = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];
    const leaks = urls.filter((url) => forms.some((form) => url.includes(form)));
    expect(leaks, `an address carries "${value}"`).toEqual([]);
  }
}

/** The stored leads whose text holds `marker`. */
async function leadsWith(marker: string): Promise<Array<Record<string, unknown>>> {
  return (await storedLeadTexts()).filter((text) => text.includes(marker)).map((text) => JSON.parse(text));
}

type Submit = "Enter" | "click";

interface LeadFormCase {
  form: string;
  page: string;
  thankYou: string;
  heading: string;
  /** Fills the form with values that carry `marker`; answers the input to press Enter in and the values typed. */
  fill: (scope: Locator, marker: string) => Promise<{ enterIn: Locator; typed: string[] }>;
  button: string;
  scope: (page: Page) => Locator;
  stored: (marker: string) => Record<string, unknown>;
}

/** A newsletter form (the footer's or a blog post's): the same fields and thank-you page, its own place. */
function newsletterCase({
  page,
  source,
  scope,
  prefix,
}: {
  page: string;
  source: "footer" | "blog_post";
  scope: LeadFormCase["scope"];
  prefix: string;
}): LeadFormCase {
  const emailFor = (marker: string) => `${prefix}-${marker}@example.com`;
  return {
    form: "newsletter",
    page,
    thankYou: "/newsletter/thank-you/",
    heading: "Thank you for subscribing to our newsletter!",
    scope,
    fill: async (form, marker) => {
      await form.getByLabel("E-mail").fill(emailFor(marker));
      return { enterIn: form.getByLabel("E-mail"), typed: [emailFor(marker)] };
    },
    button: "Subscribe",
    stored: (marker) => ({
      form: "newsletter",
      fields: { footer_email: emailFor(marker) },
      meta: { source, page, campaign: null },
    }),
  };
}

const CASES: LeadFormCase[] = [
  newsletterCase({
    page: "/",
    source: "footer",
    scope: (page) => page.locator("footer").getByRole("form", { name: "Newsletter" }),
    prefix: "news",
  }),
  {
    form: "contact",
    page: "/contact-us/",
    thankYou: "/contact-us/thank-you/",
    heading: "Thank you!",
    scope: (page) => page.locator("main"),
    fill: async (scope, marker) => {
      const email = `contact-${marker}@example.com`;
      await scope.getByLabel("Name").fill("Ada Lovelace");
      await scope.getByLabel("Email").fill(email);
      await scope.getByLabel(/^Company/).fill("Analytical Engines");
      await scope.getByLabel(/^How can we help/).fill("We need a mobile app for our engine.");
      return { enterIn: scope.getByLabel("Name"), typed: [email, "Ada Lovelace", "Analytical Engines"] };
    },
    button: "Next",
    stored: (marker) => ({
      form: "contact",
      fields: {
        name: "Ada Lovelace",
        email: `contact-${marker}@example.com`,
        company: "Analytical Engines",
        message: "We need a mobile app for our engine.",
      },
      // Step 2 is offered with JavaScript only (src/leads/README.md).
      details: null,
      meta: { page: "/contact-us/" },
    }),
  },
  {
    form: "referral",
    page: "/referral-program/",
    thankYou: "/referral-program/thank-you/",
    heading: "Thank you for the introduction!",
    scope: (page) => page.locator("main"),
    fill: async (scope, marker) => {
      const email = `referral-${marker}@example.com`;
      await scope.getByLabel("Your name").fill("Grace Hopper");
      await scope.getByLabel("Your email").fill("grace@example.com");
      await scope.getByLabel("Their name").fill("Ada Lovelace");
      await scope.getByLabel("Their email").fill(email);
      await scope.getByLabel("Their company").fill("Analytical Engines");
      return { enterIn: scope.getByLabel("Their company"), typed: [email, "Grace Hopper", "grace@example.com"] };
    },
    button: "Send referral",
    stored: (marker) => ({
      form: "referral",
      fields: {
        yourName: "Grace Hopper",
        yourEmail: "grace@example.com",
        referralName: "Ada Lovelace",
        referralEmail: `referral-${marker}@example.com`,
        referralCompany: "Analytical Engines",
        notes: "",
      },
      meta: { page: "/referral-program/" },
    }),
  },
  {
    form: "application",
    page: "/application/",
    thankYou: "/application/thank-you/",
    heading: "Thank you for applying!",
    scope: (page) => page.locator("main"),
    fill: async (scope, marker) => {
      const email = `application-${marker}@example.com`;
      await scope.getByLabel("Company name").fill("Compilers Inc");
      await scope.getByLabel("Founder name").fill("Grace Hopper");
      await scope.getByLabel("Email").fill(email);
      await scope.getByLabel("Stage").selectOption("seed");
      await scope.getByRole("checkbox", { name: "Developer tools" }).check();
      await scope.getByRole("checkbox", { name: "Education" }).check();
      await scope.getByLabel("Your pitch").fill("Programming in plain English.");
      return { enterIn: scope.getByLabel("Company name"), typed: [email, "Compilers Inc", "Grace Hopper"] };
    },
    button: "Submit application",
    stored: (marker) => ({
      form: "application",
      fields: {
        companyName: "Compilers Inc",
        founderName: "Grace Hopper",
        email: `application-${marker}@example.com`,
        stage: "seed",
        sectors: ["education", "developer-tools"],
        pitch: "Programming in plain English.",
      },
      meta: { page: "/application/" },
    }),
  },
];

/** The first post /blog/ lists: picked by rule, so adding or renaming posts changes nothing here. */
async function firstPostPath(page: Page): Promise<string> {
  const html = await (await page.request.get("/blog/")).text();
  const post = html.match(/href="(\/blog\/[a-z0-9-]+\/)"/)?.[1];
  if (!post) throw new Error("/blog/ lists no post");
  return post;
}

/** The newsletter form beside a blog post: its code loads only as it nears the viewport. */
const blogPostNewsletter = (post: string): LeadFormCase =>
  newsletterCase({
    page: post,
    source: "blog_post",
    scope: (page) => page.locator("aside[data-newsletter='post']"),
    prefix: "post",
  });

/** Fills and submits a form the browser posts itself; checks the thank-you page, the stored lead and every address. */
async function submitNatively(page: Page, form: LeadFormCase, how: Submit, marker: string) {
  const urls = recordUrls(page);
  await gotoParsed(page, form.page);
  const scope = form.scope(page);
  const { enterIn, typed } = await form.fill(scope, marker);
  if (how === "Enter") await enterIn.press("Enter");
  else await scope.getByRole("button", { name: form.button }).click({ noWaitAfter: true });

  await parsedAt(page, form.thankYou);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.thankYou);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
  const leads = await leadsWith(marker);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject(form.stored(marker));
  expectNoValueIn(urls, typed);
}

test.describe("submitted before the page's scripts arrive", () => {
  for (const form of CASES) {
    for (const how of ["Enter", "click"] as const) {
      test(`the ${form.form} form, with ${how}: stored once, thank-you page, no value in any address`, async ({
        page,
      }) => {
        const release = await holdScripts(page);
        const marker = `${form.form}-${how}-held-${run}`;
        await submitNatively(page, form, how, marker);
        // The held scripts now arrive on the thank-you page: nothing is sent again.
        release();
        await page.waitForLoadState("load");
        expect(await leadsWith(marker)).toHaveLength(1);
      });
    }
  }

  for (const how of ["Enter", "click"] as const) {
    test(`the blog post's newsletter form, with ${how}: stored once, thank-you page, no value in any address`, async ({
      page,
    }) => {
      const post = await firstPostPath(page);
      const release = await holdScripts(page);
      const marker = `post-${how}-held-${run}`;
      await submitNatively(page, blogPostNewsletter(post), how, marker);
      release();
      await page.waitForLoadState("load");
      expect(await leadsWith(marker)).toHaveLength(1);
    });
  }

  test("typed before the newsletter's code arrives, sent after: the script takes over and keeps the address", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const urls = recordUrls(page);
    await gotoParsed(page, "/");
    const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("E-mail");
    const email = `takeover-${run}@example.com`;
    await input.fill(email);
    release();
    await waitForHydration(input);
    await expect(input).toHaveValue(email);

    const answer = nextLeadAnswer(page, "/api/newsletter");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const response = await answer;
    // The script's JSON call, not the browser's post: the page stays, the toast thanks.
    expect(response.request().headers()["content-type"]).toBe("application/json");
    expect(response.status()).toBe(201);
    await expect(page.locator("[data-toast-type='success']")).toHaveText(
      /Thank you for subscribing to our newsletter!/,
    );
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await leadsWith(email)).toHaveLength(1);
    expectNoValueIn(urls, [email]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of CASES) {
    test(`the ${form.form} form stores its lead and shows its thank-you page with a way back`, async ({ page }) => {
      const marker = `${form.form}-nojs-${run}`;
      await submitNatively(page, form, "click", marker);
      await expect(page.locator("main a").first()).toBeVisible();
    });
  }

  test("the blog post's newsletter form sends source blog_post and the post's path", async ({ page }) => {
    await page.goto("/blog/");
    const post = await page.locator("main a[href^='/blog/']:not([href='/blog/'])").first().getAttribute("href");
    expect(post).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    await page.goto(post as string);
    const email = `post-nojs-${run}@example.com`;
    const panel = page.locator("aside[data-newsletter='post']");
    await panel.getByLabel("E-mail").fill(email);
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("/newsletter/thank-you/");
    expect(await leadsWith(email)).toEqual([
      expect.objectContaining({
        fields: { footer_email: email },
        // The privacy policy's version the page was built with: the proof of what the signup agreed to.
        meta: { source: "blog_post", page: post, campaign: null, policyVersion: POLICY_VERSION },
      }),
    ]);
  });

  test("invalid input: a page lists each field's message, no value in any address, Back keeps the values", async ({
    page,
  }) => {
    const urls = recordUrls(page);
    await page.goto("/application/");
    const main = page.locator("main");
    const typedEmail = `not-an-address-${run}@@example.com`;
    await main.getByLabel("Company name").fill("C");
    await main.getByLabel("Email").fill(typedEmail);
    await main.getByRole("button", { name: "Submit application" }).click();

    await page.waitForURL(/\/api\/application\?outcome=invalid/);
    expect(page.url()).toMatch(
      /\/api\/application\?outcome=invalid&companyName=too-short&founderName=required&email=invalid&stage=required&sectors=required&pitch=required$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check the form");
    await expect(page.getByRole("listitem")).toHaveText([
      "Company name: Too short! At least 2 characters are required.",
      "Founder name: This is a required field.",
      "Email: Invalid email",
      "Stage: Please select an option.",
      "Sectors: Please select at least one option.",
      "Your pitch: This is a required field.",
    ]);
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/application/");
    expect(await leadsWith(typedEmail)).toEqual([]);
    expectNoValueIn(urls, [typedEmail]);

    await page.goBack();
    await expect(page.locator("main").getByLabel("Email")).toHaveValue(typedEmail);
  });

  test("a filled honeypot is answered like a success and kept as spam, never delivered", async ({ page }) => {
    await page.goto("/referral-program/");
    const main = page.locator("main");
    const email = `bot-nojs-${run}@example.com`;
    await main.getByLabel("Your name").fill("Spam Bot");
    await main.getByLabel("Your email").fill(email);
    await main.getByLabel("Their name").fill("Spam Target");
    await main.getByLabel("Their email").fill("target@example.com");
    await main.getByLabel("Their company").fill("Spam Inc");
    await main.locator("input[name='homepage_url']").fill("https://spam.example", { force: true });
    await main.getByRole("button", { name: "Send referral" }).click();
    await page.waitForURL("/referral-program/thank-you/");
    // Without a script the form carries no token: only the honeypot caught it.
    const kept = (await spamSubmissions()).filter((entry) => entry.fields.yourEmail === email);
    expect(kept.map((entry) => [entry.form, entry.spam])).toEqual([["referral", ["honeypot"]]]);
  });

  test("too many submissions and a server failure each land on a page that says so", async ({ page }) => {
    // The route's own answers (303 to these pages) are covered by its unit and integration tests; the
    // pages themselves are the real server's.
    for (const [outcome, text] of [
      ["wait&seconds=42", "Too many submissions. Please try again in 42 seconds."],
      ["failed", "Something went wrong. Please try again later."],
    ]) {
      await page.route("**/api/newsletter", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 303, headers: { Location: `/api/newsletter?outcome=${outcome}` } })
          : route.continue(),
      );
      await page.goto("/");
      const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
      await form.getByLabel("E-mail").fill(`limited-${run}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL(`/api/newsletter?outcome=${outcome}`);
      await expect(page.getByRole("main")).toContainText(text);
      await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/");
      await page.unroute("**/api/newsletter");
    }
  });
});
