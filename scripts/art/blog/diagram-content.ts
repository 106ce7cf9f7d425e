/**
 * What the posts' diagrams show, shared by each wide drawing (diagrams.ts) and its drawing for phones
 * (phone-diagrams.ts), so that the two can never tell a post's readers different things.
 */
import { C } from "./drawing";

/** A city's 9:00–17:00 in UTC hours, its colour and the hours it shares with Boulder. */
export type Workday = readonly [city: string, from: number, to: number, color: string, overlap: string];
/** A layer of a design system and its accent. */
export type Layer = readonly [name: string, color: string];
/** A step of a flow: title, second line (may be empty) and accent. */
export type Step = readonly [title: string, sub: string, color: string];
/** A row of the import's review grid. */
export type ImportRow = readonly [email: string, name: string, plan: string, signupDate: string];
/** A Core Web Vital: short name, full name, its good / needs work / poor bands and what it measures. */
export type Vital = readonly [short: string, long: string, bands: readonly [string, string, string], what: string];

/** Each city's 9:00–17:00 in UTC hours (northern summer), its colour and the hours it shares with Boulder. */
export const WORKDAYS: readonly Workday[] = [
  ["Boulder (MT)", 15, 23, C.yellow, "base"],
  ["Bogotá", 14, 22, C.teal, "7 h"],
  ["Mexico City", 15, 23, C.teal, "8 h"],
  ["São Paulo", 12, 20, C.teal, "5 h"],
  ["Kraków", 7, 15, C.coral, "0 h"],
  ["Bengaluru", 3.5, 11.5, C.coral, "0 h"],
];

/** A design system's layers, top first. */
export const DESIGN_LAYERS: readonly Layer[] = [
  ["Product screens", C.coral],
  ["Patterns", C.yellow],
  ["Components", C.teal],
  ["Primitives", C.sky],
  ["Design tokens", C.blue],
];

/** A guarded AI feature's steps. */
export const AI_STEPS: readonly Step[] = [
  ["User input", "", C.sky],
  ["Input checks", "PII, abuse", C.yellow],
  ["Retrieval", "your data", C.blue],
  ["Model call", "timeout + budget", C.teal],
  ["Output checks", "schema, policy", C.yellow],
  ["UI with undo", "user confirms", C.coral],
];

/** A CSV import's steps. */
export const IMPORT_STEPS: readonly Step[] = [
  ["Upload", "drag, paste, pick", C.sky],
  ["Map columns", "auto-suggested", C.blue],
  ["Validate", "every row", C.yellow],
  ["Fix in place", "no re-upload", C.coral],
  ["Import", "with undo", C.teal],
];

/** The rows of the import's review grid: email, name, plan, signup date. */
export const IMPORT_ROWS: readonly ImportRow[] = [
  ["ana@northpeak.co", "Ana Ruiz", "pro", "2025-03-02"],
  ["jon@harbor", "Jon Lee", "team", "2025-03-09"],
  ["li@quarry.io", "Li Wen", "pro", "03/14/2025"],
  ["sam@fieldday.app", "Sam Ortiz", "basic", "2025-03-18"],
];

/** The cells of that grid flagged as wrong ("row,column", both from 0) and why. */
export const IMPORT_FLAGGED: Readonly<Record<string, string>> = { "1,0": "invalid email", "2,3": "date format" };

/** The Core Web Vitals and Google's published bands for each. */
export const VITALS: readonly Vital[] = [
  ["LCP", "Largest Contentful Paint", ["≤ 2.5 s", "≤ 4 s", "> 4 s"], "loading"],
  ["INP", "Interaction to Next Paint", ["≤ 200 ms", "≤ 500 ms", "> 500 ms"], "responsiveness"],
  ["CLS", "Cumulative Layout Shift", ["≤ 0.1", "≤ 0.25", "> 0.25"], "visual stability"],
];
