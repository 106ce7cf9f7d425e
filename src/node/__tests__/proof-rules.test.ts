/**
 * Proof by construction: the content model takes only proof a visitor can check, and
 * `npm run content:check` refuses the rest with the file and the field named.
 */
import fs from "node:fs";
import path from "node:path";
import { companyFigureIn, proofProblems, type ProofRecord } from "../proof-rules";
import { runContentCheck } from "../../testing/content-check";
import { FIXTURE_CONTENT_DIR } from "../../../tests/e2e/page-templates";

const ROOT = path.resolve(__dirname, "../../..");

describe("figures about the company", () => {
  it.each([
    ["Meet our 120+ designers and engineers across the Americas.", "120+ designers and engineers"],
    ["Over 300 products shipped for startups.", "Over 300 products"],
    ["A senior product team since 2011.", "since 2011"],
    ["More than 15 years of building web platforms.", "More than 15 years"],
    ["We were founded in 2011 in Boulder.", "founded in 2011"],
    ["Our 40 plus senior engineers", "40 plus senior engineers"],
  ])("finds the claim in %j", (text, claim) => {
    expect(companyFigureIn(text)).toBe(claim);
  });

  it.each([
    "Ledgerly reached 9,000 paying businesses within 20 months of launch.",
    "A 12-week pilot with 4,200 students in 31 schools.",
    "Live visibility for 1,200 trucks and the team that dispatches them.",
    "Most six-week MVPs cost $60k to $120k.",
    "Interview five to eight target users.",
  ])("leaves a client's or a project's figures alone: %j", (text) => {
    expect(companyFigureIn(text)).toBeNull();
  });

  const record = (kind: string, data: Record<string, unknown>, file = `content/${kind}.json`): ProofRecord => ({
    kind,
    file,
    data,
    path: null,
  });

  it("accepts a figure in site.json facts and in a client's quote, and refuses it anywhere else", () => {
    const site = record("site", {
      facts: [{ value: "120+", label: "120+ designers and engineers", source: "Payroll on 31 March 2026" }],
      tagline: "Over 300 products shipped",
    });
    const service = record(
      "service",
      {
        hero: { pitch: "Our 120+ engineers ship weekly." },
        testimonial: { quote: "Their 120+ engineers never missed a week." },
      },
      "content/services/web-development.json",
    );
    expect(proofProblems([site, service])).toEqual([
      {
        file: "content/site.json",
        problem: {
          field: "tagline",
          message:
            'states a figure about the company ("Over 300 products"); such figures live only in content/site.json "facts", each with its source',
          rule: "company-figure",
          inEditor:
            'states a figure about the company ("Over 300 products"); such figures live only in the site-wide settings\' "Facts", each with its source',
        },
      },
      {
        file: "content/services/web-development.json",
        problem: {
          field: "hero.pitch",
          message:
            'states a figure about the company ("120+ engineers"); such figures live only in content/site.json "facts", each with its source',
          rule: "company-figure",
          inEditor:
            'states a figure about the company ("120+ engineers"); such figures live only in the site-wide settings\' "Facts", each with its source',
        },
      },
    ]);
  });

  it("is written nowhere in the code: every page reads the figures from content/site.json", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        return /\.(ts|tsx)$/.test(entry.name) && !/\.test(-support)?\.|gatsby-types\.d\.ts$/.test(entry.name)
          ? [full]
          : [];
      });
    const claims = files(path.join(ROOT, "src")).flatMap((file) => {
      const claim = companyFigureIn(fs.readFileSync(file, "utf8"));
      return claim ? [`${path.relative(ROOT, file)}: ${claim}`] : [];
    });
    expect(claims).toEqual([]);
  });
});

describe("the client strip", () => {
  const study = {
    kind: "case-study",
    file: "content/case-studies/ledgerly.json",
    data: { client: "Ledgerly Inc." },
    path: "/our-work/ledgerly/",
  };
  const site = (items: unknown[]): ProofRecord => ({
    kind: "site",
    file: "content/site.json",
    data: { clients: { title: "Clients", items } },
    path: null,
  });

  it("names each client as the case study it links to does (a link to no page is the link rule’s)", () => {
    expect(
      proofProblems([
        study,
        site([
          { name: "Ledgerly Inc.", url: "/our-work/ledgerly/" },
          { name: "Ledgerly", url: "/our-work/ledgerly/" },
          { name: "Nobody", url: "/our-work/nobody/" },
          { name: "Outside", url: "https://example.com/" },
          { name: "Unlinked" },
        ]),
      ]),
    ).toEqual([
      {
        file: "content/site.json",
        problem: {
          field: "clients.items[1].url",
          message: 'leads to content/case-studies/ledgerly.json, whose client is "Ledgerly Inc.", not "Ledgerly"',
          rule: "client-link",
        },
      },
    ]);
  });
});

