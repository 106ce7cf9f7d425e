/**
 * The Content-Security-Policy against the test build (every key set): each
 * template's page loads, hydrates, runs its idle-time code (Segment, the
 * error-reporting SDK, web-vitals) and lazily loaded parts with no violation,
 * and every inline script and style of every built page is in its policy.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { type Page, expect, test } from "@playwright/test";
import { listHtmlFiles, parseHtml, routeOfFile } from "../../src/node/built-site";
import { readCspManifest } from "../../src/security/csp-manifest";
import { headersFor } from "../../src/security/headers";
import { SITE_TEMPLATES, hydrated } from "./page-templates";
import { keys, stubThirdParties } from "./support/instrumentation";
import { type Violation, recordViolations, serveWithSecurityHeaders } from "./support/security";

const publicDir = path.resolve("public");
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** An inline script added to the page does not run, and is reported: the policy is enforced, not only sent. */
async function expectInjectedScriptBlocked(page: Page, violations: () => Promise<Violation[]>): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.appendChild(script);
  });
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toEqual(["script-src-elem"]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
}

test.describe("Content-Security-Policy", () => {
  test("every inline script and style of every built page is allowed by that page's policy, and nothing else inline", () => {
    const manifest = readCspManifest();
    expect(manifest).not.toBeNull();
    const files = listHtmlFiles(publicDir);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      // Parsed independently of the build's own extraction (node-html-parser, <noscript> content included).
      const root = parseHtml(html);
      const noscript = root.querySelectorAll("noscript").map((element) => parseHtml(element.rawText));
      const scripts = root
        .querySelectorAll("script:not([src])")
        .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
        .map((script) => hash(script.rawText));
      const styles = [root, ...noscript].flatMap((part) =>
        part.querySelectorAll("style").map((style) => hash(style.rawText)),
      );
      const policy = headersFor(routeOfFile(file), { env: keys, manifest })["content-security-policy"]!;
      const allowed = (directive: string) =>
        policy
          .split("; ")
          .find((part) => part.startsWith(`${directive} `))!
          .split(" ")
          .filter((source) => source.startsWith("'sha256-"));
      expect({ file, scripts: allowed("script-src") }).toEqual({ file, scripts: expect.arrayContaining(scripts) });
      expect({ file, styles: allowed("style-src") }).toEqual({ file, styles: expect.arrayContaining(styles) });
      // No hash the page does not need (the empty one is styled-components' runtime sheet).
      expect(allowed("script-src")).toHaveLength(new Set(scripts).size);
      expect(allowed("style-src").filter((h) => !styles.includes(h))).toEqual([hash("")]);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });

  for (const template of SITE_TEMPLATES) {
    test(`${template.name} (${template.path}) runs with no violation`, async ({ page }) => {
      const { segment } = await stubThirdParties(page);
      await serveWithSecurityHeaders(page, keys);
      const violations = await recordViolations(page);
      const sdk: string[] = [];
      page.on("requestfinished", (request) => {
        if (request.url().includes("/error-reporting-sdk-")) sdk.push(request.url());
      });
      const response = await page.goto(template.path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      await hydrated(page);
      // Below-the-fold code loads near the viewport; idle-time code (Segment, web-vitals) after load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      await expect.poll(() => segment.length).toBe(1);
      // The error-reporting SDK loads at the first error: an unhandled rejection (raised outside the page's CSP).
      await page.evaluate(() => void Promise.reject(new Error("An error that loads the SDK")));
      await expect.poll(() => sdk.length).toBe(1);
      expect(await violations()).toEqual([]);
    });
  }

  test("the lazily loaded dialogs insert their styles with no violation", async ({ page }) => {
    await stubThirdParties(page);
    await serveWithSecurityHeaders(page, keys);
    const violations = await recordViolations(page);
    await page.goto("/about-us/");
    await hydrated(page);
    await page.locator("header [data-cta]").click();
    // Named after the header's label, which the copy experiment picks: any contact dialog will do here.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Your privacy choices" }).click();
    await expect(page.getByRole("dialog", { name: "Your privacy choices" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("a page asked for by another spelling of its path is sent to its one path and runs under its policy, enforced, with no violation", async ({
    page,
    baseURL,
  }) => {
    // The server's own headers here (src/server/request-path.ts): the policy is looked up by the path the file is.
    await stubThirdParties(page);
    const violations = await recordViolations(page);
    for (const spelling of ["//about-us/", "/about-us//"]) {
      const response = await page.goto(`${baseURL}${spelling}`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${spelling}`);
      expect(response?.url()).toBe(`${baseURL}/about-us/`);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      await hydrated(page);
      expect(await violations()).toEqual([]);
    }
    await expectInjectedScriptBlocked(page, violations);
  });

  test("a blocked inline script is reported (the policy is enforced, not only sent)", async ({ page }) => {
    await stubThirdParties(page);
    await serveWithSecurityHeaders(page, keys);
    const violations = await recordViolations(page);
    await page.goto("/");
    await expectInjectedScriptBlocked(page, violations);
  });
});
