/** The browser tests' Chromium for integration tests (scripts/find-chromium.ts): $CHROMIUM_PATH, Debian's, else Playwright's own. */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", ...args],
  });
}
