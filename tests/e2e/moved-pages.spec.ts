/**
 * A page whose address a marketer changed keeps its old address as a permanent redirect (src/node/redirects.ts),
 * on the fixture site, whose React page (a technology, under /services/) had the address
 * /services/reactjs-development/ before (tests/fixtures/minimal-site/content/technologies/react-development.json, `previousSlugs`). The deploy's table
 * (public/_redirects, read by the host) holds the row; the production server answers it with a 301 too, so a
 * visitor, a search engine or a browser without JavaScript lands on the page; any other spelling of the old
 * address is sent on the same way.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const OLD = "/services/reactjs-development/";
const NOW = "/services/react-development/";
const HEADLINE = "React applications that stay quick as they grow";

test("the deploy's redirect table moves the old address to the page, permanently", () => {
  const table = fs.readFileSync(path.resolve(__dirname, "../../.fixture-site/public/_redirects"), "utf8");
  expect(table.split("\n").filter((row) => row.startsWith(OLD))).toEqual([`${OLD}  ${NOW}  301`]);
});

test("the server answers the old address, however written, with a 301 to the page, keeping the query", async ({
  request,
}) => {
  for (const written of [OLD, OLD.slice(0, -1), "/services//reactjs-development/"]) {
    const answer = await request.get(`${written}?utm_source=newsletter`, { maxRedirects: 0 });
    expect([written, answer.status(), answer.headers().location]).toEqual([
      written,
      301,
      `${NOW}?utm_source=newsletter`,
    ]);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a visitor who follows an old link lands on the page", async ({ page }) => {
    await page.goto(OLD);
    await expect(page).toHaveURL(new RegExp(`${NOW}$`));
    await expect(page.locator("h1")).toHaveText(HEADLINE);
  });
});
