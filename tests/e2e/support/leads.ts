import { promises as fs } from "node:fs";
import path from "node:path";
import type { Page, Response } from "@playwright/test";

/**
 * Where the test server stores leads: LEADS_DIR when set, else the server's
 * default (.data/leads under the project). playwright.config.ts hands the same
 * folder to the server, so the tests read what the server wrote.
 */
export const E2E_LEADS_DIR = path.resolve(process.env.LEADS_DIR || ".data/leads");

/** The stored lead with this id (the server writes it before it answers). */
export async function storedLead(id: string): Promise<Record<string, unknown>> {
  return JSON.parse(await fs.readFile(path.join(E2E_LEADS_DIR, `${id}.json`), "utf8"));
}

/**
 * Every stored lead's file text (to check that something was not stored), in the test server's folder or the one
 * a spec's own server stores in. A file the server is replacing that moment reads as empty.
 */
export async function storedLeadTexts(dir = E2E_LEADS_DIR): Promise<string[]> {
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json"));
  return Promise.all(names.map((name) => fs.readFile(path.join(dir, name), "utf8").catch(() => "")));
}

/** The stored submissions a spam trap caught (kept, never delivered), oldest first. */
export async function spamSubmissions(): Promise<
  Array<{ form: string; spam: string[]; fields: Record<string, unknown> }>
> {
  return (await storedLeadTexts())
    .filter(Boolean)
    .map((text) => JSON.parse(text))
    .filter((lead) => Array.isArray(lead.spam) && lead.spam.length > 0)
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
}

/** The answer to the page's next POST to `route` (start waiting before the click that sends it). */
export function nextLeadAnswer(page: Page, route: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === route && response.request().method() === "POST",
  );
}
