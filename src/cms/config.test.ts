import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { KINDS, caseStudyFields, homeFields, serviceFields, siteFields } from "../node/schema";
import { type Field, type Problem, type StringField, s, validateField } from "../node/schema-builder";
import { type DecapField, cmsCollections, cmsConfig, fieldsOf, labelFor, toDecapField } from "./config";
import { CONFIG_FILE, cmsConfigYaml } from "./config-file";
import { fileSystemImageCheck } from "../node/validate-content";

const ROOT = path.resolve(__dirname, "../..");

/** What the editor decides about a value: its pattern, as Decap applies it (`RegExp(pattern[0]).test`). */
const editorAccepts = (field: DecapField, value: string) => !field.pattern || new RegExp(field.pattern[0]).test(value);

/** What the build decides about the same value. */
function buildAccepts(field: Field, value: unknown): boolean {
  const problems: Problem[] = [];
  validateField(field, value, "x", { imageExists: () => true }, problems);
  return problems.length === 0;
}

describe("src/cms/config.yml", () => {
  it("is what the content model generates (run `npm run cms:config` after changing src/node/schema.ts)", () => {
    expect(fs.readFileSync(path.join(ROOT, CONFIG_FILE), "utf8")).toBe(cmsConfigYaml());
  });
});

describe("one schema field → one editor field", () => {
  it("text: a one-line string with a live counter, the length rule as pattern, message and hint", () => {
    expect(toDecapField("description", s.string({ minLength: 50, maxLength: 170 }))).toEqual({
      name: "description",
      label: "Description",
      widget: "counted-string",
      max_length: 170,
      pattern: ["^\\s*(?=\\S)[\\s\\S]{50,170}(?<=\\S)\\s*$", "must be 50 to 170 characters long"],
      hint: "50 to 170 characters long",
    });
  });

  it("long text (over 200 characters allowed): a text area, with its counter", () => {
    expect(toDecapField("pitch", s.string({ minLength: 40, maxLength: 700 }))).toMatchObject({
      widget: "counted-text",
      max_length: 700,
    });
    expect(toDecapField("notes", s.string({ minLength: 1 })).widget).toBe("string");
  });

  it("a pattern: the schema's regular expression and hint; a slug is the page's web address", () => {
    const field = toDecapField("slug", serviceFields.slug);
    expect(field.label).toBe("Web address");
    expect(field.pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      "must be lowercase letters, digits and single hyphens, like web-development",
    ]);
    expect(field.hint).toBe(
      "Set from the page's title when it is created. Changing it later moves a live page: use “Change web address”. Lowercase letters, digits and single hyphens, like web-development",
    );
  });

  it("a pattern and a length: both in one expression, both in the message", () => {
    const field = toDecapField(
      "code",
      s.string({ minLength: 3, maxLength: 5, pattern: { regex: /^[a-z]+$/, hint: "lowercase" } }),
    );
    expect(field.pattern?.[1]).toBe("must be lowercase and 3 to 5 characters long");
    expect(["abc", "abcde"].map((v) => editorAccepts(field, v))).toEqual([true, true]);
    expect(["ab", "abcdef", "ABC"].map((v) => editorAccepts(field, v))).toEqual([false, false, false]);
  });

  it("optional fields are not required; required ones keep Decap's default (required)", () => {
    expect(toDecapField("ctaLabel", s.optional(s.string({ minLength: 2, maxLength: 40 }))).required).toBe(false);
    expect(toDecapField("title", s.string({ minLength: 2, maxLength: 40 }))).not.toHaveProperty("required");
  });

  it("a whole number with a minimum: a number widget of integers", () => {
    expect(toDecapField("order", caseStudyFields.order)).toEqual({
      name: "order",
      label: "Order",
      widget: "number",
      value_type: "int",
      min: 1,
      hint: "A whole number, at least 1",
    });
  });

  it("a yes/no field: a boolean", () => {
    expect(toDecapField("featured", s.boolean()).widget).toBe("boolean");
  });

  it("a date: typed as the hint shows it (the editor's day widget), refused unless it is YYYY-MM-DD", () => {
    const date = toDecapField("date", s.date());
    expect(date).toEqual({
      name: "date",
      label: "Date",
      widget: "day",
      pattern: ["^(\\d{4})-(\\d{2})-(\\d{2})$", "must be a date like 2024-05-31"],
      hint: "Type it as year-month-day, like 2024-05-31",
    });
    expect(["2024-05-31", "05/31/2024", "2024-5-31"].map((v) => editorAccepts(date, v))).toEqual([true, false, false]);
  });

  it("an enum: a select of exactly its values, numbers staying numbers", () => {
    expect(toDecapField("group", serviceFields.group)).toMatchObject({
      widget: "select",
      options: ["design", "development", "maintenance", "engagement"],
    });
    // Decap's select takes a text, or a label and a value: a bare number is shown blank and saved as null.
    expect(toDecapField("columns", s.enum([2, 3]))).toMatchObject({
      widget: "select",
      options: [
        { label: "2", value: 2 },
        { label: "3", value: 3 },
      ],
    });
  });

  it("every option of every select is one Decap shows and saves as the build expects", () => {
    const selects = KINDS.flatMap((def) => fieldPairs(def.fields, editorFieldsOf(def.kind), def.kind)).filter(
      ([, field]) => field.kind === "enum",
    );
    expect(selects.length).toBeGreaterThan(5);
    for (const [at, field, editor] of selects) {
      // What Decap's select writes for an option: a text as it is, or the value beside a label.
      const saved = (editor.options as unknown[]).map((option) =>
        typeof option === "string"
          ? option
          : typeof option === "object" && option && typeof (option as { label?: unknown }).label === "string"
            ? (option as { value: unknown }).value
            : null,
      );
      expect([at, saved.map((value) => buildAccepts(field, value))]).toEqual([at, saved.map(() => true)]);
      expect([at, saved]).toEqual([at, field.kind === "enum" ? [...field.values] : []]);
    }
  });

  it("an image: an upload without URLs, its limits in the hint", () => {
    expect(toDecapField("cover", s.image())).toEqual({
      name: "cover",
      label: "Cover",
      widget: "image",
      choose_url: false,
      hint: "A .png, .jpg, .webp, .avif or .svg picture of at most 5 MB and 6000 px",
    });
  });

  it("a list of case-study references: a multiple relation to the case studies, by slug, with its limit", () => {
    expect(toDecapField("caseStudies", serviceFields.caseStudies)).toEqual({
      name: "caseStudies",
      label: "Case studies",
      label_singular: "Case study",
      widget: "relation",
      collection: "case-studies",
      value_field: "slug",
      search_fields: ["name", "slug"],
      display_fields: ["name"],
      multiple: true,
      max: 3,
      required: false,
      default: [],
      hint: "At most 3 items",
    });
  });

  it("a list that may be empty is not required and starts empty; a list with a minimum keeps it and stays required", () => {
    // The build takes [] for these lists, so the editor must not call them required; a new entry starts with [].
    expect(toDecapField("facts", siteFields.facts)).toMatchObject({
      widget: "list",
      max: 4,
      required: false,
      default: [],
    });
    const faq = toDecapField("faq", serviceFields.faq);
    expect(faq).toMatchObject({ min: 4, max: 6 });
    expect(faq).not.toHaveProperty("required");
    expect(faq).not.toHaveProperty("default");
    // An optional list stays optional, with no value written for it.
    expect(toDecapField("productLinks", caseStudyFields.productLinks)).toMatchObject({ required: false });
    expect(toDecapField("productLinks", caseStudyFields.productLinks)).not.toHaveProperty("default");
  });

  it("a nested object: an object widget with its own fields", () => {
    const seo = toDecapField("seo", serviceFields.seo);
    expect(seo).toMatchObject({ label: "In search results", widget: "object" });
    expect((seo.fields as DecapField[]).map((f) => f.name)).toEqual(["title", "description"]);
  });

  it("a list of objects: a collapsed list with item limits, named by its title", () => {
    const faq = toDecapField("faq", serviceFields.faq);
    expect(faq).toMatchObject({ label: "FAQ", widget: "list", min: 4, max: 6, summary: "{{fields.question}}" });
    expect(faq.hint).toBe("4 to 6 items");
    expect((faq.fields as DecapField[]).map((f) => f.name)).toEqual(["question", "answer"]);
  });

  it("a list of texts: a list of one string field", () => {
    const tags = toDecapField("tags", s.array(s.string({ minLength: 2, maxLength: 40 }), { minItems: 1, maxItems: 8 }));
    // "1 tag", "Add tag": Decap names one item by the singular label.
    expect(tags).toMatchObject({ widget: "list", label: "Tags", label_singular: "Tag", min: 1, max: 8 });
    expect(tags.field).toMatchObject({
      widget: "counted-string",
      pattern: ["^\\s*(?=\\S)[\\s\\S]{2,40}(?<=\\S)\\s*$", expect.any(String)],
    });
  });

  it("case-study sections: a list of typed blocks keyed by `type`, one per section kind", () => {
    const sections = toDecapField("sections", caseStudyFields.sections);
    expect(sections).toMatchObject({ widget: "list", typeKey: "type", min: 1 });
    const types = sections.types as DecapField[];
    expect(types.map((t) => t.name)).toEqual(["hero", "goal", "services", "images", "testimonial", "projects", "tags"]);
    const services = types.find((t) => t.name === "services");
    expect((services?.fields as DecapField[]).find((f) => f.name === "columns")).toMatchObject({
      widget: "select",
      options: [
        { label: "2", value: 2 },
        { label: "3", value: 3 },
      ],
    });
  });

  it("labels read as words a marketer uses", () => {
    expect(["closingCta", "whatWeDo", "ctaLabel", "seoTitle", "hipaa", "url"].map(labelFor)).toEqual([
      "Closing call-to-action",
      "What we do",
      "Call-to-action label",
      "SEO title",
      "HIPAA",
      "URL",
    ]);
  });
});

