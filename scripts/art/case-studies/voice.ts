/**
 * Words instead of bars: what each product's screens say, and the text-sized parts (skel, para) that say it.
 */
import { C, label, rect } from "./drawing";

/* ------------------------------------------------- words instead of bars */
/*
 * What the product says. Each scene draws with its product's vocabulary (`speak` at its start): every
 * text-sized bar becomes one of the product's words, or one of its figures when the bar is as tall as
 * a number in large type, so the picture reads as the product at work rather than as a wireframe.
 * The words are the product's own interface vocabulary (screens, actions, states), drawn in the scene's
 * colours; the picture stays an illustration (content marks it so).
 */

/** Bars at least this tall stand for a figure ("$48,210", "87%"); lower ones for a label. */
const FIGURE_HEIGHT = 14;
/** Average advance of DejaVu Sans per unit of font size (a little generous, so a word fits its bar). */
const ADVANCE = 0.6;
/** The site's muted text colour (tokens.ts textMuted): a label where the bar was a dark rule. */
const MUTED_INK = "#b9c2dc";

/** A product's vocabulary: the words on its screens and the figures it shows. */
export interface Voice {
  words: readonly string[];
  figures: readonly string[];
}

let VOICE: Voice | null = null;
let spoken: Record<keyof Voice, number> = { words: 0, figures: 0 };

/** Scenes drawn from here on use `voice` ({ words, figures }) instead of grey bars. */
export function speak(voice: Voice): void {
  VOICE = voice;
  spoken = { words: 0, figures: 0 };
}

/** The next entry of `list` (from `key`'s cursor) that fits in `chars` characters, else the first one cut. */
function nextFitting(list: readonly string[], key: keyof Voice, chars: number): string {
  for (let i = 0; i < list.length; i += 1) {
    const entry = list[(spoken[key] + i) % list.length];
    if (entry.length <= chars) {
      spoken[key] = (spoken[key] + i + 1) % list.length;
      return entry;
    }
  }
  spoken[key] = (spoken[key] + 1) % list.length;
  return list[spoken[key]].slice(0, Math.max(1, chars));
}

/** A word or a figure where a bar of w×h at (x, y) would have been. */
function words(voice: Voice, x: number, y: number, w: number, h: number, fill: string, opacity?: number): string {
  const figure = h >= FIGURE_HEIGHT;
  const size = figure ? h * 1.45 : Math.max(11, h * 1.5);
  const chars = Math.floor(w / (size * ADVANCE));
  const text = nextFitting(figure ? voice.figures : voice.words, figure ? "figures" : "words", chars);
  // The default bar colour is a dark rule; as text it takes the muted ink.
  const color = fill === C.line ? MUTED_INK : fill;
  return label(x, y + h * 0.5 + size * 0.36, text, {
    size: Math.round(size * 10) / 10,
    weight: figure ? 700 : 500,
    fill: color,
    opacity: opacity ?? (fill === C.line ? 0.9 : undefined),
  });
}

