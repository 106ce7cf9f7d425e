/**
 * The site's forms, field by field. The browser (react-hook-form) and the
 * API routes validate with these same schemas, so their messages agree.
 */
import { email, multiselect, select, text } from "./fields";
import { INTEREST_OPTIONS, selectOptions as options } from "./interests";
import { CALL_WINDOW_TOKENS } from "./call-window";

export { INTEREST_OPTIONS, INTEREST_VALUES } from "./interests";

export const BUDGET_OPTIONS = options([
  ["under-50k", "Under $50k"],
  ["50k-150k", "$50k – $150k"],
  ["150k-500k", "$150k – $500k"],
  ["over-500k", "Over $500k"],
  ["not-sure", "Not sure yet"],
]);

export const TIMELINE_OPTIONS = options([
  ["asap", "As soon as possible"],
  ["1-3-months", "In 1–3 months"],
  ["3-6-months", "In 3–6 months"],
  ["exploring", "Just exploring"],
]);

export const STAGE_OPTIONS = options([
  ["idea", "Idea"],
  ["pre-seed", "Pre-seed"],
  ["seed", "Seed"],
  ["series-a", "Series A or later"],
]);

export const SECTOR_OPTIONS = options([
  ["fintech", "Fintech"],
  ["healthcare", "Healthcare"],
  ["legal", "Legal tech"],
  ["real-estate", "Real estate"],
  ["logistics", "Transportation & logistics"],
  ["commerce", "Commerce"],
  ["education", "Education"],
  ["developer-tools", "Developer tools"],
  ["other", "Other"],
]);

/** The half-day windows "When may we call you?" offers (./call-window.ts): relative to the day the form is sent. */
export const CALL_WINDOW_OPTIONS = options(CALL_WINDOW_TOKENS.map((token) => [token.value, token.label]));

/** What a Fuse demo needs to know: where the files come from, how many, and where their data goes. */
export const IMPORT_SOURCE_OPTIONS = options([
  ["csv", "CSV files"],
  ["excel", "Excel workbooks"],
  ["sheets", "Google Sheets"],
  ["exports", "Exports from another system"],
]);

export const IMPORT_VOLUME_OPTIONS = options([
  ["under-100", "Fewer than 100 files a month"],
  ["100-1000", "100 to 1,000 files a month"],
  ["1000-10000", "1,000 to 10,000 files a month"],
  ["over-10000", "More than 10,000 files a month"],
  ["not-sure", "Not sure yet"],
]);

export const MESSAGE_MAX_LENGTH = 1000;
export const PITCH_MAX_LENGTH = 1000;
export const NOTES_MAX_LENGTH = 500;

export const NEWSLETTER_FORM = { footer_email: email() } as const;

/** The call-back wish of a form on a site without a booking page, and the browser's time zone it is in. */
const callBack = {
  callWindow: select(CALL_WINDOW_OPTIONS, { required: false }),
  timeZone: text(64, { required: false, minLength: 1 }),
} as const;

/** Contact form, step 1. */
export const CONTACT_FORM = {
  name: text(100, { minLength: 2 }),
  email: email(),
  company: text(120, { required: false, minLength: 2 }),
  message: text(MESSAGE_MAX_LENGTH),
  ...callBack,
} as const;

/** The Fuse demo request: who, what their customers import and how much, and where the data should land. */
export const DEMO_FORM = {
  name: text(100, { minLength: 2 }),
  email: email(),
  company: text(120, { minLength: 2 }),
  importSources: multiselect(IMPORT_SOURCE_OPTIONS),
  importVolume: select(IMPORT_VOLUME_OPTIONS),
  destination: text(300, { required: false }),
  ...callBack,
} as const;

/** Contact form, step 2. */
export const CONTACT_DETAILS_FORM = {
  interests: multiselect(INTEREST_OPTIONS),
  budget: select(BUDGET_OPTIONS),
  timeline: select(TIMELINE_OPTIONS),
} as const;

export const REFERRAL_FORM = {
  yourName: text(100, { minLength: 2 }),
  yourEmail: email(),
  referralName: text(100, { minLength: 2 }),
  referralEmail: email(),
  referralCompany: text(120, { minLength: 2 }),
  notes: text(NOTES_MAX_LENGTH, { required: false }),
} as const;

export const APPLICATION_FORM = {
  companyName: text(120, { minLength: 2 }),
  founderName: text(100, { minLength: 2 }),
  email: email(),
  stage: select(STAGE_OPTIONS),
  sectors: multiselect(SECTOR_OPTIONS),
  pitch: text(PITCH_MAX_LENGTH),
} as const;