/** Every text field in a set of fields, with its path. */
function stringFields(fields: Record<string, Field>, at = ""): Array<[string, StringField]> {
  return Object.entries(fields).flatMap(([key, field]): Array<[string, StringField]> => {
    const here = at ? `${at}.${key}` : key;
    if (field.kind === "string") return [[here, field]];
    if (field.kind === "object") return stringFields(field.fields, here);
    if (field.kind === "array") return stringFields({ [key]: field.of }, at);
    if (field.kind === "union")
      return Object.entries(field.variants).flatMap(([type, variant]) =>
        stringFields(variant.fields, `${here}(${type})`),
      );
    return [];
  });
}

/** The editor's fields of a kind, as the generated configuration has them. */
function editorFieldsOf(kind: string): DecapField[] {
  const def = KINDS.find((d) => d.kind === kind)!;
  const collections = cmsCollections();
  const entry = def.holds
    ? (collections.find((c) => c.name === "settings")?.files as Array<{ name: string; fields: DecapField[] }>).find(
        (file) => file.name === def.kind,
      )
    : collections.find((c) => c.name === def.location);
  return entry?.fields as DecapField[];
}

/** Every schema field beside the editor field generated from it, with its path, nested ones included. */
function fieldPairs(
  fields: Record<string, Field>,
  editor: readonly DecapField[],
  at: string,
): Array<[string, Field, DecapField]> {
  return Object.entries(fields).flatMap(([key, field]) => {
    const mine = editor.find((f) => f.name === key)!;
    return [[`${at}.${key}`, field, mine] as [string, Field, DecapField], ...innerPairs(field, mine, `${at}.${key}`)];
  });
}

