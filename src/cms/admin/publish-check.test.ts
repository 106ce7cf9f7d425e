/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { RULES, RULE_NAMES, type RuleName } from "../../node/rule-book";
import { type ContentFile, readContentFiles } from "../../node/validate-content";
import { labelOfPath, problemsBeforeDelete, problemsBeforePublish, readSite } from "./publish-check";
import { uploadProblems } from "./uploads";

const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/minimal-site");
/** The fixture site, as the editor's backend answers it: every file named from the repository's root. */
const SITE: ContentFile[] = readContentFiles(path.join(FIXTURE, "content"), FIXTURE);
const TODAY = new Date("2026-11-29T12:00:00Z");

const textOf = (file: string) => SITE.find((item) => item.file === file)!.text;
const json = (file: string) => JSON.parse(textOf(file));
/** The file as the editor would write it, with `change` made to its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case reaches into its own file's shape
function editJson(file: string, change: (data: Record<string, any>) => void): ContentFile {
  const data = json(file);
  change(data);
  return { file, text: `${JSON.stringify(data, null, 2)}\n` };
}
const POST = "content/blog/hello-world/index.mdx";
/** The fixture post with a frontmatter line replaced (or added) and text appended to its body. */
function editPost(lines: Record<string, string>, body = ""): ContentFile {
  let text = textOf(POST);
  for (const [key, line] of Object.entries(lines))
    text = new RegExp(`^${key}:`, "m").test(text)
      ? text.replace(new RegExp(`^${key}:.*$`, "m"), line)
      : text.replace(/^---\n/, `---\n${line}\n`);
  return { file: POST, text: `${text}${body}` };
}
const publish = (...written: ContentFile[]) => problemsBeforePublish(SITE, written, { today: TODAY });
const SERVICE = "content/services/web-development.json";
const STUDY = "content/case-studies/sample-project.json";
const LONG = "A description that goes on. ".repeat(7).trim();

/**
 * A case of each rule the editor runs, and the sentence it answers with: the build's, with the
 * field's label instead of its key, and no Markdown.
 */
const CASES: Record<
  Exclude<RuleName, "file-place" | "file-syntax" | "file-missing" | "image-exists">,
  () => Promise<string[]>
> = {
  "unknown-field": async () => publish(editJson(SERVICE, (data) => (data.heroo = { title: "Typo" }))),
  required: async () => publish(editJson(SERVICE, (data) => (data.name = ""))),
  type: async () => publish(editJson(SERVICE, (data) => (data.name = 5))),
  length: async () => publish(editJson(SERVICE, (data) => (data.seo.description = LONG))),
  pattern: async () => publish(editJson("content/home.json", (data) => (data.services.items[0].path = "services/web"))),
  "phone-lines": async () =>
    publish(
      editPost({
        description:
          "description: EVERY RELEASE WE SHIP GOES OUT ON A TUESDAY MORNING WITH A CHECKLIST, A ROLLBACK PLAN, A STATUS PAGE AND AN ENGINEER ON CALL FOR THE WHOLE WEEK THAT FOLLOWS IT.",
      }),
    ),
  sentences: async () =>
    publish(
      editJson(SERVICE, (data) => (data.hero.pitch = "We build web apps. We run them. We answer the pager too.")),
    ),
  "number-range": async () => publish(editJson(STUDY, (data) => (data.order = 0))),
  "date-format": async () => publish(editPost({ date: "date: 2025-02-30" })),
  choice: async () => publish(editJson(SERVICE, (data) => (data.group = "marketing"))),
  "list-size": async () => publish(editJson(SERVICE, (data) => (data.faq = data.faq.slice(0, 3)))),
  "section-type": async () => publish(editJson(STUDY, (data) => (data.sections[1].type = "video"))),
  "reference-format": async () => publish(editJson(SERVICE, (data) => (data.caseStudies = ["Sample Project"]))),
  "image-name": async () =>
    uploadProblems([new File(["GIF89a"], "launch.gif")]).then((upload) => [
      ...upload,
      ...publish(editPost({ cover: "cover: ./cover.gif" })),
    ]),
  "image-contents": async () => uploadProblems([new File(["Launch notes.\n"], "notes.jpg")]),
  "picture-description": async () => publish(editPost({}, "\n![](./cover.jpg)\n")),
  "chart-for-phones": async () => publish(editPost({}, "\n![Deploys per week](./diagram.png)\n")),
  address: async () =>
    publish({
      file: "content/blog/weekly-releases/index.mdx",
      text: textOf(POST).replace("title: Hello world from the tests", "title: Weekly releases"),
    }),
  "date-range": async () => publish(editPost({ date: "date: 1901-02-02" })),
  reference: async () => publish(editJson(SERVICE, (data) => (data.caseStudies = ["nobody-wrote-this"]))),
  link: async () =>
    publish(editJson("content/home.json", (data) => (data.testimonials.items[0].source.url = "/our-work/gone/"))),
  "quote-source": async () =>
    publish(
      editJson(
        "content/home.json",
        (data) => (data.testimonials.items[0].quote = `${data.testimonials.items[0].quote} Truly.`),
      ),
    ),
  "company-figure": async () =>
    publish(
      editPost({
        description:
          "description: Our 120+ engineers have shipped a release every week since the spring, and here is how.",
      }),
    ),
  "cta-intent": async () => publish(editJson(SERVICE, (data) => delete data.hero.ctaIntent)),
  "client-link": async () =>
    publish(editJson("content/site.json", (data) => (data.clients.items[1].name = "Sample Clients"))),
  "badge-listing": async () =>
    publish(editJson("content/site.json", (data) => (data.footer.logos[0].url = "https://example.com/"))),
  "pricing-agrees": async () =>
    publish(
      editJson(
        SERVICE,
        (data) => (data.hero.pitch = "We start with a six-month sample sprint. Then we build with you."),
      ),
    ),
  "work-filter": async () =>
    publish(editJson("content/case-studies/sample-platform.json", (data) => (data.industry = "TESTING"))),
};

