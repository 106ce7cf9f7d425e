/**
 * The Decap CMS configuration, generated from the content model (src/node/schema.ts): one
 * collection per content kind, one editor widget per field, with the schema's limits as the
 * editor's rules. It is built into the editor's script (build-admin.ts); `npm run cms:config` writes it
 * to src/cms/config.yml for review, and a unit test fails when that file and the schema disagree. The build's validator stays the final guard.
 */
import { KINDS, type KindDefinition } from "../node/schema";
import {
  DATE_PATTERN,
  type Field,
  type ObjectField,
  type StringField,
  lengthRule,
  singular,
  stringPattern,
} from "../node/schema-builder";
import { IMAGE_ENDINGS_IN_WORDS, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "../node/image-rules";
import { pagePathFor } from "../node/page-paths";

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  [option: string]: unknown;
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  [option: string]: unknown;
}

export interface DecapConfig {
  backend: { name: string; branch: string; [option: string]: unknown };
  local_backend: boolean;
  site_url: string;
  display_url: string;
  logo_url: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: "ascii"; clean_accents: boolean };
  collections: DecapCollection[];
}

/**
 * The editor's own widgets (src/cms/admin/widgets.ts): a text with a live "12 / 170" counter, a date
 * typed as the hint shows it, and the page's web address (set from the title, checked against every
 * other page, changed on purpose only, with a redirect from the old one).
 */
export const WIDGETS = {
  countedString: "counted-string",
  countedText: "counted-text",
  day: "day",
  webAddress: "web-address",
} as const;

/* ------------------------------------------------------------------ labels */

/** Words a marketer reads differently from the field's key. */
const WORDS: Record<string, string> = {
  seo: "SEO",
  cta: "call-to-action",
  faq: "FAQ",
  hipaa: "HIPAA",
  url: "URL",
};

/**
 * Fields whose key is a developer's word, with the label and hint a marketer reads instead
 * ("Web address", not "Slug"). The rest are labelled from their key (labelFor).
 */
const FIELD_WORDS: Record<string, { label: string; hint?: string }> = {
  slug: {
    label: "Web address",
    hint: "Set from the page's title when it is created. Changing it later moves a live page: use “Change web address”",
  },
  seo: { label: "In search results", hint: "The title and description search engines show" },
  seoTitle: { label: "Shorter title for search results", hint: "When the title is too long for search results" },
  coverAlt: { label: "Describe the image for screen readers" },
  alt: { label: "Describe the image for screen readers" },
  previousSlugs: { label: "Earlier web addresses" },
  menuName: {
    label: "Name in menus",
    hint: "The footer's lists show it (“Flutter” for Flutter App Development); without one, the name",
  },
  pages: {
    label: "Lists these pages",
    hint: "Every page of this kind appears in the group, sorted in with its links by name; a new page appears by itself",
  },
};

