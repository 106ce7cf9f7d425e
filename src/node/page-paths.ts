/** Where each content file is published. One place, used by gatsby-node, tests and links. */
import type { ContentKind } from "./schema";
import { THANK_YOU_PATHS } from "../leads";

export interface PathInput {
  slug: string;
  section?: string;
}

export function pagePathFor(kind: ContentKind, data: PathInput): string | null {
  switch (kind) {
    case "service":
    case "technology":
    case "service-area":
      return `/services/${data.slug}/`;
    case "industry":
      return data.section === "industries" ? `/industries/${data.slug}/` : `/services/${data.slug}/`;
    case "case-study":
      return `/our-work/${data.slug}/`;
    case "alternative":
      return `/${data.slug}/`;
    case "blog":
      return `/blog/${data.slug}/`;
    case "page":
      return `/${data.slug}/`;
    // The home page and the section indexes are one-off pages at reserved paths; these files hold their copy.
    case "site":
    case "home":
    case "services-listing":
    case "technologies-listing":
    case "industries-listing":
    case "service-areas-listing":
      return null;
  }
}

/** Paths of one-off pages (src/pages) and of the section indexes (content/listings/); content may not claim them. */
export const RESERVED_PATHS = [
  "/",
  "/about-us/",
  "/contact-us/",
  "/application/",
  "/flatirons-fund/",
  "/referral-program/",
  "/products/fuse/",
  "/our-work/",
  "/pricing/",
  "/blog/",
  "/industries/",
  "/services/",
  "/technologies/",
  "/service-areas/",
  "/404/",
  "/500/",
  ...THANK_YOU_PATHS,
];

/**
 * Slug of an MDX file: its frontmatter slug, else its folder (blog/x/index.mdx) or file name
 * (pages/x.mdx). Plain string work, so the content editor can use it too.
 */
export function mdxSlug(file: string, data: Record<string, unknown>): string {
  if (typeof data.slug === "string" && data.slug) return data.slug;
  const parts = file.split("/");
  const base = (parts.pop() ?? "").replace(/\.[^.]*$/, "");
  return base === "index" ? (parts.pop() ?? base) : base;
}

export const BLOG_PAGE_SIZE = 12;

/** /blog/ for the first page of the list, /blog/page/2/ onwards. */
export function blogListPath(page: number): string {
  return page <= 1 ? "/blog/" : `/blog/page/${page}/`;
}
