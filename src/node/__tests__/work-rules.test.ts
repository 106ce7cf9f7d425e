/**
 * The case studies by industry and by service: the filters drawn from content, the pages the build creates
 * for them, and the content rule that keeps each case study in its filters.
 */
import { workFilterProblems } from "../work-rules";
import { createWorkFilterPages } from "../pages/create-work-filter-pages";
import type { ProofRecord } from "../proof-rules";
import type { PageModuleArgs } from "../pages/types";
import { filtersForPage, workFilters } from "../../lib/work-filters";

const tags = (...paths: string[]) => ({ type: "tags", links: paths.map((path) => ({ name: path, path })) });
const study = (slug: string, industry: string, ...paths: string[]): ProofRecord => ({
  kind: "case-study",
  file: `content/case-studies/${slug}.json`,
  path: `/our-work/${slug}/`,
  data: { industry, sections: [{ type: "hero" }, tags(...paths)] },
});
const page = (kind: string, path: string, name: string): ProofRecord => ({
  kind,
  file: `content/x${path.replace(/\//g, "-")}json`,
  path,
  data: { name },
});
const PAGES = [
  page("service", "/services/web-development/", "Web Development"),
  page("technology", "/services/react-development/", "React Development"),
  page("industry", "/services/fintech-software-development/", "Fintech Software Development"),
];
const asCase = (record: ProofRecord) => ({ id: record.file, ...(record.data as { industry: string; sections: [] }) });
const asPage = (record: ProofRecord) => ({ path: record.path!, name: String(record.data.name), kind: record.kind });

describe("the work filters", () => {
  const ledger = study(
    "ledgerly",
    "Fintech",
    "/services/fintech-software-development/",
    "/services/react-development/",
  );
  const shop = study("shopwave", "Retail and E-commerce", "/services/web-development", "/services/react-development/");
  const filters = workFilters([ledger, shop].map(asCase), PAGES.map(asPage));

  it("make one page per industry and per service page the case studies link, most case studies first", () => {
    expect(filters.industries.map(({ name, path, ids }) => [name, path, ids])).toEqual([
      ["Fintech", "/our-work/industry/fintech/", [ledger.file]],
      ["Retail and E-commerce", "/our-work/industry/retail-and-e-commerce/", [shop.file]],
    ]);
    expect(filters.services.map(({ name, path, ids }) => [name, path, ids])).toEqual([
      ["React Development", "/our-work/service/react-development/", [ledger.file, shop.file]],
      ["Web Development", "/our-work/service/web-development/", [shop.file]],
    ]);
  });

  it("give a service page its own list and an industry page the industries of the case studies that name it", () => {
    const cases = [ledger, shop].map(asCase);
    expect(filtersForPage(asPage(PAGES[0]), cases, filters).map((filter) => filter.path)).toEqual([
      "/our-work/service/web-development/",
    ]);
    expect(filtersForPage(asPage(PAGES[2]), cases, filters).map((filter) => filter.path)).toEqual([
      "/our-work/industry/fintech/",
    ]);
  });

  it("are pages the build creates, each with the ids of its case studies and its kind and slug", async () => {
    const createPage = jest.fn();
    const args = {
      graphql: jest.fn().mockResolvedValue({
        data: { allCaseStudy: { nodes: [ledger, shop].map(asCase) }, allServicePage: { nodes: PAGES.map(asPage) } },
      }),
      actions: { createPage },
      reporter: { panicOnBuild: jest.fn() },
    } as unknown as PageModuleArgs;
    await createWorkFilterPages(args, "/t/work-filter.tsx");
    expect(createPage.mock.calls.map(([call]) => [call.path, call.context])).toEqual([
      ["/our-work/industry/fintech/", { ids: [ledger.file], kind: "industry", slug: "fintech" }],
      [
        "/our-work/industry/retail-and-e-commerce/",
        { ids: [shop.file], kind: "industry", slug: "retail-and-e-commerce" },
      ],
      [
        "/our-work/service/react-development/",
        { ids: [ledger.file, shop.file], kind: "service", slug: "react-development" },
      ],
      ["/our-work/service/web-development/", { ids: [shop.file], kind: "service", slug: "web-development" }],
    ]);
  });
});

describe("the content rule that keeps every case study in its filters", () => {
  const messages = (...records: ProofRecord[]) =>
    workFilterProblems([...PAGES, ...records]).map(
      ({ file, problem }) => `${file}: "${problem.field}" ${problem.message}`,
    );

  it("refuses a second spelling of an industry, naming the first", () => {
    expect(
      messages(
        study("ledgerly", "Fintech", "/services/web-development/"),
        study("paybook", "FinTech", "/services/web-development/"),
      ),
    ).toEqual([
      'content/case-studies/paybook.json: "industry" is "FinTech", but content/case-studies/ledgerly.json spells that industry "Fintech": use one spelling, so that both are listed on /our-work/industry/fintech/',
    ]);
  });

  it("refuses a case study whose tags link no service or technology page", () => {
    expect(messages(study("ledgerly", "Fintech", "/services/fintech-software-development/"))).toEqual([
      'content/case-studies/ledgerly.json: "sections[1].links" links no service or technology page, so the case study is in no service filter of /our-work/: add the page of a service it used (/services/…/)',
    ]);
  });

  it("accepts case studies in their industry and at least one service", () => {
    expect(messages(study("ledgerly", "Fintech", "/services/react-development"))).toEqual([]);
  });

  it("leaves a link to a page whose own file has a problem to that file's message", () => {
    expect(messages(study("ledgerly", "Fintech", "/services/payments-development/"))).toEqual([]);
  });
});
