import path from "node:path";
import { FOOTER_PAGE_LIST_NAMES, footerGroupProblems, footerLinks, menuNameOf } from "../footer-lists";
import { loadContent } from "../validate-content";

/** The spec's footer links (section 2, "Footer links"), by group: each must be in its group on every page. */
const SPEC_FOOTER: Record<string, string[]> = {
  "Our company": ["/about-us", "/contact-us", "/our-work"],
  "Design services": [
    "/services/ui-ux-design-system/",
    "/services/mobile-app-ui-ux-design/",
    "/services/ui-ux-design/",
    "/services/user-research/",
    "/services/web-app-ui-ux-design/",
  ],
  "Development services": [
    "/services/ai-software-development/",
    "/services/custom-software-development/",
    "/services/ecommerce-development/",
    "/services/enterprise-software-development",
    "/services/iot-development/",
    "/services/marketplace-development/",
    "/services/mobile-app-development/",
    "/services/startup-mvp-development/",
    "/services/nearshore-software-outsourcing/",
    "/services/saas-software-development/",
    "/services/web-development/",
  ],
  Maintenance: [
    "/services/web-and-mobile-app-maintenance/",
    "/services/agile-project-management/",
    "/services/quality-assurance-testing/",
  ],
  "Engagement models": ["/services/software-development-outsourcing/", "/services/nearshore-staff-augmentation/"],
  Technologies: [
    "/services/flutter-app-development",
    "/services/node-js-development",
    "/services/react-development",
    "/services/react-native-development",
    "/services/ruby-on-rails-development",
    "/services/python-software-development",
  ],
  Industries: [
    "/services/fintech-software-development/",
    "/services/healthcare-software-development",
    "/services/legal-tech-software-development",
    "/services/real-estate-software-development",
    "/industries/transportation",
  ],
  Products: [
    "/csvbox-alternative/",
    "/flatfile-alternative",
    "/products/fuse",
    "/oneschema-alternative/",
    "/usecsv-alternative/",
  ],
  Resources: ["/blog", "/flatirons-fund", "/referral-program"],
  "Service areas": [
    "atlanta",
    "austin",
    "boston",
    "boulder",
    "chicago",
    "denver",
    "los-angeles",
    "miami",
    "new-york",
    "portland",
    "san-francisco",
    "seattle",
  ].map((city) => `/services/custom-software-company-${city}`),
};
const slash = (path: string) => (path.endsWith("/") ? path : `${path}/`);

describe("the footer's lists of pages", () => {
  const pages = [
    { kind: "service", group: "design", name: "UI/UX Design", path: "/services/ui-ux-design/" },
    { kind: "service", group: "development", name: "Web Development", path: "/services/web-development/" },
    {
      kind: "technology",
      name: "Flutter App Development",
      menuName: "Flutter",
      path: "/services/flutter-app-development/",
    },
    {
      kind: "service-area",
      name: "Custom Software Company in Denver",
      city: { name: "Denver" },
      path: "/services/c-denver/",
    },
    { kind: "alternative", competitor: "CSVBox", path: "/csvbox-alternative/" },
  ];

  it("list the group's own links in their order, then every other page of their kind by its name in menus", () => {
    expect(footerLinks({ pages: "comparisons", links: [{ name: "Fuse", path: "/products/fuse" }] }, pages)).toEqual([
      { name: "Fuse", path: "/products/fuse" },
      { name: "CSVBox Alternative", path: "/csvbox-alternative/" },
    ]);
    // A page linked by hand (with or without its trailing slash) is not listed twice.
    expect(
      footerLinks({ pages: "comparisons", links: [{ name: "CSVBox", path: "/csvbox-alternative" }] }, pages),
    ).toEqual([{ name: "CSVBox", path: "/csvbox-alternative" }]);
    expect(footerLinks({ pages: "design-services", links: [] }, pages)).toEqual([
      { name: "UI/UX Design", path: "/services/ui-ux-design/" },
    ]);
    expect(footerLinks({ pages: "technologies", links: [] }, pages)).toEqual([
      { name: "Flutter", path: "/services/flutter-app-development/" },
    ]);
    expect(menuNameOf(pages[3])).toBe("Denver");
  });

  it("a new page appears in its group, a deleted one goes; a group of links alone keeps its order", () => {
    const added = [
      ...pages,
      { kind: "service", group: "development", name: "Cloud Migration", path: "/services/cloud-migration/" },
    ];
    expect(footerLinks({ pages: "development-services", links: [] }, added).map((link) => link.name)).toEqual([
      "Cloud Migration",
      "Web Development",
    ]);
    expect(footerLinks({ pages: "development-services", links: [] }, pages.slice(2))).toEqual([]);
    const own = [
      { name: "Blog", path: "/blog" },
      { name: "Archive", path: "/archive/" },
    ];
    expect(footerLinks({ links: own }, pages)).toEqual(own);
  });

  it("a group with neither links nor a list of pages is refused", () => {
    expect(footerGroupProblems({ data: { footer: { groups: [{ title: "Empty", links: [] }] } } })).toEqual([
      {
        field: "footer.groups[0].links",
        message: `must have at least 1 item, or the group must list pages (one of ${FOOTER_PAGE_LIST_NAMES.join(", ")})`,
        rule: "list-size",
      },
    ]);
  });

  it("hold every link of the spec's footer in its group, from this site's content", () => {
    const { records, errors } = loadContent(path.resolve(__dirname, "../../.."));
    expect(errors).toEqual([]);
    const site = records.find((record) => record.kind === "site")!;
    const listed = records.map((record) => ({ ...record.data, kind: record.kind, path: record.path }));
    const groups = (site.data.footer as { groups: Array<{ title: string; pages?: string; links: [] }> }).groups;
    const shown = Object.fromEntries(
      groups.map((group) => [group.title, footerLinks(group, listed).map((link) => slash(link.path))]),
    );
    for (const [title, paths] of Object.entries(SPEC_FOOTER))
      expect({ title, paths: shown[title] ?? [] }).toEqual({ title, paths: expect.arrayContaining(paths.map(slash)) });
  });
});
