/**
 * The case studies' filters hold (src/lib/work-filters.ts): every case study is in an industry filter and in
 * at least one service filter, and one industry is spelt one way, so its case studies share one filter page.
 * Each problem names the file and the field, like the schema's own (validate-content.ts).
 */
import type { Problem } from "./schema-builder";
import type { ProofRecord } from "./proof-rules";
import { type WorkCase, filterSlug, taggedPaths, workFilterPath, workFilters } from "../lib/work-filters";

/** The work filters a content folder makes, as the build makes them (src/node/pages/create-work-filter-pages.ts). */
export function workFiltersOf(records: readonly ProofRecord[]): ReturnType<typeof workFilters> {
  return workFilters(
    records.flatMap((record) =>
      record.kind === "case-study" ? [{ id: record.file, ...(record.data as Omit<WorkCase, "id">) }] : [],
    ),
    records.flatMap((record) =>
      record.path ? [{ path: record.path, name: String(record.data.name ?? ""), kind: record.kind }] : [],
    ),
  );
}

const SERVICE_KINDS = new Set(["service", "technology"]);

export function workFilterProblems(records: readonly ProofRecord[]): Array<{ file: string; problem: Problem }> {
  const servicePaths = new Set(
    records.flatMap((record) => (SERVICE_KINDS.has(record.kind) && record.path ? [record.path] : [])),
  );
  // A link to a page that is not among the valid records (its own file has a problem, reported there) is
  // given the benefit of the doubt: only links to known pages of another kind leave a case study out.
  const otherPaths = new Set(
    records.flatMap((record) => (!SERVICE_KINDS.has(record.kind) && record.path ? [record.path] : [])),
  );
  const service = (path: string) => servicePaths.has(path) || !otherPaths.has(path);
  const spelt = new Map<string, { name: string; file: string }>();
  const problems: Array<{ file: string; problem: Problem }> = [];
  for (const record of records) {
    if (record.kind !== "case-study") continue;
    const study = { id: record.file, ...(record.data as Omit<WorkCase, "id">) };
    const industry = String(study.industry ?? "");
    const slug = filterSlug(industry);
    const first = spelt.get(slug);
    if (first && first.name !== industry)
      problems.push({
        file: record.file,
        problem: {
          field: "industry",
          rule: "work-filter",
          message: `is "${industry}", but ${first.file} spells that industry "${first.name}": use one spelling, so that both are listed on ${workFilterPath("industry", slug)}`,
        },
      });
    else if (!first && slug) spelt.set(slug, { name: industry, file: record.file });
    const sections = Array.isArray(study.sections) ? study.sections : [];
    const tags = sections.findIndex((section) => section?.type === "tags");
    if (tags >= 0 && !taggedPaths({ ...study, sections }).some(service))
      problems.push({
        file: record.file,
        problem: {
          field: `sections[${tags}].links`,
          rule: "work-filter",
          message:
            "links no service or technology page, so the case study is in no service filter of /our-work/: add the page of a service it used (/services/…/)",
        },
      });
  }
  return problems;
}
