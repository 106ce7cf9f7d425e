/**
 * What a visitor on a phone feels after the load: how long a tap (or a key) takes to be answered. Measured in
 * Chromium with its CPU slowed 4× through the DevTools protocol, at 390 px, on a page that has loaded, hydrated and
 * gone quiet (scripts/lib/visitor-timings.ts loads it). For each interaction:
 *
 * - the longest Event Timing entry from the first input of the interaction on (the browser's own figure: from the
 *   input's timestamp to the next paint after its handlers, in 8 ms steps; what INP reads);
 * - each answer's frame: the first animation frame, after the tap ends, in which the answer is on the page (the menu
 *   open, the dialog's frame, its first field, the next page's heading), counted from the end of the tap (the
 *   `pointerup` that makes it a click; for a key, its `keydown`).
 *
 * A tap is a touch held for TAP_HOLD_MS, sent through the DevTools protocol (as a finger: touch, pointer and
 * compatibility mouse events, then the click). Nothing of Playwright's is injected into the page: the probe and
 * the reads are plain protocol evaluations (see readTimings in ./visitor-timings.ts for why).
 */
import type { Browser, CDPSession } from "playwright-core";
import { evaluateInPage, phonePage, readTimings, type Markers } from "./visitor-timings";

/** How long the finger rests on the glass: a quick tap (touch start to touch end). */
export const TAP_HOLD_MS = 50;

export interface Answer {
  /** What the visitor sees ("menu", "dialog frame"…). */
  label: string;
  /** A JavaScript expression, evaluated in each animation frame: true once the answer is on the page. */
  shown: string;
}

export interface Interaction {
  /** The bench's name for it ("open the menu"). */
  name: string;
  /** The page it starts on. */
  path: string;
  /** A tap on the first element that matches `tap` (its centre), or typing `text` into `into` and pressing Enter. */
  action: { tap: string } | { type: string; into: string };
  /** Brought into view before anything else (and the page left to go quiet again): the block the action is in. */
  scrollTo?: string;
  answers: readonly Answer[];
}

export interface InteractionTimings {
  /** The longest Event Timing entry of the interaction (ms) and its event type. */
  longestEventMs: number;
  longestEventType: string;
  /** Each answer's frame, in ms after the end of the tap (NaN: never shown within the wait). */
  answers: Record<string, number>;
  /** When the interaction's first input came and when the tap ended (ms since navigation start), for a trace's window. */
  startMs: number;
  endMs: number;
}

/** The header's menu is open: its panel is a shown popover, or carries the open mark (the menu as it was before). */
const MENU_OPEN = `(() => {
  const nav = document.querySelector("header nav");
  return !!nav && (nav.matches(":popover-open") || nav.hasAttribute("data-open"));
})()`;

/** A dialog whose heading is on the page and not inside a hidden element. */
const DIALOG_FRAME = `[...document.querySelectorAll('[role="dialog"]')].some((dialog) => !dialog.closest("[hidden]") && !!dialog.querySelector("h2"))`;
const DIALOG_FIELD = `[...document.querySelectorAll('[role="dialog"]')].some((dialog) => !dialog.closest("[hidden]") && !!dialog.querySelector("input:not([type=hidden]), select, textarea"))`;

/** The post the tap went to is on the page: the path is its link's and `main h1` reads the link's text. */
const NEXT_HEADING = `(() => {
  const h1 = document.querySelector("main h1");
  return !!h1 && location.pathname === window.__interaction.href && h1.textContent.trim() === window.__interaction.text;
})()`;

/** The first post of the blog list: its link (its text is the post's title, which the post's heading repeats). */
export const FIRST_POST_LINK = 'main li h2 a[href^="/blog/"], main li h3 a[href^="/blog/"]';