describe("calls to action", () => {
  it("need their intent beside their label", () => {
    const service: ProofRecord = {
      kind: "service",
      file: "content/services/web-development.json",
      data: {
        hero: { ctaLabel: "Talk to an engineer", ctaIntent: "call" },
        closingCta: { title: "Ready?", ctaLabel: "Plan your web project" },
      },
      path: "/services/web-development/",
    };
    expect(proofProblems([service])).toEqual([
      {
        file: "content/services/web-development.json",
        problem: {
          field: "closingCta.ctaIntent",
          message:
            'is required beside the label "Plan your web project" (one of generic, call, estimate, fuse-demo, city-meeting), so the dialog it opens says what the button promised',
          rule: "cta-intent",
        },
      },
    ]);
  });

  it("need it also when the editor saved a cleared intent as null", () => {
    const home: ProofRecord = {
      kind: "home",
      file: "content/home.json",
      data: { closingCta: { title: "Ready?", ctaLabel: "Plan your web project", ctaIntent: null } },
      path: null,
    };
    expect(proofProblems([home])).toEqual([
      {
        file: "content/home.json",
        problem: {
          field: "closingCta.ctaIntent",
          message:
            'is required beside the label "Plan your web project" (one of generic, call, estimate, fuse-demo, city-meeting), so the dialog it opens says what the button promised',
          rule: "cta-intent",
        },
      },
    ]);
  });
});

describe("npm run content:check", () => {
  let copy: string;
  let result: ReturnType<typeof runContentCheck>;

  /** Reads a fixture file of the copy, lets `edit` change it, writes it back. */
  // The fixture's JSON, edited loosely on purpose: the tests break it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (relative: string, change: (data: any) => void) => {
    const file = path.join(copy, relative);
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    change(data);
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
  };

  beforeAll(() => {
    // Inside the repository, so the check names files as a marketer sees them.
    const base = fs.mkdtempSync(path.join(ROOT, ".proof-content-"));
    copy = path.join(base, "content");
    fs.cpSync(FIXTURE_CONTENT_DIR, copy, { recursive: true });
    edit("site.json", (site) => {
      delete site.footer.logos[0].issuer;
      delete site.footer.logos[1].url;
      delete site.footer.logos[2].year;
      delete site.facts[1].source;
    });
    edit("services/web-development.json", (page) => {
      page.hero.pitch =
        "We design, build and run web applications for companies that have outgrown templates: portals, internal tools, headless marketing sites and SaaS products, one senior team.";
    });
    edit("technologies/react-development.json", (page) => {
      page.summary = "React interfaces from a team of 120+ engineers who ship a release every single week.";
    });
    result = runContentCheck(copy);
  });

  afterAll(() => fs.rmSync(path.dirname(copy), { recursive: true, force: true }));

  const at = (relative: string) => `${path.relative(ROOT, copy)}/${relative}`;

  it("refuses a badge without its issuer, its listing or its year", () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${at("site.json")}: "footer.logos[0].issuer" is required`);
    expect(result.stderr).toContain(`${at("site.json")}: "footer.logos[1].url" is required`);
    expect(result.stderr).toContain(`${at("site.json")}: "footer.logos[2].year" is required`);
  });

  it("refuses a figure about the company without its source, or outside the facts", () => {
    expect(result.stderr).toContain(`${at("site.json")}: "facts[1].source" is required`);
    expect(result.stderr).toContain(
      `${at("technologies/react-development.json")}: "summary" states a figure about the company ("120+ engineers"); such figures live only in content/site.json "facts", each with its source`,
    );
  });

  it("refuses a hero lead that runs past four lines on a phone", () => {
    expect(result.stderr).toContain(
      `${at("services/web-development.json")}: "hero.pitch" runs to 5 lines on a 375px-wide phone; it may run to at most 4, so that the button below it stays on the first screen (about 156 characters fit; it has 171)`,
    );
  });

  it("says nothing else: the fixture content is otherwise valid", () => {
    expect(result.stderr.trim().split("\n")).toHaveLength(1 + 6);
  });
});

describe("badges", () => {
  const site = (urls: string[]): ProofRecord => ({
    kind: "site",
    file: "content/site.json",
    path: null,
    data: {
      name: "Flatirons",
      footer: { logos: urls.map((url, index) => ({ issuer: ["Amazon Web Services", "Clutch", "Inc."][index], url })) },
    },
  });

  it("refuse a link to the issuer's home page or to a directory's index, naming the field", () => {
    expect(
      proofProblems([
        site(["https://partners.amazonaws.com/", "https://clutch.co/developers", "https://www.inc.com/inc5000"]),
      ]).map(({ file, problem }) => `${file}: "${problem.field}" ${problem.message}`),
    ).toEqual([
      `content/site.json: "footer.logos[0].url" is the home page of partners.amazonaws.com, not Flatirons' listing there: link the page of Amazon Web Services that shows the badge, so a visitor can check it`,
      `content/site.json: "footer.logos[1].url" is clutch.co/developers, a page of Clutch that does not name Flatirons (an index of its directory, not our listing): link the listing that shows the badge, whose address names the company or carries its listing id`,
      `content/site.json: "footer.logos[2].url" is www.inc.com/inc5000, a page of Inc. that does not name Flatirons (an index of its directory, not our listing): link the listing that shows the badge, whose address names the company or carries its listing id`,
    ]);
  });

  it("accept the agency's own listing: an address that names it or carries the listing's id", () => {
    expect(
      proofProblems([
        site([
          "https://partners.amazonaws.com/partners/001E000000Rl12fIAB",
          "https://clutch.co/profile/flatirons-development",
          "https://www.inc.com/profile/flatirons",
        ]),
      ]),
    ).toEqual([]);
  });
});