function innerPairs(field: Field, editor: DecapField, at: string): Array<[string, Field, DecapField]> {
  if (field.kind === "object") return fieldPairs(field.fields, editor.fields as DecapField[], at);
  if (field.kind !== "array") return [];
  const item = field.of;
  if (item.kind === "object") return fieldPairs(item.fields, editor.fields as DecapField[], `${at}[]`);
  if (item.kind === "union")
    return Object.entries(item.variants).flatMap(([type, variant]) =>
      fieldPairs(
        variant.fields,
        (editor.types as DecapField[]).find((t) => t.name === type)!.fields as DecapField[],
        `${at}[](${type})`,
      ),
    );
  if (item.kind === "ref") return [];
  return innerPairs(item, editor.field as DecapField, `${at}[]`);
}

describe("the editor and the build agree", () => {
  const every = KINDS.flatMap((def) => stringFields(def.fields, def.kind));
  const lists = KINDS.flatMap((def) => fieldPairs(def.fields, editorFieldsOf(def.kind), def.kind)).filter(
    ([, field]) => field.kind === "array",
  );

  it.each(lists)(
    "%s: the editor requires items in the list exactly when the build refuses an empty one",
    (_path, field, editor) => {
      // Decap refuses an empty list in a required field ("… is required.") and accepts it otherwise.
      const editorRefusesEmpty = editor.required !== false || (typeof editor.min === "number" && editor.min > 0);
      expect(editorRefusesEmpty).toBe(!buildAccepts(field, []));
    },
  );

  it.each(every.filter(([, field]) => field.maxLength !== undefined && !field.pattern))(
    "%s: both take the longest allowed text and refuse one character more",
    (_path, field) => {
      const editor = toDecapField("x", field);
      const longest = "a".repeat(field.maxLength!);
      expect([editorAccepts(editor, longest), buildAccepts(field, longest)]).toEqual([true, true]);
      expect([editorAccepts(editor, `${longest}a`), buildAccepts(field, `${longest}a`)]).toEqual([false, false]);
      const shortest = ` ${"a".repeat(field.minLength ?? 1)} `;
      expect([editorAccepts(editor, shortest), buildAccepts(field, shortest)]).toEqual([true, true]);
    },
  );

  it("every content kind is one collection (the single files one settings collection), with every field of the schema", () => {
    const collections = cmsCollections();
    for (const def of KINDS) {
      const entry = def.holds
        ? (collections.find((c) => c.name === "settings")?.files as Array<{ name: string; fields: DecapField[] }>).find(
            (file) => file.name === def.kind,
          )
        : collections.find((c) => c.name === def.location);
      const names = (entry?.fields as DecapField[]).map((f) => f.name).filter((name) => name !== "body");
      expect([def.kind, names]).toEqual([def.kind, Object.keys(def.fields)]);
    }
  });

  it("a field added to the schema appears in the editor", () => {
    const before = fieldsOf(homeFields).map((f) => f.name);
    const after = fieldsOf({ ...homeFields, badge: s.optional(s.string({ maxLength: 20 })) });
    expect(after.map((f) => f.name)).toEqual([...before, "badge"]);
    expect(after.at(-1)).toMatchObject({
      required: false,
      pattern: [expect.any(String), "must be at most 20 characters long"],
    });
  });
});