/** Each product's vocabulary: what its screens say. */
export const VOICES = {
  health: {
    words: [
      "Today",
      "Visits",
      "Messages",
      "Refills",
      "Results",
      "Video visit",
      "Check-in",
      "Waiting room",
      "Dr. Okafor",
      "Dr. Lin",
      "Lab results ready",
      "Join visit",
      "Reschedule",
      "Pharmacy",
      "Lipid panel",
      "Normal",
      "Reviewed",
      "Send to patient",
      "Family medicine",
      "Pediatrics",
      "Ask your care team",
      "Refill approved",
      "Next visit 10:30",
      "Clinic schedule",
      "Open",
      "Booked",
      "Telehealth",
      "In person",
      "Vitals",
      "Notes",
      "Intake form",
      "Consent signed",
      "Insurance",
      "Follow-up in 2 weeks",
    ],
    figures: ["9:30", "14", "98%", "3", "10:45", "31%", "120/80", "72 bpm", "2", "11:15"],
  },
  fleet: {
    words: [
      "Dispatch",
      "Loads",
      "Drivers",
      "Trucks",
      "Live map",
      "On time",
      "Delayed",
      "At dock",
      "En route",
      "Empty miles",
      "Assign load",
      "Denver → Salt Lake",
      "Unit 214",
      "Unit 387",
      "HOS left",
      "Fuel",
      "ETA",
      "Check call",
      "Reefer 34°F",
      "Geofence",
      "Detention",
      "Deliver by 4 pm",
      "Terminal: Reno",
      "Load 48213",
      "Weather alert",
      "I-80 closure",
      "Reroute",
      "Signed BOL",
      "Photo uploaded",
      "Pre-trip done",
    ],
    figures: ["1,200", "18%", "42", "7h 10m", "96%", "3:40", "612 mi", "$2.31", "11"],
  },
  ledger: {
    words: [
      "Cash in",
      "Cash out",
      "Unmatched",
      "Runway",
      "Bank feed",
      "Invoices",
      "Reports",
      "Reconcile",
      "Acme Supply",
      "Stripe payout",
      "Rent",
      "Payroll",
      "Matched",
      "Close month",
      "Profit & loss",
      "Overdue",
      "Paid",
      "Draft",
      "Send invoice",
      "Chart of accounts",
      "Office",
      "Software",
      "Travel",
      "Rule: AWS → Hosting",
      "Suggested match",
      "Approve",
      "Ledger",
      "Expenses",
      "Accounts",
      "Tax ready",
    ],
    figures: ["$48,210", "$12,940", "87%", "7.2 mo", "$3,480", "$920.00", "14", "$1,275", "50 min"],
  },
  legal: {
    words: [
      "Matters",
      "Deadlines",
      "Documents",
      "Calendar",
      "Billing",
      "Intake",
      "Discovery",
      "Motion to dismiss",
      "Reply brief",
      "Filed",
      "Due Friday",
      "Court date",
      "Conflict check",
      "Privileged",
      "Ethical wall",
      "Deposition",
      "Exhibit A",
      "Time entry",
      "0.3 h review",
      "Client portal",
      "Assigned",
      "Draft",
      "Review",
      "Served",
      "Opposition due",
      "Hearing",
      "Trial prep",
      "Notes",
    ],
    figures: ["0", "12", "3 days", "Mar 14", "248", "6.5 h", "21"],
  },
  homes: {
    words: [
      "Search",
      "Saved",
      "Tours",
      "Map",
      "3 bd · 2 ba",
      "Open house",
      "Book a tour",
      "New listing",
      "Price cut",
      "Highlands",
      "Wash Park",
      "Sat 10:00",
      "Confirmed",
      "Agent: J. Ruiz",
      "Alerts",
      "School rating",
      "Commute",
      "Backyard",
      "Garage",
      "Pending",
      "Sold",
      "Schedule",
      "Favorites",
      "Pet friendly",
      "Near light rail",
    ],
    figures: ["$649k", "$812k", "$1.2M", "2.4×", "3", "1,850 sq ft", "$575k", "14"],
  },
  shop: {
    words: [
      "Shop",
      "New in",
      "Living",
      "Bedroom",
      "Kitchen",
      "Sale",
      "Add to cart",
      "Checkout",
      "Free shipping",
      "Linen throw",
      "Stoneware mug",
      "Oak side table",
      "In stock",
      "Ships today",
      "Reviews",
      "Color: Sand",
      "Quantity",
      "Apple Pay",
      "Order summary",
      "Subtotal",
      "Shipping",
      "Place order",
      "Campaign",
      "Landing page",
      "Published",
      "Edge cache",
      "Search",
      "Wishlist",
    ],
    figures: ["$48", "$129", "$24", "0.9 s", "2", "$201.00", "4.8", "30%"],
  },
  learn: {
    words: [
      "Practice",
      "Hint",
      "Next step",
      "Fractions",
      "Equations",
      "Try again",
      "Nice work!",
      "What do you notice?",
      "Show your steps",
      "Class 7B",
      "Stuck on 3",
      "Mastered",
      "In progress",
      "Assign",
      "Unit 4",
      "Review",
      "Teacher view",
      "Students",
      "Skills",
      "Ratios",
      "Check answer",
      "Ask a question",
      "Streak",
      "Due Friday",
      "Progress",
    ],
    figures: ["+14", "2.3×", "96%", "12", "3/5", "4,200", "78%"],
  },
} satisfies Record<string, Voice>;
/* --------------------------------------------- end words instead of bars */

/** A text-sized bar: one of the product's words or figures once it speaks, else a rounded bar. */
export const skel = (x: number, y: number, w: number, h = 10, fill: string = C.line, opacity?: number): string =>
  VOICE ? words(VOICE, x, y, w, h, fill, opacity) : rect(x, y, w, h, h / 2, fill, { opacity });
/** Lines of text-sized bars, one under the other. */
export const para = (
  x: number,
  y: number,
  widths: readonly number[],
  { h = 10, gap = 20, fill = C.line, opacity }: { h?: number; gap?: number; fill?: string; opacity?: number } = {},
): string[] => widths.map((w, i) => skel(x, y + i * gap, w, h, fill, opacity));
