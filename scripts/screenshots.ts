/**
 * Screenshots of built pages at phone and desktop widths, for a person to look at:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:9000 /,/services/ 375,1440 [outDir]
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium";

async function main(): Promise<void> {
  const [base = "http://127.0.0.1:9000", pages = "/", widths = "375,1440", outDir = "test-results/screens"] =
    process.argv.slice(2);
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: findChromium().path,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  for (const width of widths.split(",").map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    for (const route of pages.split(",")) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      // A full-page shot does not scroll, so lazy images below the fold are fetched first.
      await page.evaluate(async () => {
        const images = Array.from(globalThis.document.images);
        for (const img of images) img.loading = "eager";
        await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      });
      const name = `${route.replace(/\//g, "_") || "_"}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
