/**
 * The hero artwork of every page that has one, one file per page, in static/art/: drawn for a new
 * page by every build and `gatsby develop` (gatsby-node, `writePageArt` with `onlyMissing`), so no developer has to,
 * and all of them again, with the files of deleted pages removed, by
 *
 *   npx tsx scripts/generate-page-art.ts
 *
 * Each service, technology, industry, city and Fuse comparison page (from content/) and each section
 * index and company page (COMPANY_PAGES in art/pages/subjects.ts) gets its own picture: a scene for its kind of page (a web
 * app, a design canvas, a code editor, a city skyline…) around an emblem of its own subject, in its
 * own colours, with details drawn from a seed of its name. No illustration serves more than one page;
 * the build checks that none serves more than three (src/node/shared-art.ts).
 *
 * The pictures are SVG strings composed in scripts/art/pages/ (560×480, the hero's artwork box), written as they are:
 * crisp at any size, a few kilobytes each, no text, nothing downloaded. Output is deterministic.
 * A page's file is /art/<name>.svg: the content file's slug, or the name in COMPANY_PAGES.
 */
import fs from "node:fs";
import path from "node:path";
import { rng } from "../kit";
import { GLYPHS } from "./glyphs";
import { C, H, W, backdrop, type Pair, type SceneContext } from "./parts";
import { SCENES, type SceneName } from "./scenes";

/** Colour pairs a page's emblem and accents are drawn in; a page's name picks one. */
const PAIRS: readonly Pair[] = [
  [C.blue, C.teal],
  [C.teal, C.gold],
  [C.violet, C.blue],
  [C.coral, C.gold],
  [C.sky, C.violet],
  [C.gold, C.coral],
  [C.teal, C.sky],
  [C.blue, C.violet],
  [C.coral, C.violet],
  [C.teal, C.blue],
];

/** FNV-1a: a page's name as a number, the seed of everything drawn for it. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/* ---------------------------------------------------------- the pages */

/** Service pages by slug: their scene and emblem. */
const SERVICES: Record<string, [SceneName, string]> = {
  "ui-ux-design": ["design", "pen"],
  "ui-ux-design-system": ["design", "components"],
  "mobile-app-ui-ux-design": ["design", "thumb"],
  "user-research": ["design", "research"],
  "web-app-ui-ux-design": ["design", "dashboard"],
  "ai-software-development": ["web", "spark"],
  "custom-software-development": ["web", "puzzle"],
  "ecommerce-development": ["web", "bag"],
  "enterprise-software-development": ["web", "tower"],
  "iot-development": ["ops", "chip"],
  "marketplace-development": ["web", "awning"],
  "mobile-app-development": ["web", "phoneCode"],
  "startup-mvp-development": ["web", "rocket"],
  "nearshore-software-outsourcing": ["team", "globeClock"],
  "saas-software-development": ["web", "cloudLayers"],
  "web-development": ["web", "browserCode"],
  "web-and-mobile-app-maintenance": ["ops", "wrench"],
  "agile-project-management": ["ops", "loop"],
  "quality-assurance-testing": ["ops", "checklist"],
  "software-development-outsourcing": ["team", "rings"],
  "nearshore-staff-augmentation": ["team", "peoplePlus"],
};
const TECHNOLOGIES: Record<string, string> = {
  "flutter-app-development": "flutter",
  "node-js-development": "hexagon",
  "python-software-development": "python",
  "react-development": "atom",
  "react-native-development": "atomPhone",
  "ruby-on-rails-development": "rails",
};
const INDUSTRIES: Record<string, string> = {
  "fintech-software-development": "coinChart",
  "healthcare-software-development": "heartPulse",
  "legal-tech-software-development": "scales",
  "real-estate-software-development": "houseKey",
  transportation: "truck",
};

