/**
 * The redirect table: the rows written here by hand (none today) and one row for every earlier
 * address of a page. A page's earlier addresses live in its own file (`previousSlugs`, which the
 * editor adds to when a marketer changes a published page's address), so the redirect moves and
 * goes with the page. gatsby-node registers them all with createRedirect (src/node/pages/create-redirects.ts).
 */
import type { ContentKind } from "./schema";
import { pagePathFor } from "./page-paths";

export interface Redirect {
  [key: string]: unknown;
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
}

export const REDIRECTS: readonly Redirect[] = [];

/** A page as the redirects need it: where it is, and the slugs it had before. */
export interface MovedPage {
  kind: ContentKind;
  path: string;
  section?: string | null;
  previousSlugs?: readonly string[] | null;
}

/**
 * One permanent redirect from each earlier address of each page to where it is now. Also in the
 * browser: Gatsby's runtime then follows it on a link inside the site, under `gatsby develop`, and
 * on a host that does not read the deploy's redirect table (it loads the 404 page, then moves on).
 */
export function pageRedirects(pages: readonly MovedPage[]): Redirect[] {
  return pages.flatMap((page) =>
    (page.previousSlugs ?? []).flatMap((slug) => {
      const fromPath = pagePathFor(page.kind, { slug, section: page.section ?? undefined });
      return fromPath && fromPath !== page.path
        ? [{ fromPath, toPath: page.path, isPermanent: true, redirectInBrowser: true }]
        : [];
    }),
  );
}
