/**
 * The footer's lists of pages come from content: a group in content/site.json names the kind of
 * pages it lists (`pages`: "design-services", "technologies"…) and the build fills it with every such
 * page not among the group's own links, by its name in menus, after them. A new service
 * appears in its group at the next build; a deleted one goes. gatsby-node resolves the footer's
 * `links` with it (createResolvers), so the Footer reads them as it always did.
 */
import type { Problem } from "./schema-builder";

/** What a footer group may list, and which pages each takes. */
export const FOOTER_PAGE_LISTS = {
  "design-services": { kind: "service", group: "design" },
  "development-services": { kind: "service", group: "development" },
  "maintenance-services": { kind: "service", group: "maintenance" },
  "engagement-models": { kind: "service", group: "engagement" },
  technologies: { kind: "technology" },
  industries: { kind: "industry" },
  "service-areas": { kind: "service-area" },
  comparisons: { kind: "alternative" },
} as const satisfies Record<string, { kind: string; group?: string }>;

export type FooterPageList = keyof typeof FOOTER_PAGE_LISTS;

export const FOOTER_PAGE_LIST_NAMES = Object.keys(FOOTER_PAGE_LISTS) as FooterPageList[];

export interface FooterLink {
  name: string;
  path: string;
}

/** A page as the lists read it: a content node, or a validated record's data with its kind and path. */
export interface ListedPage {
  kind: string;
  path: string | null;
  group?: string | null;
  name?: string | null;
  menuName?: string | null;
  city?: { name?: string | null } | null;
  competitor?: string | null;
}

/** A page's name in the footer: its `menuName`, a city page's city, a comparison's "<competitor> Alternative", or its name. */
export function menuNameOf(page: ListedPage): string {
  if (page.menuName) return page.menuName;
  if (page.kind === "service-area" && page.city?.name) return page.city.name;
  if (page.kind === "alternative" && page.competitor) return `${page.competitor} Alternative`;
  return page.name ?? page.path ?? "";
}

function inList(list: string, page: ListedPage): boolean {
  const wanted = FOOTER_PAGE_LISTS[list as FooterPageList] as { kind: string; group?: string } | undefined;
  return Boolean(wanted && page.path && page.kind === wanted.kind && (!wanted.group || page.group === wanted.group));
}

/**
 * A group's links: its own, in their order (the order the spec's footer sets), then, when it lists pages,
 * every other page of its kind by name. A new page appears at the next build; one linked by hand stays
 * where it was put.
 */
export function footerLinks(
  group: { links?: readonly FooterLink[] | null; pages?: string | null },
  pages: readonly ListedPage[],
): FooterLink[] {
  const own = [...(group.links ?? [])];
  if (!group.pages) return own;
  const slashed = (path: string) => (path.endsWith("/") ? path : `${path}/`);
  const linked = new Set(own.map((link) => slashed(link.path)));
  const listed = pages
    .filter((page) => inList(group.pages!, page) && !linked.has(slashed(page.path!)))
    .map((page) => ({ name: menuNameOf(page), path: page.path! }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  return [...own, ...listed];
}

/** A footer group with neither links of its own nor a list of pages would be an empty heading. */
export function footerGroupProblems(site: { data: Record<string, unknown> }): Problem[] {
  const groups = ((site.data.footer as { groups?: unknown } | undefined)?.groups ?? []) as Array<{
    links?: unknown[];
    pages?: string;
  }>;
  return groups.flatMap((group, index) =>
    !group.pages && !group.links?.length
      ? [
          {
            field: `footer.groups[${index}].links`,
            message: `must have at least 1 item, or the group must list pages (one of ${FOOTER_PAGE_LIST_NAMES.join(", ")})`,
            rule: "list-size" as const,
          },
        ]
      : [],
  );
}
