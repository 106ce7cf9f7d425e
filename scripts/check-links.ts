/**
 * Link gate: every internal link, image, script, stylesheet, font and share
 * image referenced by every built page resolves to a file in public/ (and each
 * #fragment to an element). Run after `npm run build`; exits 1 on any problem.
 */
import { checkLinks, formatLinkProblems } from "./quality/links";
import { productionSiteUrl } from "../src/node/site-url";

const started = Date.now();
const report = checkLinks("public", productionSiteUrl());
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (report.problems.length) {
  console.error(formatLinkProblems(report.problems));
  console.error(
    `\n✗ ${report.problems.length} broken reference${report.problems.length === 1 ? "" : "s"} ` +
      `on ${new Set(report.problems.map((p) => p.page)).size} page(s) (${report.pages} pages, ${report.checked} internal references checked in ${seconds}s).`,
  );
  process.exit(1);
}
console.log(
  `✓ Links: ${report.checked} internal references on ${report.pages} pages resolve ` +
    `(${report.external.size} external URLs not fetched) in ${seconds}s.`,
);