/** The four interactions of the budget (docs/quality-gates.md), on the site's home page and blog list. */
export function siteInteractions(blogList = "/blog/"): Interaction[] {
  return [
    {
      name: "open the menu",
      path: "/",
      action: { tap: "header button[aria-controls], header button[popovertarget]" },
      answers: [{ label: "menu", shown: MENU_OPEN }],
    },
    {
      name: "open the contact dialog (hero's button)",
      path: "/",
      action: { tap: 'main [data-cta="page"]' },
      answers: [
        { label: "dialog frame", shown: DIALOG_FRAME },
        { label: "first field", shown: DIALOG_FIELD },
      ],
    },
    {
      name: "blog list → a post",
      path: blogList,
      scrollTo: FIRST_POST_LINK,
      action: { tap: FIRST_POST_LINK },
      answers: [
        // The tap's first answer: the bar that says the navigation started or, when the next page is drawn by the
        // first frame after the tap (its data and code prefetched), that page itself: the bar is then set and
        // cleared within one task and never drawn, and a visitor has no wait to be told of.
        {
          label: "navigation shown",
          shown: `document.documentElement.hasAttribute("data-navigating") || ${NEXT_HEADING}`,
        },
        { label: "next heading", shown: NEXT_HEADING },
      ],
    },
    {
      name: "newsletter: type, Enter on a bad address",
      path: "/",
      scrollTo: 'footer input[name="footer_email"]',
      action: { type: "not-an-address", into: 'footer input[name="footer_email"]' },
      // The field's message, under it (id: the field's id and "-error").
      answers: [
        {
          label: "error",
          shown: `(() => {
            const input = document.querySelector('footer input[name="footer_email"]');
            return !!input && !!document.getElementById(input.id + "-error");
          })()`,
        },
      ],
    },
  ];
}

/** The bare page's reference: a tap on its heading, which nothing answers; its one answer is the next frame. */
export const BARE_INTERACTION: Interaction = {
  name: "a tap on the bare page",
  path: "/",
  action: { tap: "h1" },
  answers: [{ label: "next frame", shown: "true" }],
};

declare global {
  interface Window {
    __interaction?: {
      armed: number;
      start: number | null;
      end: number | null;
      href: string;
      text: string;
      events: Array<{ name: string; start: number; duration: number }>;
      answers: Record<string, number>;
      done: Promise<void>;
    };
  }
}

/**
 * The probe, installed once the page is quiet: it records Event Timing entries and the input's timestamps, and
 * checks the answers in every animation frame after the end of the tap. Plain JavaScript in a string, as the
 * visitor-timings probe.
 */