const EXPECTED: Record<keyof typeof CASES, string> = {
  "unknown-field": "heroo is not a known field (known fields: slug, previousSlugs, group, name,",
  required: "Name is required.",
  type: "Name must be text, got number 5.",
  length: "In search results › Description must be 50 to 170 characters long, got 195.",
  pattern:
    'Services › Items › 1 › Path must be a site path starting with /, like /services/web-development/, got "services/web".',
  "phone-lines":
    "Description runs to 6 lines on a 375px-wide phone; it may run to at most 4, so that the button below it stays on the first screen (about 156 characters fit; it has 160).",
  sentences:
    "Hero › Pitch has 3 sentences; it may have at most 2, so that the button below it stays on a phone's first screen (move the rest further down the page).",
  "number-range": "Order must be at least 1, got 0.",
  "date-format": 'Date must be a date like 2024-05-31, got "2025-02-30".',
  choice: 'Group must be one of design, development, maintenance, engagement, got "marketing".',
  "list-size": "FAQ must have at least 4 items, got 3.",
  "section-type":
    'Sections › 2 › type must be one of hero, goal, services, images, testimonial, projects, tags, got "video".',
  "reference-format": 'Case studies › 1 must be the slug of a CaseStudy, got "Sample Project".',
  "image-name": "launch.gif is not an image: its name must end in .png, .jpg, .webp, .avif or .svg.",
  "image-contents":
    "notes.jpg is not a JPEG image: its contents are not a picture (was another file renamed?). Open the picture in an image editor, export it as JPEG and use that file.",
  "picture-description":
    "Text has a picture with no description (cover.jpg): click the picture and describe what it shows, for visitors who cannot see it.",
  "chart-for-phones":
    "Text shows diagram.png, a wide diagram, on its own, where on a phone its labels would shrink to a few pixels: insert it as a chart, with its drawing for phones.",
  address:
    "Web address /blog/hello-world/ is already the address of “Hello world from the tests” (content/blog/hello-world/index.mdx), which was published first: choose another web address for this page.",
  "date-range":
    'Date is 1901-02-02, before 2011, the year the company was founded (content/site.json "foundedYear"): type the day the page is published, like 2026-11-29.',
  reference:
    'Case studies › 1 names the case study "nobody-wrote-this", but no content/case-studies file has that slug.',
  link: "Testimonials › Items › 1 › Source › URL links to /our-work/gone/, but the site has no page at that address.",
  "quote-source":
    "Testimonials › Items › 1 gives content/case-studies/sample-project.json as its source, but that case study has no testimonial by",
  "company-figure":
    'Description states a figure about the company ("120+ engineers"); such figures live only in the site-wide settings\' "Facts", each with its source.',
  "cta-intent":
    'Hero › Call-to-action intent is required beside the label "Plan your web project" (one of generic, call, estimate, fuse-demo, city-meeting), so the dialog it opens says what the button promised.',
  "client-link":
    'Clients › Items › 2 › URL leads to content/case-studies/sample-project.json, whose client is "Sample Client Inc.", not "Sample Clients".',
  "badge-listing":
    "Footer › Logos › 1 › URL is the home page of example.com, not Flatirons' listing there: link the page of Sample Cloud that shows the badge, so a visitor can check it.",
  "pricing-agrees":
    'Hero › Pitch gives the sample sprint "six-month", but content/site.json "engagements.items[0].duration" says 2 weeks; state the time given there, or leave it out (the pricing page shows it).',
  "work-filter":
    '“Sample Project” (content/case-studies/sample-project.json): Industry is "Testing", but content/case-studies/sample-platform.json spells that industry "TESTING"',
};

