/**
 * The response headers of the header table (src/security/headers.ts) in the
 * browser tests, computed here from the build's CSP manifest for the given
 * settings (`headersFor`): exactly what the deploy adapter writes into
 * public/_headers and what the self-hosting server (which serves the tests)
 * sends, so a suite can check the table itself, with settings of its own.
 */
import type { Page } from "@playwright/test";
import { readCspManifest } from "../../../src/security/csp-manifest";
import { type SecurityEnv, headersFor } from "../../../src/security/headers";

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Answers every page of `page` with the table's headers for its path (a 404 with those of the 404 page). */
export async function serveWithSecurityHeaders(page: Page, env: SecurityEnv, manifestFile?: string): Promise<void> {
  const manifest = readCspManifest(manifestFile);
  if (!manifest) throw new Error("The build wrote no CSP manifest: build the site first");
  await page.route(
    (url) => url.hostname === "127.0.0.1" || url.hostname === "localhost",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const path = new URL(route.request().url()).pathname;
      const headers = headersFor(path, { env, manifest, page: response.status() === 404 ? "/404.html" : undefined });
      return route.fulfill({ response, headers: { ...response.headers(), ...headers } });
    },
  );
}

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
export async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = list;
    document.addEventListener("securitypolicyviolation", (event) =>
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}
