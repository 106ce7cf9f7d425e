/**
 * The image pipeline holds steady across upgrades of sharp and libvips: every image the fixture site's
 * build writes (`npm run build:fixture-site`: resized photos and art in AVIF, WebP, JPEG and PNG, and the
 * manifest's icons) has the width, height and format of the recorded baseline, and a size within 10 %.
 *
 * The baseline (tests/fixtures/minimal-site/built-images.json) was recorded from a build with sharp 0.33.5.
 * An entry's `accepted` size is a change past 10 % that was measured and found to be no loss (its `why`).
 * To record it again after a deliberate change to the images or their settings:
 *   RECORD_IMAGE_BASELINE=1 npx jest --config jest.integration.config.js built-images
 */
import fs from "node:fs";
import path from "node:path";
import { type BaselineImage, compareBuiltImages, readBuiltImages } from "../../scripts/quality/built-images";
import { ROOT } from "../support/site-server-process";

const PUBLIC = path.join(ROOT, ".fixture-site/public");
const BASELINE = path.join(ROOT, "tests/fixtures/minimal-site/built-images.json");

it("the fixture site's images match the baseline in size and format", async () => {
  if (!fs.existsSync(path.join(PUBLIC, "index.html")))
    throw new Error(".fixture-site/public is missing: run `npm run build:fixture-site` first.");
  const built = await readBuiltImages(PUBLIC);
  if (process.env.RECORD_IMAGE_BASELINE === "1") fs.writeFileSync(BASELINE, `${JSON.stringify(built, null, 2)}\n`);
  const baseline = JSON.parse(fs.readFileSync(BASELINE, "utf8")) as BaselineImage[];
  expect(built.length).toBeGreaterThan(0);
  expect(compareBuiltImages(baseline, built)).toEqual([]);
});