describe("the editor's check before publishing: every rule content:check has", () => {
  it("is listed in the rule book, and each one the editor runs has a case here", () => {
    const notRun = RULE_NAMES.filter((name) => RULES[name].editor === "not-run");
    expect([...Object.keys(CASES), ...notRun].sort()).toEqual([...RULE_NAMES].sort());
  });

  it("the site as it is passes: nothing to refuse", () => {
    expect(publish(...SITE.filter((file) => file.file === SERVICE))).toEqual([]);
  });

  for (const rule of Object.keys(CASES) as Array<keyof typeof CASES>)
    it(`refuses a case of "${rule}" (${RULES[rule].asks}) with the build's sentence in the editor's words`, async () => {
      const refusals = await CASES[rule]();
      expect(refusals.some((sentence) => sentence.startsWith(EXPECTED[rule]))).toBe(true);
      // No Markdown advice and no developer's key for someone who never saw either.
      for (const sentence of refusals) expect(sentence).not.toMatch(/!\[|\]\(|"body"|between the brackets/);
    });

  it("names the rules it does not run in the README, with why", () => {
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    for (const name of RULE_NAMES.filter((rule) => RULES[rule].editor === "not-run"))
      expect(readme).toContain(`${RULES[name].asks}: ${(RULES[name] as { why: string }).why}`);
  });
});

describe("a change that breaks another page", () => {
  it("a case study moved to another address is refused while a service still names its old one", () => {
    const moved = editJson(STUDY, (data) => {
      data.previousSlugs = ["sample-project"];
      data.slug = "sample-rebuild";
    });
    expect(publish(moved)).toEqual(
      expect.arrayContaining([
        '“Web Development” (content/services/web-development.json): Case studies › 1 names the case study "sample-project", but no content/case-studies file has that slug.',
      ]),
    );
  });

  it("deleting a case study others point to is refused, naming each of them", () => {
    const refusals = problemsBeforeDelete(SITE, [STUDY], { today: TODAY });
    expect(refusals).toEqual(
      expect.arrayContaining([
        '“Web Development” (content/services/web-development.json): Case studies › 1 names the case study "sample-project", but no content/case-studies file has that slug.',
        '“React Development” (content/technologies/react-development.json): Case studies › 1 names the case study "sample-project", but no content/case-studies file has that slug.',
        "the home page (content/home.json): Testimonials › Items › 1 › Source › URL links to /our-work/sample-project/, but the site has no page at that address.",
        "the site-wide settings (content/site.json): Clients › Items › 2 › URL links to /our-work/sample-project/, but the site has no page at that address.",
      ]),
    );
  });

  it("deleting a page nobody points to is not refused", () => {
    expect(problemsBeforeDelete(SITE, ["content/blog/hello-world/index.mdx"], { today: TODAY })).toEqual([]);
  });

  it("a problem another page already had is not this change's, and does not stop it", () => {
    const broken = SITE.map((file) =>
      file.file === SERVICE ? editJson(SERVICE, (data) => (data.caseStudies = ["nobody-wrote-this"])) : file,
    );
    expect(problemsBeforePublish(broken, [editPost({ author: "author: Maya Chen" })], { today: TODAY })).toEqual([]);
  });
});

describe("field labels", () => {
  it("follow the editor's labels through objects, lists and the settings' files", () => {
    expect(labelOfPath(SERVICE, "seo.description")).toBe("In search results › Description");
    expect(labelOfPath(SERVICE, "faq[1].answer")).toBe("FAQ › 2 › Answer");
    expect(labelOfPath("content/site.json", "footer.groups[0].links[2].path")).toBe(
      "Footer › Groups › 1 › Links › 3 › Path",
    );
    expect(labelOfPath(POST, "body")).toBe("Text");
    expect(labelOfPath(POST, "coverAlt")).toBe("Describe the image for screen readers");
  });
});

describe("reading the site through the editor's backend", () => {
  it("asks for every folder with its files' ending and depth, and for each settings file", async () => {
    const asked: string[] = [];
    const files = await readSite({
      entriesByFolder: async (folder, extension, depth) => {
        asked.push(`${folder} ${extension} ${depth}`);
        return SITE.filter((file) => file.file.startsWith(`${folder}/`)).map((file) => ({
          file: { path: file.file },
          data: file.text,
        }));
      },
      getEntry: async (file) => {
        asked.push(file);
        return { file: { path: file }, data: textOf(file) };
      },
    });
    expect(asked).toContain("content/blog mdx 2");
    expect(asked).toContain("content/services json 1");
    expect(asked).toContain("content/site.json");
    expect(files.map((file) => file.file).sort()).toEqual(SITE.map((file) => file.file).sort());
  });
});
