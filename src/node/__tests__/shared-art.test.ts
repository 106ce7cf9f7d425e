/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseHtml } from "../built-site";
import { checkSharedArt, formatSharedArt, illustrationsOf, sharedIllustrations } from "../shared-art";

const hero = (art: string) =>
  `<!doctype html><html><body><section data-hero="page"><h1>T</h1>${art}</section>` +
  `<main><img src="/static/abc/cover.jpg" alt="A card's cover"></main></body></html>`;

describe("a page's illustrations", () => {
  it("are its hero artwork, by file: data-art elements and pictures in the hero, not the cards below", () => {
    const page = parseHtml(
      hero(
        '<img src="/art/web-development.svg?v=2" data-art="web-development" alt=""><picture><img src="/static/x/home.png" alt=""></picture>',
      ),
    );
    expect(illustrationsOf(page)).toEqual(["/art/web-development.svg", "/static/x/home.png"]);
  });

  it("tells inline drawings apart by their markup", () => {
    const a = illustrationsOf(parseHtml(hero('<svg data-art="service"><circle r="2"/></svg>')));
    const b = illustrationsOf(parseHtml(hero('<svg data-art="service"><circle r="3"/></svg>')));
    expect(a).toHaveLength(1);
    expect(a[0]).toMatch(/^inline:[0-9a-f]{12}$/);
    expect(a).not.toEqual(b);
  });
});

describe("illustrations shared by more than three pages", () => {
  const on = (file: string, ...paths: string[]) => paths.map((p) => ({ path: p, illustrations: [file] }));

  it("are reported with the pages that show them; three pages may share one", () => {
    const pages = [
      ...on("/art/services.svg", "/services/a/", "/services/b/", "/services/c/"),
      ...on("/art/city.svg", "/services/d/", "/services/e/", "/services/f/", "/services/g/"),
    ];
    expect(sharedIllustrations(pages)).toEqual([
      { file: "/art/city.svg", pages: ["/services/d/", "/services/e/", "/services/f/", "/services/g/"] },
    ]);
    expect(formatSharedArt(sharedIllustrations(pages))).toEqual([
      "/art/city.svg is the illustration of 4 pages (/services/d/, /services/e/, /services/f/, /services/g/); each page may share its illustration with at most 2 others: run npx tsx scripts/generate-page-art.ts, which draws one for every page",
    ]);
  });

  it("are found in a built site's pages", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shared-art-"));
    const write = (route: string, art: string) => {
      fs.mkdirSync(path.join(dir, route), { recursive: true });
      fs.writeFileSync(path.join(dir, route, "index.html"), hero(art));
    };
    write("", '<img src="/art/home.svg" data-art="home" alt="">');
    for (const slug of ["a", "b", "c", "d"])
      write(`services/${slug}`, '<img src="/art/same.svg" data-art="same" alt="">');
    write("services/e", '<img src="/art/e.svg" data-art="e" alt="">');
    expect(checkSharedArt(dir)).toEqual({
      pages: 6,
      shared: [{ file: "/art/same.svg", pages: ["/services/a/", "/services/b/", "/services/c/", "/services/d/"] }],
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
