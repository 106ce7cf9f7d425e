/**
 * Every lead form's route stores a lead on the built site, served by `gatsby serve`.
 *
 * The submissions are made from each form's page with fetch, the same request the
 * browser client (src/lib/api-client.ts) sends: same origin, JSON, the page path.
 * Once the forms call that client, these steps become "fill the form, submit";
 * the checks on the stored lead stay as they are.
 *
 * Leads are read from LEADS_DIR (default .data/leads), the folder the server writes to.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

const LEADS_DIR = path.resolve(process.env.LEADS_DIR || ".data/leads");
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

interface Answer {
  status: number;
  body: { id?: string; errors?: Record<string, string>; message?: string };
}

/** Posts from the page, as the page's own script would. */
async function submit(page: Page, route: string, body: Record<string, unknown>): Promise<Answer> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...payload, page: window.location.pathname }),
      });
      return { status: response.status, body: await response.json() };
    },
    [route, body] as const,
  );
}

async function storedLead(id: string): Promise<Record<string, unknown>> {
  return JSON.parse(await fs.readFile(path.join(LEADS_DIR, `${id}.json`), "utf8"));
}

test("the footer newsletter form stores a signup", async ({ page }) => {
  await page.goto("/");
  const email = `newsletter-${run}@example.com`;
  const answer = await submit(page, "/api/newsletter", { footer_email: email, source: "footer" });
  expect(answer.status).toBe(201);
  expect(await storedLead(answer.body.id ?? "")).toMatchObject({
    form: "newsletter",
    fields: { footer_email: email },
    meta: { source: "footer", page: "/" },
  });
});

test("the contact dialog stores step 1 and adds step 2 to the same lead", async ({ page }) => {
  await page.goto("/contact-us/");
  const email = `contact-${run}@example.com`;
  const step1 = await submit(page, "/api/contact", {
    name: "Ada Lovelace",
    email,
    company: "Analytical Engines",
    message: "We need a mobile app for our engine.",
  });
  expect(step1.status).toBe(201);
  const id = step1.body.id ?? "";
  const step2 = await submit(page, "/api/contact", {
    id,
    interests: ["mobile", "design"],
    budget: "50k-150k",
    timeline: "1-3-months",
  });
  expect(step2).toEqual({ status: 200, body: { id } });
  expect(await storedLead(id)).toMatchObject({
    form: "contact",
    revision: 2,
    fields: { name: "Ada Lovelace", email, company: "Analytical Engines" },
    details: { interests: ["mobile", "design"], budget: "50k-150k", timeline: "1-3-months" },
    meta: { page: "/contact-us/" },
  });
});

test("the referral program form stores a referral", async ({ page }) => {
  await page.goto("/referral-program/");
  const referralEmail = `referral-${run}@example.com`;
  const answer = await submit(page, "/api/referral", {
    yourName: "Grace Hopper",
    yourEmail: "grace@example.com",
    referralName: "Ada Lovelace",
    referralEmail,
    referralCompany: "Analytical Engines",
    notes: "",
  });
  expect(answer.status).toBe(201);
  expect(await storedLead(answer.body.id ?? "")).toMatchObject({
    form: "referral",
    fields: { referralEmail, notes: "" },
    meta: { page: "/referral-program/" },
  });
});

test("the fund application form stores an application", async ({ page }) => {
  await page.goto("/application/");
  const email = `application-${run}@example.com`;
  const answer = await submit(page, "/api/application", {
    companyName: "Compilers Inc",
    founderName: "Grace Hopper",
    email,
    stage: "seed",
    sectors: ["developer-tools"],
    pitch: "Programming in plain English.",
  });
  expect(answer.status).toBe(201);
  expect(await storedLead(answer.body.id ?? "")).toMatchObject({
    form: "application",
    fields: { email, stage: "seed", sectors: ["developer-tools"] },
    meta: { page: "/application/" },
  });
});

test("an invalid submission answers the field messages and stores nothing", async ({ page }) => {
  await page.goto("/");
  const invalid = `invalid-${run}@@example.com`;
  const answer = await submit(page, "/api/newsletter", { footer_email: invalid, source: "footer" });
  expect(answer).toEqual({ status: 400, body: { errors: { footer_email: "Invalid email" } } });
  const names = (await fs.readdir(LEADS_DIR).catch(() => [])).filter((name) => name.endsWith(".json"));
  const contents = await Promise.all(names.map((name) => fs.readFile(path.join(LEADS_DIR, name), "utf8")));
  expect(contents.filter((text) => text.includes(invalid))).toEqual([]);
});
