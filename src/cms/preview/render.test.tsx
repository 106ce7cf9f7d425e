/**
 * The editor's previews are static markup drawn in a browser and never hydrated: every part of
 * the page must be in them (static parts in full, not the empty frame a landing page keeps for
 * the server's HTML) and every call-to-action shown (not waiting to fade in after hydration).
 */
import "../../testing/server-rendering";
import { PREVIEWS } from "../admin/previews";
import { preloadStaticParts } from "../../islands";
import { renderSitePage, type RenderedPage } from "./render";
import service from "../../../tests/fixtures/minimal-site/content/services/web-development.json";
import caseStudy from "../../../tests/fixtures/minimal-site/content/case-studies/sample-platform.json";
import industries from "../../../tests/fixtures/minimal-site/content/listings/industries.json";

// An ES module Jest does not transform; these page kinds have no Markdown body.
jest.mock("micromark", () => ({ micromark: (markdown: string) => markdown }));

const asset = (path: string) => `/admin/media/${path}`;

function parse({ html }: RenderedPage): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

/** The selectors of the rules that hide an element until it fades in (`opacity: 0`). */
function hidingSelectors({ css }: RenderedPage): string[] {
  const hiding: string[] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/opacity:\s*0(;|$)/.test(body.trim())) continue;
    hiding.push(...selectors.split(",").map((selector) => selector.replace(/\/\*!sc\*\//g, "").trim()));
  }
  return hiding.filter(Boolean);
}

function expectEveryPartDrawn(page: RenderedPage) {
  const document = parse(page);
  const frames = [...document.querySelectorAll("[data-static-part]")];
  expect(frames.length).toBeGreaterThan(0);
  // Not empty, and not a boundary React gave up on (a part whose code was not there yet).
  for (const frame of frames) {
    expect(frame.children.length).toBeGreaterThan(0);
    expect(frame.querySelector("template")).toBeNull();
  }
  const hiding = hidingSelectors(page);
  expect(hiding.length).toBeGreaterThan(0); // the call-to-action's own rule for its server link, at least
  const ctas = [...document.querySelectorAll<HTMLElement>("[data-cta]")];
  expect(ctas.length).toBeGreaterThan(0);
  const matches = (cta: HTMLElement, selector: string) => {
    try {
      return cta.matches(selector);
    } catch {
      return false; // a keyframe's step ("0%"), not a selector
    }
  };
  for (const cta of ctas) expect(hiding.filter((selector) => matches(cta, selector))).toEqual([]);
  return document;
}

beforeAll(() => preloadStaticParts());

test("a service preview draws its hero, sections and calls-to-action in full", () => {
  const page = renderSitePage(PREVIEWS.services({ data: service, asset }));
  const document = expectEveryPartDrawn(page);
  expect(document.querySelector("[data-hero] h1")?.textContent).toBe(service.hero.title);
  expect(document.body.textContent).toContain(service.hero.pitch);
  expect(document.body.textContent).toContain(service.faq[0].question);
});

test("a case study preview draws its hero, results and every section in full", () => {
  const page = renderSitePage(PREVIEWS["case-studies"]({ data: caseStudy, asset }));
  const document = expectEveryPartDrawn(page);
  const [hero] = caseStudy.sections;
  expect(document.querySelector("h1")?.textContent).toBe(hero.title);
  expect(document.body.textContent).toContain(caseStudy.results.title);
  expect(document.body.textContent).toContain(caseStudy.results.items[0].label);
});

test("a section index's preview draws the copy of its file", () => {
  const page = renderSitePage(PREVIEWS["industries-listing"]({ data: industries, asset }));
  const document = parse(page);
  expect(document.querySelector("[data-hero] h1")?.textContent).toBe(industries.hero.title);
  expect(document.body.textContent).toContain(industries.hero.text);
  expect(document.querySelector("[data-hero] img")?.getAttribute("data-art")).toBe("industries");
  expect(document.querySelector("#closing-cta")?.textContent).toBe(industries.closingCta.title);
});
