/**
 * Draws the hero artwork of every page that has one, one file per page, into static/art/:
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
import { ROOT, rng } from "./art/kit";
import { GLYPHS } from "./art/pages/glyphs";
import { C, H, W, backdrop, type Pair, type SceneContext } from "./art/pages/parts";
import { SCENES, type SceneName } from "./art/pages/scenes";

const CONTENT = path.join(ROOT, "content");
const OUT_DIR = path.join(ROOT, "static/art");

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

function draw(name: string, scene: SceneName, options: PageOptions): string {
  const seed = hash(name);
  const ctx: SceneContext = {
    random: rng(seed),
    pair: PAIRS[seed % PAIRS.length],
    ...options,
    glyph: GLYPHS[options.glyph ?? ""] ?? "",
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${backdrop(ctx.pair)}${SCENES[scene](ctx)}</svg>\n`;
}

/** Every page with a hero illustration: [file name, scene, options]. */
function pages(): Page[] {
  const list: Page[] = [];
  const read = (folder: string): { slug: string }[] =>
    fs.existsSync(path.join(CONTENT, folder))
      ? fs
          .readdirSync(path.join(CONTENT, folder))
          .filter((file) => file.endsWith(".json"))
          .map((file) => JSON.parse(fs.readFileSync(path.join(CONTENT, folder, file), "utf8")) as { slug: string })
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

function main(): void {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written = new Set<string>();
  for (const [name, scene, options] of pages()) {
    if (written.has(name)) throw new Error(`two pages would share static/art/${name}.svg`);
    written.add(name);
    fs.writeFileSync(path.join(OUT_DIR, `${name}.svg`), draw(name, scene, options));
  }
  for (const file of fs.readdirSync(OUT_DIR))
    if (file.endsWith(".svg") && !written.has(file.slice(0, -4))) fs.rmSync(path.join(OUT_DIR, file));
  console.log(`static/art/: ${written.size} pictures, one per page`);
}

main();
