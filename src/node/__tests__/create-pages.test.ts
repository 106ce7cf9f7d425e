import { createServicePages } from "../pages/create-service-pages";
import { createCaseStudyPages } from "../pages/create-case-study-pages";
import { createAlternativePages } from "../pages/create-alternative-pages";
import { createBlogPages } from "../pages/create-blog-pages";
import { createInfoPages } from "../pages/create-info-pages";
import { createRedirects } from "../pages/create-redirects";
import { createListingPages } from "../pages/create-listing-pages";
import type { PageModuleArgs } from "../pages/types";

/** Fake createPages arguments: graphql answers with `data`, createPage records its calls. */
function fakeArgs(data: unknown, errors?: unknown[]) {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  const graphql = jest.fn().mockResolvedValue({ data, errors });
  const args = { graphql, actions: { createPage }, reporter: { panicOnBuild } } as unknown as PageModuleArgs;
  return { args, createPage, panicOnBuild, graphql };
}

describe("page creation modules", () => {
  it("creates one service-like page per node at its path, with only the id as context", async () => {
    const { args, createPage } = fakeArgs({
      allServicePage: {
        nodes: [
          { id: "a", path: "/services/web-development/" },
          { id: "b", path: "/industries/transportation/" },
        ],
      },
    });
    await createServicePages(args, "/t/service-page.tsx");
    expect(createPage.mock.calls).toEqual([
      [{ path: "/services/web-development/", component: "/t/service-page.tsx", context: { id: "a" } }],
      [{ path: "/industries/transportation/", component: "/t/service-page.tsx", context: { id: "b" } }],
    ]);
  });

  it("creates each section index from its copy, naming the kind it lists; pricing only on /services/", async () => {
    const { args, createPage } = fakeArgs({
      allListingContent: {
        nodes: [
          { id: "i", kind: "industries-listing" },
          { id: "s", kind: "services-listing" },
        ],
      },
    });
    await createListingPages(args, "/t/listing.tsx");
    expect(createPage.mock.calls).toEqual([
      [
        {
          path: "/services/",
          component: "/t/listing.tsx",
          context: { id: "s", lists: "service", pricingSummary: true },
        },
      ],
      [
        {
          path: "/industries/",
          component: "/t/listing.tsx",
          context: { id: "i", lists: "industry", pricingSummary: false },
        },
      ],
    ]);
  });

  it("creates case-study and alternative pages", async () => {
    const cs = fakeArgs({ allCaseStudy: { nodes: [{ id: "c", path: "/our-work/fleetpulse/" }] } });
    await createCaseStudyPages(cs.args, "/t/case-study.tsx");
    expect(cs.createPage).toHaveBeenCalledWith({
      path: "/our-work/fleetpulse/",
      component: "/t/case-study.tsx",
      context: { id: "c" },
    });
    const alt = fakeArgs({ allAlternative: { nodes: [{ id: "d", path: "/csvbox-alternative/" }] } });
    await createAlternativePages(alt.args, "/t/alternative.tsx");
    expect(alt.createPage).toHaveBeenCalledWith({
      path: "/csvbox-alternative/",
      component: "/t/alternative.tsx",
      context: { id: "d" },
    });
  });

  it("creates blog posts with their neighbours and a list paginated past 12 posts", async () => {
    const nodes = Array.from({ length: 25 }, (_, i) => ({
      id: `p${i}`,
      fields: { path: `/blog/post-${i}/` },
      internal: { contentFilePath: `/c/blog/post-${i}/index.mdx` },
    }));
    const { args, createPage } = fakeArgs({ allMdx: { nodes } });
    await createBlogPages(args, { post: "/t/blog-post.tsx", list: "/t/blog-list.tsx" });
    const pages = createPage.mock.calls.map(([page]) => page);
    expect(pages).toHaveLength(25 + 3);
    expect(pages[0]).toEqual({
      path: "/blog/post-0/",
      component: "/t/blog-post.tsx?__contentFilePath=/c/blog/post-0/index.mdx",
      context: { id: "p0", newerId: null, olderId: "p1" },
    });
    expect(pages[24].context).toEqual({ id: "p24", newerId: "p23", olderId: null });
    expect(pages.slice(25)).toEqual([
      { path: "/blog/", component: "/t/blog-list.tsx", context: { limit: 12, skip: 0, currentPage: 1, pageCount: 3 } },
      {
        path: "/blog/page/2/",
        component: "/t/blog-list.tsx",
        context: { limit: 12, skip: 12, currentPage: 2, pageCount: 3 },
      },
      {
        path: "/blog/page/3/",
        component: "/t/blog-list.tsx",
        context: { limit: 12, skip: 24, currentPage: 3, pageCount: 3 },
      },
    ]);
  });

  it("still creates /blog/ when there are no posts", async () => {
    const { args, createPage } = fakeArgs({ allMdx: { nodes: [] } });
    await createBlogPages(args, { post: "/t/p.tsx", list: "/t/l.tsx" });
    expect(createPage).toHaveBeenCalledWith({
      path: "/blog/",
      component: "/t/l.tsx",
      context: { limit: 12, skip: 0, currentPage: 1, pageCount: 1 },
    });
  });

  it("creates informational pages from MDX", async () => {
    const { args, createPage } = fakeArgs({
      allMdx: {
        nodes: [
          {
            id: "i",
            fields: { path: "/privacy-policy/" },
            internal: { contentFilePath: "/c/pages/privacy-policy.mdx" },
          },
        ],
      },
    });
    await createInfoPages(args, "/t/info-page.tsx");
    expect(createPage).toHaveBeenCalledWith({
      path: "/privacy-policy/",
      component: "/t/info-page.tsx?__contentFilePath=/c/pages/privacy-policy.mdx",
      context: { id: "i" },
    });
  });

  it("stops the build when a query fails", async () => {
    const { args, createPage, panicOnBuild } = fakeArgs(undefined, [new Error("boom")]);
    await createServicePages(args, "/t/service-page.tsx");
    expect(createPage).not.toHaveBeenCalled();
    expect(panicOnBuild).toHaveBeenCalledWith("Could not load ServicePage to create their pages", [new Error("boom")]);
  });

  it("redirects every earlier address of a page to where it is now, permanently", async () => {
    const createRedirect = jest.fn();
    const graphql = jest.fn().mockResolvedValue({
      data: {
        allServicePage: {
          nodes: [
            { kind: "service", path: "/services/web-apps/", section: null, previousSlugs: ["web-development"] },
            { kind: "industry", path: "/industries/logistics/", section: "industries", previousSlugs: ["freight"] },
            { kind: "service", path: "/services/ui/", section: null, previousSlugs: null },
          ],
        },
        allCaseStudy: {
          nodes: [{ kind: "case-study", path: "/our-work/routewise/", previousSlugs: ["fleet", "routewise"] }],
        },
        allAlternative: { nodes: [] },
        allMdx: {
          nodes: [
            {
              fields: { kind: "blog", path: "/blog/weekly-releases/" },
              frontmatter: { previousSlugs: ["ship-weekly"] },
            },
            { fields: { kind: "page", path: "/privacy-policy/" }, frontmatter: { previousSlugs: null } },
          ],
        },
      },
    });
    await createRedirects({ graphql, actions: { createRedirect }, reporter: { panicOnBuild: jest.fn() } } as never);
    expect(createRedirect.mock.calls.map(([redirect]) => redirect)).toEqual([
      {
        fromPath: "/services/web-development/",
        toPath: "/services/web-apps/",
        isPermanent: true,
        redirectInBrowser: true,
      },
      {
        fromPath: "/industries/freight/",
        toPath: "/industries/logistics/",
        isPermanent: true,
        redirectInBrowser: true,
      },
      // The address it has again is not a redirect (it would loop).
      { fromPath: "/our-work/fleet/", toPath: "/our-work/routewise/", isPermanent: true, redirectInBrowser: true },
      { fromPath: "/blog/ship-weekly/", toPath: "/blog/weekly-releases/", isPermanent: true, redirectInBrowser: true },
    ]);
  });
});
