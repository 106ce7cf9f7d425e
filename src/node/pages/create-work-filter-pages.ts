import { type WorkCase, type WorkPage, workFilters } from "../../lib/work-filters";
import { type PageModuleArgs, runQuery, templatePath } from "./types";

/** The case studies by industry and by service: /our-work/industry/{slug}/ and /our-work/service/{slug}/. */
export async function createWorkFilterPages(args: PageModuleArgs, component = templatePath("work-filter")) {
  const data = await runQuery<{ allCaseStudy: { nodes: WorkCase[] }; allServicePage: { nodes: WorkPage[] } }>(
    args,
    "the case studies' industries and services",
    `{
      allCaseStudy(sort: { order: ASC }) { nodes { id industry sections { type links { path } } } }
      allServicePage { nodes { path name kind } }
    }`,
  );
  if (!data) return;
  const { industries, services } = workFilters(data.allCaseStudy.nodes, data.allServicePage.nodes);
  for (const filter of [...industries, ...services])
    args.actions.createPage({
      path: filter.path,
      component,
      context: { ids: filter.ids, kind: filter.kind, slug: filter.slug },
    });
}
