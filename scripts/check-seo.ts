/**
 * Search and sharing gate: every built page has a unique meta description of
 * 50+ characters, an absolute canonical, Open Graph and Twitter card tags with
 * an absolute image that exists, and the JSON-LD its kind of page needs; the
 * sitemap lists exactly the indexable pages, robots.txt names it, the RSS feed
 * has every post and the manifest its icons. Exits 1 on any problem.
 */
import { auditBuiltSite, formatSeoProblems } from "./quality/seo-audit";
import { productionSiteUrl } from "../src/node/site-url";

const started = Date.now();
const { pages, problems } = auditBuiltSite("public", productionSiteUrl());
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  console.error(formatSeoProblems(problems));
  console.error(
    `\n✗ ${problems.length} SEO problem(s) on ${new Set(problems.map((p) => p.page)).size} of ${pages} pages.`,
  );
  process.exit(1);
}
console.log(`✓ SEO: ${pages} pages, sitemap, robots.txt, rss.xml and manifest pass in ${seconds}s.`);