/** Pages written in code (src/pages): their art name, scene and emblem. */
const COMPANY_PAGES: Record<string, [SceneName, string, string[]?]> = {
  services: ["constellation", "grid", ["pen", "browserCode", "phoneCode", "spark", "rocket", "wrench"]],
  industries: ["constellation", "compass", ["coinChart", "heartPulse", "scales", "houseKey", "truck"]],
  technologies: ["constellation", "stack", ["flutter", "hexagon", "python", "atom", "atomPhone", "rails"]],
  "service-areas": ["constellation", "pins", ["slabs", "globeClock", "tower", "awning", "rings"]],
  "our-work": ["gallery", "gallery"],
  pricing: ["constellation", "priceTag", ["rocket", "peoplePlus", "wrench", "checklist"]],
  "about-us": ["team", "slabs"],
  "contact-us": ["constellation", "chat", ["globeClock", "checklist", "rings", "pen"]],
  "flatirons-fund": ["web", "seedling"],
  "referral-program": ["constellation", "handshakeArrows", ["rings", "coinChart", "peoplePlus", "chat"]],
  application: ["ops", "formSend"],
  fuse: ["import", "fuse"],
};

/** What a page is drawn with, beside its name's seed: its emblem's glyph by name, its city, its satellites. */
interface PageOptions {
  glyph?: string;
  city?: string;
  satellites?: readonly string[];
}

/** One page's picture: a page to draw, with its scene and options. */
type Page = [name: string, scene: SceneName, options: PageOptions];

export function draw(name: string, scene: SceneName, options: PageOptions): string {
  const seed = hash(name);
  const ctx: SceneContext = {
    random: rng(seed),
    pair: PAIRS[seed % PAIRS.length],
    ...options,
    glyph: GLYPHS[options.glyph ?? ""] ?? "",
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${backdrop(ctx.pair)}${SCENES[scene](ctx)}</svg>\n`;
}

/** Every page with a hero illustration in `contentDir`: [file name, scene, options]. */
export function pagesWithArt(contentDir: string): Page[] {
  const list: Page[] = [];
  const read = (folder: string): { slug: string }[] =>
    fs.existsSync(path.join(contentDir, folder))
      ? fs
          .readdirSync(path.join(contentDir, folder))
          .filter((file) => file.endsWith(".json"))
          .flatMap((file) => {
            // A file that is not valid JSON yet is the validator's to report: it gets its picture once it is.
            try {
              const page = JSON.parse(fs.readFileSync(path.join(contentDir, folder, file), "utf8")) as {
                slug?: unknown;
              };
              return typeof page.slug === "string" && page.slug ? [{ slug: page.slug }] : [];
            } catch {
              return [];
            }
          })
      : [];
  /** Each content folder's pages: their scene and the options it draws them with. */
  const folders: Record<string, (page: { slug: string }) => [SceneName, PageOptions]> = {
    services: (page) => {
      const [scene, glyph] = SERVICES[page.slug] ?? ["web", "puzzle"];
      return [scene, { glyph }];
    },
    technologies: (page) => ["code", { glyph: TECHNOLOGIES[page.slug] ?? "browserCode" }],
    industries: (page) => ["industry", { glyph: INDUSTRIES[page.slug] ?? "compass" }],
    "service-areas": (page) => ["city", { city: page.slug.replace(/^custom-software-company-/, "") }],
    alternatives: () => ["import", { glyph: "fuse" }],
  };
  for (const [folder, sceneOf] of Object.entries(folders))
    for (const page of read(folder)) list.push([page.slug, ...sceneOf(page)]);
  for (const [name, [scene, glyph, satellites]] of Object.entries(COMPANY_PAGES))
    list.push([name, scene, { glyph, satellites }]);
  return list;
}

/**
 * Draws every page's picture into `outDir`: the missing ones only (a build, `gatsby develop` after a
 * page is added), or all of them, removing the pictures of pages that are gone. Answers the names drawn.
 */
export function writePageArt(contentDir: string, outDir: string, { onlyMissing }: { onlyMissing: boolean }): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const names = new Set<string>();
  const drawn: string[] = [];
  for (const [name, scene, options] of pagesWithArt(contentDir)) {
    if (names.has(name)) throw new Error(`two pages would share static/art/${name}.svg`);
    names.add(name);
    const file = path.join(outDir, `${name}.svg`);
    if (onlyMissing && fs.existsSync(file)) continue;
    fs.writeFileSync(file, draw(name, scene, options));
    drawn.push(name);
  }
  if (!onlyMissing)
    for (const file of fs.readdirSync(outDir))
      if (file.endsWith(".svg") && !names.has(file.slice(0, -4))) fs.rmSync(path.join(outDir, file));
  return drawn;
}