export function interactionProbeSource(interaction: Interaction): string {
  const target = "tap" in interaction.action ? interaction.action.tap : interaction.action.into;
  const checks = interaction.answers.map(
    (answer) =>
      `[${JSON.stringify(answer.label)}, () => { try { return Boolean(${answer.shown}); } catch { return false; } }]`,
  );
  return `(() => {
  let finish;
  const target = document.querySelector(${JSON.stringify(target)});
  const state = {
    armed: performance.now(),
    start: null,
    end: null,
    href: target && target.getAttribute("href") ? new URL(target.href).pathname : "",
    text: target ? target.textContent.trim() : "",
    events: [],
    answers: {},
    done: new Promise((resolve) => (finish = resolve)),
  };
  window.__interaction = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16 });
  const options = { capture: true, passive: true };
  addEventListener("pointerdown", (event) => { if (state.start === null) state.start = event.timeStamp; }, options);
  addEventListener("pointerup", (event) => { if (state.end === null) state.end = event.timeStamp; }, options);
  addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || state.end !== null) return;
    if (state.start === null) state.start = event.timeStamp;
    state.end = event.timeStamp;
  }, options);
  const checks = [${checks.join(", ")}];
  const frame = (time) => {
    if (state.end !== null)
      for (const [label, shown] of checks) if (!(label in state.answers) && shown()) state.answers[label] = time;
    if (Object.keys(state.answers).length === checks.length) finish();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;
}

const evaluate = evaluateInPage;

/** Resolves once the page has loaded and no resource has been added for three checks 250 ms apart, then an idle moment. */
const QUIET = `new Promise((resolve) => {
  let last = -1;
  let still = 0;
  const check = () => {
    const count = performance.getEntriesByType("resource").length;
    still = count === last && document.readyState === "complete" ? still + 1 : 0;
    last = count;
    if (still >= 3) requestIdleCallback(() => resolve(true), { timeout: 2000 });
    else setTimeout(check, 250);
  };
  check();
})`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A touch held for TAP_HOLD_MS at the centre of the first element matching `selector`. */
async function tap(session: CDPSession, selector: string): Promise<void> {
  const point = await evaluate<{ x: number; y: number } | null>(
    session,
    `(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`,
  );
  if (!point) throw new Error(`nothing to tap: ${selector}`);
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await sleep(TAP_HOLD_MS);
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Types `text` key by key into the first element matching `selector` (focused first), then presses Enter. */
async function typeAndEnter(session: CDPSession, selector: string, text: string): Promise<void> {
  await evaluate(session, `document.querySelector(${JSON.stringify(selector)}).focus()`);
  for (const character of text) {
    await session.send("Input.dispatchKeyEvent", { type: "keyDown", text: character, key: character });
    await session.send("Input.dispatchKeyEvent", { type: "keyUp", key: character });
  }
  const enter = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 };
  await session.send("Input.dispatchKeyEvent", { type: "keyDown", text: "\r", ...enter });
  await session.send("Input.dispatchKeyEvent", { type: "keyUp", ...enter });
}

/**
 * One interaction on a fresh phone (empty cache, 4× CPU from the start): the page loaded until hydrated and quiet,
 * the interaction's block brought into view, the probe installed, the action, then the answers (10 s at most).
 * `during` runs around the action (a trace, for scripts/trace-interaction.ts).
 */
export async function measureInteraction(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  markers: Markers,
  during?: { before: (page: import("playwright-core").Page) => Promise<void>; after: () => Promise<void> },
): Promise<InteractionTimings> {
  const { context, page, session, throttle } = await phonePage(browser, markers);
  try {
    await throttle();
    await page.goto(`${origin}${interaction.path}`, { waitUntil: "commit" });
    await readTimings(session);
    await evaluate(session, QUIET);
    if (interaction.scrollTo) {
      await evaluate(
        session,
        `document.querySelector(${JSON.stringify(interaction.scrollTo)}).scrollIntoView({ block: "center" })`,
      );
      await evaluate(session, QUIET);
    }
    await evaluate(session, interactionProbeSource(interaction));
    await during?.before(page);
    if ("tap" in interaction.action) await tap(session, interaction.action.tap);
    else await typeAndEnter(session, interaction.action.into, interaction.action.type);
    await evaluate(
      session,
      `Promise.race([window.__interaction.done, new Promise((resolve) => setTimeout(resolve, 10000))]).then(() => true)`,
    );
    // Event Timing entries are delivered after the paint they end with: a few frames more.
    await evaluate(
      session,
      `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(true), 300))))`,
    );
    await during?.after();
    const state = await evaluate<{
      armed: number;
      start: number | null;
      end: number | null;
      events: Array<{ name: string; start: number; duration: number }>;
      answers: Record<string, number>;
    }>(
      session,
      `(({ armed, start, end, events, answers }) => ({ armed, start, end, events, answers }))(window.__interaction)`,
    );
    return interactionTimingsOf(interaction, state);
  } finally {
    await context.close();
  }
}

/** The figures from what the probe recorded: the longest event since it was armed, each answer after the tap's end. */
export function interactionTimingsOf(
  interaction: Interaction,
  state: {
    armed: number;
    start: number | null;
    end: number | null;
    events: ReadonlyArray<{ name: string; start: number; duration: number }>;
    answers: Readonly<Record<string, number>>;
  },
): InteractionTimings {
  const events = state.events.filter((event) => event.start >= state.armed);
  const longest = events.reduce<{ name: string; duration: number } | null>(
    (worst, event) => (worst === null || event.duration > worst.duration ? event : worst),
    null,
  );
  const answers: Record<string, number> = {};
  for (const { label } of interaction.answers) {
    const at = state.answers[label];
    answers[label] = at === undefined || state.end === null ? Number.NaN : Math.max(0, at - state.end);
  }
  // No entry: no event of the interaction took 16 ms or more (Event Timing's smallest threshold).
  return {
    longestEventMs: longest?.duration ?? 0,
    longestEventType: longest?.name ?? "",
    answers,
    startMs: state.start ?? Number.NaN,
    endMs: state.end ?? Number.NaN,
  };
}