describe("collections", () => {
  const byName = (name: string) => cmsCollections().find((c) => c.name === name)!;

  it('"View Live" opens each page at its own address, from its fields as the build computes it', () => {
    expect(byName("services").preview_path).toBe("services/{{fields.slug}}/");
    expect(byName("industries").preview_path).toBe("{{fields.section}}/{{fields.slug}}/");
    expect(byName("case-studies").preview_path).toBe("our-work/{{fields.slug}}/");
    expect(byName("alternatives").preview_path).toBe("{{fields.slug}}/");
    expect(byName("blog").preview_path).toBe("blog/{{fields.slug}}/");
    expect(byName("pages").preview_path).toBe("{{fields.slug}}/");
  });

  it("blog posts are folders with index.mdx and their images beside them", () => {
    expect(byName("blog")).toMatchObject({
      folder: "content/blog",
      // {{slug}} is the entry's: its web address field, set from the title (fields.slug).
      slug: "{{fields.slug}}",
      path: "{{slug}}/index",
      extension: "mdx",
      format: "content-mdx",
      media_folder: "",
      public_folder: "",
    });
    expect((byName("blog").fields as DecapField[]).at(-1)).toEqual({ name: "body", label: "Text", widget: "markdown" });
  });

  it("JSON pages are named by their slug field, case-study images go to content/images/work", () => {
    expect(byName("services")).toMatchObject({
      folder: "content/services",
      format: "content-json",
      slug: "{{fields.slug}}",
    });
    expect(byName("case-studies")).toMatchObject({ media_folder: "../images/work", public_folder: "../images/work" });
  });

  it("every page's address is the web-address widget; its earlier addresses are kept out of sight", () => {
    const pages = cmsCollections().filter((collection) => collection.folder);
    expect(pages.length).toBe(KINDS.filter((def) => !def.holds).length);
    for (const collection of pages) {
      const fields = collection.fields as DecapField[];
      const slug = fields.find((f) => f.name === "slug");
      // Required in the editor, also where the file may go without one (a post at its folder's name).
      expect([collection.name, slug?.widget, slug?.required]).toEqual([collection.name, "web-address", undefined]);
      expect(fields.find((f) => f.name === "previousSlugs")).toEqual({
        name: "previousSlugs",
        label: "Earlier web addresses",
        widget: "hidden",
        required: false,
      });
    }
  });

  it("no label or hint uses a developer's word", () => {
    const words: string[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object")
        for (const [key, item] of Object.entries(value)) {
          if (["label", "label_singular", "hint", "description"].includes(key) && typeof item === "string")
            words.push(item);
          else collect(item);
        }
    };
    collect(cmsConfig().collections);
    expect(words.length).toBeGreaterThan(100);
    expect(words.filter((text) => /\b(slug|alt|seo|markdown|frontmatter|json|widget)\b/i.test(text))).toEqual([]);
  });

  /** An entry of each collection and each settings file, with the folders that apply to its uploads. */
  function entries() {
    const config = cmsConfig();
    return config.collections.flatMap((collection) => {
      const own = (place: Record<string, unknown>) =>
        "media_folder" in place ? { media: String(place.media_folder), public: String(place.public_folder) } : null;
      if (collection.files)
        return (collection.files as Array<Record<string, unknown>>).map((file) => ({
          entry: String(file.file),
          folders: own(file) ?? own(collection),
        }));
      const name = String(collection.path ?? "{{slug}}").replace("{{slug}}", "sample");
      return [{ entry: `${collection.folder}/${name}.${collection.extension}`, folders: own(collection) }];
    });
  }

  it.each(entries())(
    "an image uploaded in $entry is written with the path of the file it stored, and the build finds it",
    ({ entry, folders }) => {
      const config = cmsConfig();
      const at = path.posix.dirname(entry);
      // As Decap 3 decides (decap-cms-core, selectMediaFolder and selectMediaFilePublicPath): the
      // collection's or file's folders are relative to the entry's own folder, the global ones not.
      const stored = path.posix.join(folders ? path.posix.join(at, folders.media) : config.media_folder, "photo.jpg");
      const written = path.posix.join(folders ? folders.public : config.public_folder, "photo.jpg");
      expect(path.posix.join(at, written)).toBe(stored);
      expect(stored.startsWith("content/images/") || (entry.startsWith("content/blog/") && stored.startsWith(at))).toBe(
        true,
      );

      const root = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
      try {
        fs.mkdirSync(path.join(root, path.dirname(stored)), { recursive: true });
        fs.writeFileSync(path.join(root, stored), "");
        expect(fileSystemImageCheck(root)(entry, written)).toBe(true);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it("site.json, home.json and the section indexes' copy are the files of the settings collection", () => {
    expect((byName("settings").files as Array<{ file: string }>).map((f) => f.file)).toEqual([
      "content/site.json",
      "content/home.json",
      "content/listings/services.json",
      "content/listings/technologies.json",
      "content/listings/industries.json",
      "content/listings/service-areas.json",
    ]);
  });

  it("the backend is git-gateway on main unless the build says otherwise; local editing goes through decap-server", () => {
    expect(cmsConfig()).toMatchObject({ backend: { name: "git-gateway", branch: "main" }, local_backend: true });
  });
});
