/**
 * Finds a Chromium for Playwright: $CHROMIUM_PATH, else /usr/bin/chromium,
 * else Playwright's own download. Where none is present it installs one:
 * Debian's `chromium` when running as root with apt, else
 * `npx playwright install chromium`. Prints nothing; exports findChromium().
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** A browser found, and where it came from (printed by the runners). */
export interface FoundChromium {
  path: string;
  source: "CHROMIUM_PATH" | "Debian package" | "Playwright's browser";
}

function playwrightOwn(): string | null {
  try {
    const path = chromium.executablePath();
    return path && fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function locate(): FoundChromium | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return { path: fromEnv, source: "CHROMIUM_PATH" };
  if (fs.existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian package" };
  const own = playwrightOwn();
  if (own) return { path: own, source: "Playwright's browser" };
  return null;
}

function install(): void {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  let hasApt: boolean;
  try {
    execSync("command -v apt-get", { stdio: "ignore" });
    hasApt = true;
  } catch {
    hasApt = false;
  }
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.log("No Chromium found: installing Playwright's Chromium…");
    execSync("npx playwright install chromium", { stdio: "inherit" });
  }
}

/** Returns { path, source }; installs a browser first if none is present. */
export function findChromium(): FoundChromium {
  const found = locate();
  if (found) return found;
  install();
  const installed = locate();
  if (!installed) throw new Error("Could not find or install a Chromium for the browser tests.");
  return installed;
}
