/**
 * Every rule `npm run content:check` and the build apply to content/, by name, and where the content
 * editor applies the same rule. Each problem the validator reports carries the name of its rule
 * (schema-builder.ts `Problem.rule`), so a rule cannot be added without a row here, and
 * src/cms/admin/publish-check.test.ts shows the editor refusing a case of every rule it runs.
 *
 * The editor runs the build's own validator on the whole site, with the entry being published in
 * place of its file, before anything is written (src/cms/admin/publish-check.ts): so every rule
 * below runs there too, except those marked `editor: "not-run"`, each with the reason (the README's
 * "For marketers" names them).
 */

export interface Rule {
  /** What the rule asks of a file, in a few words. */
  asks: string;
  /**
   * Where the editor applies it beside its check before publishing: `field` under the field as it is
   * typed or chosen (Decap's own rules and the site's widgets), `upload` when a file is picked, and
   * `not-run` for a rule the editor cannot run, with `why`.
   */
  editor: "publish" | "field" | "upload" | "not-run";
  why?: string;
}

export const RULES = {
  "file-place": {
    asks: "every file under content/ sits in a folder of a known kind",
    editor: "not-run",
    why: "the editor writes each page into its own kind's folder; only a file added by hand can be elsewhere",
  },
  "file-syntax": {
    asks: "a JSON file is valid JSON; an MDX file starts with valid frontmatter",
    editor: "not-run",
    why: "the editor writes the files itself; only a hand edit can break their syntax",
  },
  "file-missing": {
    asks: "content/site.json, content/home.json and the section indexes' copy (content/listings/) exist",
    editor: "not-run",
    why: "the editor offers no way to delete them",
  },
  "unknown-field": { asks: "no field the content model does not know (usually a typo)", editor: "publish" },
  required: { asks: "every required field is filled in", editor: "field" },
  type: { asks: "each field holds its kind of value: text, number, list…", editor: "publish" },
  length: { asks: "a text's length is within its limits", editor: "field" },
  pattern: { asks: "a web address, path or link is written the way the field expects", editor: "field" },
  "phone-lines": { asks: "a hero paragraph runs to at most 4 lines on a 375px phone", editor: "field" },
  sentences: { asks: "a hero paragraph has at most 2 sentences", editor: "field" },
  "number-range": { asks: "a number is a whole number within its limits where the field asks", editor: "field" },
  "date-format": { asks: "a date is a real day written like 2024-05-31", editor: "field" },
  choice: { asks: "a choice is one of its field's options", editor: "field" },
  "list-size": { asks: "a list has as many items as its field allows", editor: "field" },
  "section-type": { asks: "a case-study section is of a known type", editor: "publish" },
  "reference-format": { asks: "a reference to another page is that page's web address (its slug)", editor: "publish" },
  "image-name": { asks: "an image field names a .png, .jpg, .webp, .avif or .svg file", editor: "upload" },
  "image-exists": {
    asks: "every image a page names exists",
    editor: "not-run",
    why: "the editor offers only pictures that exist (its picker and its uploads); a missing one comes from a file deleted by hand",
  },
  "image-contents": {
    asks: "an image is a real picture of the kind its name says, at most 5 MB and 6000 px on a side",
    editor: "upload",
  },
  "picture-description": { asks: "every picture in a post's or page's text has a description", editor: "publish" },
  "chart-for-phones": {
    asks: "a post's wide diagram is shown in a chart that carries its drawing for phones",
    editor: "publish",
  },
  address: {
    asks: "no two pages share a web address, now or as an earlier one; none takes a built-in page's",
    editor: "field",
  },
  "date-range": { asks: "a date is from the company's founding year to a year from today", editor: "field" },
  reference: { asks: "a page named by another (a service's case studies) exists", editor: "publish" },
  link: { asks: "a link to a page of this site leads to a page that exists", editor: "publish" },
  "quote-source": { asks: "a quote sourced to a case study is that case study's, word for word", editor: "publish" },
  "company-figure": {
    asks: "a figure about the company appears only in the site-wide settings' facts, with its source",
    editor: "publish",
  },
  "cta-intent": { asks: "a call-to-action's label comes with its intent", editor: "publish" },
  "client-link": { asks: "a client linked to a case study is that case study's client", editor: "publish" },
  "badge-listing": {
    asks: "a badge links the company's own listing on its issuer's site, so a visitor can check it",
    editor: "publish",
  },
  "pricing-agrees": {
    asks: "a timeline or price a page states agrees with the engagements' own terms",
    editor: "publish",
  },
  "work-filter": {
    asks: "one industry is spelt one way, and a case study's tags link a service, so the work filters hold",
    editor: "publish",
  },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

export const RULE_NAMES = Object.keys(RULES) as RuleName[];