/** `closingCta` → "Closing call-to-action", `whatWeDo` → "What we do". */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The field's rule in words, shown under it in the editor. */
export function hintFor(field: Field): string | undefined {
  const parts: string[] = field.description ? [field.description] : [];
  switch (field.kind) {
    case "string": {
      if (field.pattern) parts.push(capitalise(field.pattern.hint));
      const length = lengthRule(field);
      if (length) parts.push(capitalise(length.replace(/^must be /, "")));
      if (field.maxSentences !== undefined) parts.push(`At most ${plural(field.maxSentences, "sentence")}`);
      break;
    }
    case "number":
      parts.push(
        [
          field.integer ? "A whole number" : "A number",
          field.min !== undefined ? `at least ${field.min}` : "",
          field.max !== undefined ? `at most ${field.max}` : "",
        ]
          .filter(Boolean)
          .join(", "),
      );
      break;
    case "date":
      parts.push("Type it as year-month-day, like 2024-05-31");
      break;
    case "image":
      parts.push(
        `A ${IMAGE_ENDINGS_IN_WORDS} picture of at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB and ${MAX_IMAGE_SIDE} px`,
      );
      break;
    case "array": {
      const { minItems: min, maxItems: max } = field;
      if (min !== undefined && max !== undefined) parts.push(`${min} to ${max} items`);
      else if (min !== undefined) parts.push(`At least ${plural(min, "item")}`);
      else if (max !== undefined) parts.push(`At most ${plural(max, "item")}`);
      break;
    }
    default:
      break;
  }
  return parts.length ? parts.join(". ") : undefined;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/* ------------------------------------------------------------------ fields */

/** Decap collection name of the kind a reference points at (`CaseStudy` → `case-studies`). */
function collectionOfType(typeName: string): KindDefinition {
  const kind = KINDS.find((def) => def.typeName === typeName && !def.holds);
  if (!kind) throw new Error(`no collection holds ${typeName}`);
  return kind;
}

/**
 * Editor options for a text field: one line up to 200 characters, a text area beyond; a field with
 * a length limit shows a live counter (`max_length`).
 */
function stringWidget(field: StringField): Partial<DecapField> {
  const pattern = stringPattern(field);
  const long = field.maxLength !== undefined && field.maxLength > 200;
  const counted = field.maxLength !== undefined;
  return {
    widget: counted ? (long ? WIDGETS.countedText : WIDGETS.countedString) : long ? "text" : "string",
    ...(counted ? { max_length: field.maxLength } : {}),
    ...(pattern ? { pattern: [pattern.regex, pattern.message] as [string, string] } : {}),
    // A hero paragraph's rules beyond its length, checked and counted under the field as it is typed (widgets.ts).
    ...(field.maxPhoneLines !== undefined ? { max_phone_lines: field.maxPhoneLines } : {}),
    ...(field.maxSentences !== undefined
      ? {
          max_sentences: field.maxSentences,
          ...(field.sentencesReason ? { sentences_reason: field.sentencesReason } : {}),
        }
      : {}),
  };
}

/** The part of a field that says which widget edits it, with the widget's own limits. */
function widgetFor(name: string, field: Field): Partial<DecapField> {
  switch (field.kind) {
    case "string":
      return stringWidget(field);
    case "number":
      return {
        widget: "number",
        value_type: field.integer ? "int" : "float",
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    case "boolean":
      return { widget: "boolean" };
    case "date":
      return { widget: WIDGETS.day, pattern: [DATE_PATTERN.source, "must be a date like 2024-05-31"] };
    case "enum":
      // Decap's select shows a number option blank and saves null for it: a number goes as a label and its value.
      return {
        widget: "select",
        options: field.values.map((value) => (typeof value === "number" ? { label: String(value), value } : value)),
      };
    case "image":
      return { widget: "image", choose_url: false };
    case "ref":
      return relationTo(field.to);
    case "object":
      return { widget: "object", fields: fieldsOf(field.fields) };
    case "union":
      throw new Error(`"${name}": a union is only supported as the items of a list`);
    case "array":
      return listWidget(name, field.of, field.minItems, field.maxItems);
  }
}

function relationTo(typeName: string): Partial<DecapField> {
  const target = collectionOfType(typeName);
  return {
    widget: "relation",
    collection: target.location,
    value_field: "slug",
    search_fields: ["name", "slug"],
    display_fields: ["name"],
  };
}

const limits = (min?: number, max?: number) => ({
  ...(min !== undefined ? { min } : {}),
  ...(max !== undefined ? { max } : {}),
});

/** The field of an object that best names it in a collapsed list. */
function summaryOf(fields: Record<string, Field>): string | undefined {
  const key = ["title", "name", "question", "feature", "author", "alt"].find((k) => fields[k]?.kind === "string");
  return key ? `{{fields.${key}}}` : undefined;
}

function listWidget(name: string, of: Field, min?: number, max?: number): Partial<DecapField> {
  switch (of.kind) {
    case "ref":
      return { ...relationTo(of.to), multiple: true, ...limits(min, max) };
    case "object": {
      const summary = summaryOf(of.fields);
      return {
        widget: "list",
        collapsed: true,
        ...(summary ? { summary } : {}),
        ...limits(min, max),
        fields: fieldsOf(of.fields),
      };
    }
    case "union":
      return {
        widget: "list",
        collapsed: true,
        typeKey: "type",
        ...limits(min, max),
        types: Object.entries(of.variants).map(([type, variant]) => unionVariant(type, variant)),
      };
    case "array":
      throw new Error(`"${name}": a list of lists cannot be edited`);
    default:
      return {
        widget: "list",
        ...limits(min, max),
        field: toDecapField(name, of),
      };
  }
}

function unionVariant(type: string, variant: ObjectField): DecapField {
  const summary = summaryOf(variant.fields);
  return {
    name: type,
    label: labelFor(type),
    widget: "object",
    ...(summary ? { summary } : {}),
    fields: fieldsOf(variant.fields),
  };
}

/**
 * A list the file must have but that may hold no items (the site's facts, a service's case studies).
 * The build takes `[]` for it, so the editor does not require items either; it starts empty
 * (`default`), so a new entry is saved with `[]` rather than without the list.
 */
const mayBeEmptyList = (field: Field) => field.kind === "array" && !field.optional && !field.minItems;

/** One schema field as one Decap field: label, widget, hint and limits. */
export function toDecapField(name: string, field: Field): DecapField {
  const words = FIELD_WORDS[name];
  const hint = [words?.hint, hintFor(field)].filter(Boolean).join(". ");
  return {
    name,
    label: words?.label ?? labelFor(name),
    ...(field.kind === "array" ? { label_singular: labelFor(singular(name)) } : {}),
    ...widgetFor(name, field),
    ...(field.optional ? { required: false } : {}),
    ...(mayBeEmptyList(field) ? { required: false, default: [] } : {}),
    ...(hint ? { hint } : {}),
  } as DecapField;
}

/**
 * The page's address field: the editor's own widget (set from the title, checked against the other
 * pages, changed on purpose only), and beside it the page's earlier addresses, kept out of sight:
 * the editor adds to them when the address changes, and each becomes a redirect.
 */
function addressFields(fields: Record<string, Field>): DecapField[] {
  return fieldsOf(fields).map((field) => {
    // Required in the editor even where the file may go without (a post is then at its folder's
    // name): the widget reports that name as its value, and sets a new page's from its title.
    if (field.name === "slug") {
      const { required: _optional, ...rest } = field;
      return { ...rest, widget: WIDGETS.webAddress };
    }
    if (field.name === "previousSlugs")
      return { name: field.name, label: field.label, widget: "hidden", required: false };
    return field;
  });
}

export function fieldsOf(fields: Record<string, Field>): DecapField[] {
  return Object.entries(fields).map(([name, field]) => toDecapField(name, field));
}

/* ------------------------------------------------------------- collections */

/** JSON as the content files are written (src/cms/content-json.ts), registered by the admin script. */
export const CONTENT_JSON_FORMAT = "content-json";
/** MDX with frontmatter, untouched lines kept as written (src/cms/content-mdx.ts), registered by the admin script. */
export const CONTENT_MDX_FORMAT = "content-mdx";

/** What each kind is called in the editor, and where its images live (relative to the entry). */
const COLLECTION_LABELS: Record<string, { label: string; singular: string; description: string }> = {
  service: {
    label: "Services",
    singular: "service",
    description: "Design, development, maintenance and engagement services, published at /services/…/.",
  },
  technology: {
    label: "Technologies",
    singular: "technology",
    description: "Technology pages, published at /services/…/.",
  },
  industry: {
    label: "Industries",
    singular: "industry",
    description: "Industry pages, published at /services/…/ or /industries/…/.",
  },
  "service-area": {
    label: "Cities",
    singular: "city",
    description: "Service-area pages, published at /services/custom-software-company-<city>/.",
  },
  "case-study": {
    label: "Case studies",
    singular: "case study",
    description: "Our work, published at /our-work/…/. Sections show in the order of the list.",
  },
  alternative: {
    label: "Fuse comparisons",
    singular: "comparison",
    description: "Fuse comparison pages, published at /…-alternative/.",
  },
  blog: {
    label: "Blog posts",
    singular: "blog post",
    description: "Posts, published at /blog/…/. Images are stored beside the post.",
  },
  page: {
    label: "Informational pages",
    singular: "page",
    description: "Pages such as the privacy policy, published at /…/.",
  },
  site: { label: "Site-wide settings", singular: "site-wide settings", description: "" },
  home: { label: "Home page", singular: "home page", description: "" },
  "services-listing": { label: "Services index (/services/)", singular: "services index", description: "" },
  "technologies-listing": {
    label: "Technologies index (/technologies/)",
    singular: "technologies index",
    description: "",
  },
  "industries-listing": { label: "Industries index (/industries/)", singular: "industries index", description: "" },
  "service-areas-listing": {
    label: "Service areas index (/service-areas/)",
    singular: "service areas index",
    description: "",
  },
};

/**
 * Folders for uploaded images, relative to the entry, as the content files already write them. A
 * kind without one takes the global folders (content/images, written as ../images/…), which are
 * right only for an entry one folder below content/.
 */
const IMAGE_FOLDERS: Record<string, string> = {
  "case-study": "../images/work",
  site: "images/logos",
  home: "images",
};

function identifierOf(def: KindDefinition): string {
  const key = ["name", "title", "competitor"].find((k) => def.fields[k]);
  if (!key) throw new Error(`${def.kind} has no field to name its entries`);
  return key;
}

/**
 * Where "View Live" opens a page: its address on the site the editor is served by (the admin script
 * sets `site_url` to the page's own origin), from the entry's own fields as the build computes it
 * (src/node/page-paths.ts). Every post and page writes its slug (the editor's web address is required).
 */
export function previewPathOf(kind: KindDefinition["kind"]): string {
  const path = pagePathFor(kind, { slug: "{{fields.slug}}", section: "{{fields.section}}" });
  if (!path) throw new Error(`${kind} has no page of its own`);
  // An industry lives under /services/ or /industries/, as its section says.
  return (kind === "industry" ? "/{{fields.section}}/{{fields.slug}}/" : path).replace(/^\//, "");
}

function folderCollection(def: KindDefinition): DecapCollection {
  const words = COLLECTION_LABELS[def.kind];
  const base = {
    name: def.location,
    label: words.label,
    label_singular: words.singular,
    description: words.description,
    folder: `content/${def.location}`,
    create: true,
    identifier_field: identifierOf(def),
    preview_path: previewPathOf(def.kind),
  };
  if (def.format === "mdx")
    return {
      ...base,
      extension: "mdx",
      format: CONTENT_MDX_FORMAT,
      ...(def.kind === "blog"
        ? { path: "{{slug}}/index", media_folder: "", public_folder: "", sortable_fields: ["date", "title"] }
        : {}),
      slug: "{{fields.slug}}",
      fields: [...addressFields(def.fields), { name: "body", label: "Text", widget: "markdown" }],
    };
  const images = IMAGE_FOLDERS[def.kind];
  return {
    ...base,
    extension: "json",
    format: CONTENT_JSON_FORMAT,
    slug: "{{fields.slug}}",
    ...(images ? { media_folder: images, public_folder: images } : {}),
    fields: addressFields(def.fields),
  };
}

function fileEntry(def: KindDefinition) {
  const images = IMAGE_FOLDERS[def.kind];
  return {
    name: def.kind,
    label: COLLECTION_LABELS[def.kind].label,
    file: `content/${def.location}`,
    ...(images ? { media_folder: images, public_folder: images } : {}),
    fields: fieldsOf(def.fields),
  };
}

export function cmsCollections(kinds: readonly KindDefinition[] = KINDS): DecapCollection[] {
  const single = kinds.filter((def) => def.holds);
  return [
    ...kinds.filter((def) => !def.holds).map(folderCollection),
    {
      name: "settings",
      label: "Site-wide settings",
      description:
        "The home page's copy, the section indexes' copy, the navigation, footer, newsletter text, social links and logos.",
      extension: "json",
      format: CONTENT_JSON_FORMAT,
      files: single.map(fileEntry),
    },
  ];
}

/** The whole configuration. The production backend comes from the environment at build time (src/cms/backend.ts). */
export function cmsConfig(): DecapConfig {
  return {
    backend: { name: "git-gateway", branch: "main" },
    // `npm run cms`: the editor saves through decap-server to the working copy (only on localhost).
    local_backend: true,
    site_url: "https://flatirons.com",
    display_url: "https://flatirons.com",
    logo_url: "/admin/build/logo.svg",
    media_folder: "content/images",
    public_folder: "../images",
    // Uploaded files' names: plain letters (an "é" in a file name is a broken image on some hosts).
    slug: { encoding: "ascii", clean_accents: true },
    collections: cmsCollections(),
  };
}
