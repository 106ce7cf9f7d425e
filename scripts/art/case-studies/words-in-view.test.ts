/**
 * No floating card covers a product's words: in every case-study picture, a panel that casts a shadow
 * (a card floating over the screen) and is drawn after a word does not overlap that word's box. Ledgerly's
 * hero once cut "Reconcile", "Accounts", "Cash out" and "Bank feed" in half this way.
 */
import { parse, type HTMLElement } from "node-html-parser";
import { healthHero, healthPortal, healthPhones, healthSchedule } from "./health";
import { fleetHero, fleetDispatch, fleetTelematics, fleetDriver } from "./fleet";
import { ledgerHero, ledgerReconcile, ledgerInvoices, ledgerReports } from "./ledger";
import { caseHero, caseTimeline, caseReview, caseDeadlines } from "./casebridge";
import { nestHero, nestGrid, nestPhones, nestAgent } from "./nest";
import { shopHero, shopProduct, shopArchitecture, shopCheckout } from "./shop";
import { learnHero, learnPath, learnPhones, learnTeacher } from "./learn";
import type { Scene } from "./drawing";

/** Width of a character as a share of the font size (voice.ts measures words the same way). */
const ADVANCE = 0.6;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
type Drawn = { kind: "word"; text: string; box: Box; order: number } | { kind: "card"; box: Box; order: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The words and the floating cards of a picture, in drawing order, where no rotation or scale moves them. */
function drawn(svg: string): Drawn[] {
  const out: Drawn[] = [];
  let order = 0;
  const walk = (node: HTMLElement, dx: number, dy: number) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child) || !child.tagName) continue;
      const element = child as HTMLElement;
      const transform = element.getAttribute("transform") ?? "";
      const translate = /^translate\(\s*([-\d.]+)[\s,]+([-\d.]+)\s*\)$/.exec(transform.trim());
      if (transform && !translate) continue;
      const x = dx + (translate ? Number(translate[1]) : 0);
      const y = dy + (translate ? Number(translate[2]) : 0);
      const tag = element.tagName.toLowerCase();
      const number = (name: string) => Number(element.getAttribute(name) ?? 0);
      order += 1;
      if (tag === "text") {
        const size = number("font-size");
        const text = element.text;
        const anchor = element.getAttribute("text-anchor") ?? "start";
        const w = text.length * size * ADVANCE;
        const left = anchor === "middle" ? number("x") - w / 2 : anchor === "end" ? number("x") - w : number("x");
        out.push({ kind: "word", text, order, box: { x: x + left, y: y + number("y") - size * 0.8, w, h: size } });
      } else if (tag === "rect" && element.getAttribute("filter") === "url(#shadow)") {
        out.push({
          kind: "card",
          order,
          box: { x: x + number("x"), y: y + number("y"), w: number("width"), h: number("height") },
        });
      }
      walk(element, x, y);
    }
  };
  walk(parse(svg, { lowerCaseTagName: true }) as unknown as HTMLElement, 0, 0);
  return out;
}

/** The words a card drawn after them covers. */
export function coveredWords(svg: string): string[] {
  const items = drawn(svg);
  const words = items.filter((item) => item.kind === "word");
  const cards = items.filter((item) => item.kind === "card");
  return words.flatMap((word) =>
    cards.some((card) => card.order > word.order && overlaps(card.box, word.box))
      ? [word.kind === "word" ? word.text : ""]
      : [],
  );
}

const PICTURES: Record<string, () => Scene> = {
  healthHero,
  healthPortal,
  healthPhones,
  healthSchedule,
  fleetHero,
  fleetDispatch,
  fleetTelematics,
  fleetDriver,
  ledgerHero,
  ledgerReconcile,
  ledgerInvoices,
  ledgerReports,
  caseHero,
  caseTimeline,
  caseReview,
  caseDeadlines,
  nestHero,
  nestGrid,
  nestPhones,
  nestAgent,
  shopHero,
  shopProduct,
  shopArchitecture,
  shopCheckout,
  learnHero,
  learnPath,
  learnPhones,
  learnTeacher,
};

describe("case-study artwork", () => {
  it.each(Object.keys(PICTURES))("%s: no floating card covers a word", (name) => {
    expect(coveredWords(String(PICTURES[name]()))).toEqual([]);
  });

  it("finds a word a card drawn after it covers", () => {
    const svg =
      '<svg><text x="100" y="100" font-size="20">Reconcile</text>' +
      '<rect x="150" y="60" width="200" height="80" filter="url(#shadow)"/>' +
      '<g transform="translate(0 300)"><rect x="100" y="0" width="50" height="50" filter="url(#shadow)"/>' +
      '<text x="110" y="30" font-size="12">Above</text></g></svg>';
    expect(coveredWords(svg)).toEqual(["Reconcile"]);
  });
});
