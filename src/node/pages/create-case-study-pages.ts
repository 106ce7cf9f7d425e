import { createNodePages } from "./create-node-pages";
import { type PageModuleArgs, templatePath } from "./types";

/** Case studies: /our-work/{slug}/. */
export function createCaseStudyPages(args: PageModuleArgs, component = templatePath("case-study")) {
  return createNodePages(args, { typeName: "CaseStudy", component });
}
