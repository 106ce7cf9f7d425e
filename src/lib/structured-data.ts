/**
 * schema.org JSON-LD for search engines: plain builders used by the Seo head
 * component on every page (the Organization, breadcrumbs). Every URL they emit
 * is absolute (siteUrl + path). The builders only some page kinds need are in
 * ./page-structured-data.ts, so that they load with those pages, not with every page.
 */

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Site path with a trailing slash: /services/. */
  path: string;
}

export interface SiteIdentity {
  name: string;
  /** Origin without a trailing slash: https://flatirons.com. */
  siteUrl: string;
  description: string;
  /** Site path of a square logo image. */
  logoPath: string;
  /** Profiles on other networks (sameAs). */
  sameAs: ReadonlyArray<string>;
}

/** `path` made absolute against `siteUrl`; already absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, "");
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Section index pages a nested page sits under, by their first path segment. */
export const SECTION_CRUMBS: Readonly<Record<string, Crumb>> = {
  services: { name: "Services", path: "/services/" },
  industries: { name: "Industries", path: "/industries/" },
  technologies: { name: "Technologies", path: "/technologies/" },
  "service-areas": { name: "Service areas", path: "/service-areas/" },
  "our-work": { name: "Our work", path: "/our-work/" },
  blog: { name: "Blog", path: "/blog/" },
};

/**
 * The trail from the home page to `pathname`: Home, the section index (when the
 * page sits below one, or `parent` when the logical parent differs from the URL)
 * and the page itself. Path segments without a page of their own (/products/) are skipped.
 */
export function breadcrumbTrail(pathname: string, name: string, parent?: Crumb): Crumb[] {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const trail: Crumb[] = [{ name: "Home", path: "/" }];
  if (path === "/") return trail;
  const section = SECTION_CRUMBS[path.split("/")[1] ?? ""];
  // A section index is named as in every other trail (Services), whatever its title.
  if (section && section.path === path && !parent) return [...trail, section];
  const middle = parent ?? section;
  if (middle && middle.path !== path) trail.push(middle);
  trail.push({ name, path });
  return trail;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: ReadonlyArray<Crumb>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The publisher as a nested object (no @context), shared by the other builders. */
export function organizationRef(site: SiteIdentity) {
  return {
    "@type": "Organization",
    "@id": `${absoluteUrl(site.siteUrl, "/")}#organization`,
    name: site.name,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, site.logoPath) },
  };
}

/** The company itself, for the home page. */
export function organizationJsonLd(site: SiteIdentity): JsonLd {
  return {
    "@context": "https://schema.org",
    ...organizationRef(site),
    description: site.description,
    ...(site.sameAs.length ? { sameAs: [...site.sameAs] } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> body. "<" is escaped so text
 * such as "</script>" in content cannot end the element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
