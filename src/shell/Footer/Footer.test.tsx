import React from "react";
import { render, screen, within } from "@testing-library/react";
import path from "node:path";
import site from "../../../content/site.json";
import { preloadStaticParts } from "../../islands";
import { type ListedPage, footerLinks } from "../../node/footer-lists";
import { readContentFiles, validateContent } from "../../node/validate-content";
import { Footer, type FooterData } from ".";

// The headline, directory and logos are static parts whose code arrives on its own (src/islands): here it is
// there before the first render, so nothing suspends and resumes after a test has ended.
beforeAll(() => preloadStaticParts());

/** The spec's footer table, with every path as the site links it (trailing slash always). */
const SPEC_GROUPS: Array<[string, string | null, string[]]> = [
  ["Our company", null, ["/about-us/", "/contact-us/", "/our-work/"]],
  [
    "Design services",
    null,
    ["ui-ux-design-system", "mobile-app-ui-ux-design", "ui-ux-design", "user-research", "web-app-ui-ux-design"].map(
      (s) => `/services/${s}/`,
    ),
  ],
  [
    "Development services",
    null,
    [
      "ai-software-development",
      "custom-software-development",
      "ecommerce-development",
      "enterprise-software-development",
      "iot-development",
      "marketplace-development",
      "mobile-app-development",
      "startup-mvp-development",
      "nearshore-software-outsourcing",
      "saas-software-development",
      "web-development",
    ].map((s) => `/services/${s}/`),
  ],
  [
    "Maintenance",
    null,
    ["web-and-mobile-app-maintenance", "agile-project-management", "quality-assurance-testing"].map(
      (s) => `/services/${s}/`,
    ),
  ],
  [
    "Engagement models",
    null,
    ["software-development-outsourcing", "nearshore-staff-augmentation"].map((s) => `/services/${s}/`),
  ],
  [
    "Technologies",
    "/technologies/",
    [
      "flutter-app-development",
      "node-js-development",
      "react-development",
      "react-native-development",
      "ruby-on-rails-development",
      "python-software-development",
    ].map((s) => `/services/${s}/`),
  ],
  [
    "Industries",
    "/industries/",
    [
      "/services/fintech-software-development/",
      "/services/healthcare-software-development/",
      "/services/legal-tech-software-development/",
      "/services/real-estate-software-development/",
      "/industries/transportation/",
    ],
  ],
  [
    "Products",
    null,
    [
      "/csvbox-alternative/",
      "/flatfile-alternative/",
      "/products/fuse/",
      "/oneschema-alternative/",
      "/usecsv-alternative/",
    ],
  ],
  ["Resources", null, ["/blog/", "/flatirons-fund/", "/referral-program/"]],
  [
    "Service areas",
    "/service-areas/",
    [
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
    ].map((city) => `/services/custom-software-company-${city}/`),
  ],
];

/** The footer as the build resolves it: each group's own links and the pages it lists, from content/. */
const ROOT = path.resolve(__dirname, "../../..");
const pages: ListedPage[] = validateContent(readContentFiles(path.join(ROOT, "content"), ROOT), {
  imageExists: () => true,
}).records.map((record) => ({
  ...(record.data as Omit<ListedPage, "kind" | "path">),
  kind: record.kind,
  path: record.path,
}));
const data: FooterData = {
  ...site.footer,
  groups: site.footer.groups.map((group) => ({ ...group, links: footerLinks(group, pages) })),
  logos: [],
};

const badge = (issuer: string, publicURL: string | null) => ({
  name: `${issuer} listing`,
  kind: "recognition",
  issuer,
  url: `https://example.com/${issuer.toLowerCase()}/flatirons`,
  year: 2026,
  image: publicURL ? { publicURL } : null,
});

function renderFooter(logos: FooterData["logos"] = []) {
  return render(
    <Footer
      siteName="Flatirons"
      data={{ ...data, logos }}
      cta={<button type="button">Let&apos;s work together</button>}
      newsletter={<form aria-label="Newsletter" />}
    />,
  );
}

describe("Footer", () => {
  it("is the block with the contact-us anchor", () => {
    const { container } = renderFooter();
    expect(container.querySelector("footer")).toHaveAttribute("id", "contact-us");
  });

  it("shows the headline, the HIPAA claim, the CTA and the newsletter slot", () => {
    renderFooter();
    expect(screen.getByRole("heading", { level: 2, name: "Join the forefront of innovation" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "We are HIPAA-compliant" })).toBeInTheDocument();
    expect(screen.getByText("We build enterprise-grade web and mobile applications.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Let's work together" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument();
  });

  it("renders every group and link of the spec's table from site data, in order", () => {
    renderFooter();
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const headings = within(nav).getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(SPEC_GROUPS.map(([title]) => title));
    SPEC_GROUPS.forEach(([title, url, paths], index) => {
      const group = headings[index].closest("details") as HTMLElement;
      // Every title is set alike, none is a link; the page a title stood for is the group's first link.
      expect(within(headings[index]).queryByRole("link")).toBeNull();
      const links = within(within(group).getByRole("list")).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(url ? [url, ...paths] : paths);
      if (url) expect(links[0]).toHaveTextContent(`All ${title.toLowerCase()}`);
    });
  });

  it("folds each group in a disclosure that works without scripts: a <details> whose summary is its title", () => {
    const { container } = renderFooter();
    const groups = [...container.querySelectorAll("nav[aria-label='Footer'] > details")];
    expect(groups).toHaveLength(SPEC_GROUPS.length);
    for (const group of groups) {
      expect(group).not.toHaveAttribute("open");
      expect(group.firstElementChild?.tagName).toBe("SUMMARY");
      expect(group.firstElementChild?.querySelector("h3")).not.toBeNull();
    }
  });

  it("links the three social networks", () => {
    renderFooter();
    const social = within(screen.getByRole("list", { name: "Social media" })).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Flatirons on LinkedIn",
      "Flatirons on X (Twitter)",
      "Flatirons on Instagram",
    ]);
  });

  it("shows a badge only with its issuer's mark: the image named by the issuer, the listing's name and year, linked to the listing", () => {
    renderFooter([badge("Clutch", "/static/clutch-mark.svg"), badge("Inc.", null)]);
    const list = screen.getByRole("list", { name: "Partnerships and recognition" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.com/clutch/flatirons");
    expect(within(links[0]).getByRole("img", { name: "Clutch" })).toHaveAttribute("src", "/static/clutch-mark.svg");
    expect(links[0]).toHaveTextContent("Clutch listing, 2026");
  });

  it("shows no badge row when no badge has its mark", () => {
    renderFooter([badge("Inc.", null)]);
    expect(screen.queryByRole("list", { name: "Partnerships and recognition" })).toBeNull();
  });

  it("shows the current year in the copyright line", () => {
    jest.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z") });
    renderFooter();
    expect(screen.getByText(/© 2031 Flatirons\. All rights reserved\./)).toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe("Footer legal links", () => {
  it("links the privacy policy and terms of service", () => {
    renderFooter();
    const legal = within(screen.getByRole("list", { name: "Legal" })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy policy", "/privacy-policy/"],
      ["Terms of service", "/terms-of-service/"],
    ]);
  });
});
