/**
 * The case studies filtered by what a buyer needs: by industry (each case study's `industry`) and by service
 * (the service and technology pages its tags section links to). Each filter is a page of its own, built
 * ahead (`/our-work/industry/<slug>/`, `/our-work/service/<slug>/`), so it works before and without a script;
 * /our-work/ and each filter page list them all, and an industry or service page links to its own.
 *
 * One function draws them from content, for the pages the build creates (src/node/pages/create-work-filter-pages.ts),
 * the lists the pages show, the links from service pages and the content rule that keeps the industries' names
 * apart (src/node/work-rules.ts).
 */

export type WorkFilterKind = "industry" | "service";

/** What a filter reads of a case study: its id, its industry and the pages its tags link to. */
export interface WorkCase {
  id: string;
  industry: string;
  sections: ReadonlyArray<{ type: string; links?: ReadonlyArray<{ path: string }> | null }>;
}

/** What a filter reads of a service-like page: where it is, its name and kind. */
export interface WorkPage {
  path: string;
  name: string;
  kind: string;
}

export interface WorkFilter {
  kind: WorkFilterKind;
  slug: string;
  /** What the filter is named by: the industry, or the service page's name. */
  name: string;
  /** The filter's own page. */
  path: string;
  /** The case studies it lists, in the order given. */
  ids: string[];
  /** A service filter's page (the service or technology page it stands for). */
  page?: string;
}

export const WORK_PATH = "/our-work/";

/** "Transportation and Logistics" → "transportation-and-logistics". */
export function filterSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const workFilterPath = (kind: WorkFilterKind, slug: string) => `${WORK_PATH}${kind}/${slug}/`;

/** The site paths a case study's tags link to, with a trailing slash. */
export function taggedPaths(study: WorkCase): string[] {
  return study.sections.flatMap((section) =>
    section.type === "tags" ? (section.links ?? []).map((link) => link.path.replace(/\/?$/, "/")) : [],
  );
}

/** A page's slug: the last part of its path. */
const slugOfPath = (path: string) => path.split("/").filter(Boolean).pop() ?? "";

/** Most case studies first, then by name. */
const byWeight = (a: WorkFilter, b: WorkFilter) => b.ids.length - a.ids.length || a.name.localeCompare(b.name);

/** Every filter the case studies make, industries and services apart. */
export function workFilters(
  cases: ReadonlyArray<WorkCase>,
  pages: ReadonlyArray<WorkPage>,
): { industries: WorkFilter[]; services: WorkFilter[] } {
  const industries = new Map<string, WorkFilter>();
  const services = new Map<string, WorkFilter>();
  const servicePages = new Map(
    pages.filter((page) => page.kind === "service" || page.kind === "technology").map((page) => [page.path, page]),
  );
  for (const study of cases) {
    const slug = filterSlug(study.industry);
    if (slug) {
      const filter = industries.get(slug) ?? {
        kind: "industry" as const,
        slug,
        name: study.industry,
        path: workFilterPath("industry", slug),
        ids: [],
      };
      filter.ids.push(study.id);
      industries.set(slug, filter);
    }
    for (const path of new Set(taggedPaths(study))) {
      const page = servicePages.get(path);
      if (!page) continue;
      const serviceSlug = slugOfPath(page.path);
      const filter = services.get(serviceSlug) ?? {
        kind: "service" as const,
        slug: serviceSlug,
        name: page.name,
        path: workFilterPath("service", serviceSlug),
        ids: [],
        page: page.path,
      };
      filter.ids.push(study.id);
      services.set(serviceSlug, filter);
    }
  }
  return { industries: [...industries.values()].sort(byWeight), services: [...services.values()].sort(byWeight) };
}

/**
 * The filtered lists a service-like page links to: a service or technology page its own; an industry page
 * the industries of the case studies that name it in their tags.
 */
export function filtersForPage(
  page: WorkPage,
  cases: ReadonlyArray<WorkCase>,
  filters: ReturnType<typeof workFilters>,
): WorkFilter[] {
  if (page.kind === "service" || page.kind === "technology")
    return filters.services.filter((filter) => filter.page === page.path);
  if (page.kind !== "industry") return [];
  const tagging = new Set(cases.filter((study) => taggedPaths(study).includes(page.path)).map((study) => study.id));
  return filters.industries.filter((filter) => filter.ids.some((id) => tagging.has(id)));
}
