import { LEAD_PAGES } from "../../leads";
import { type PageModuleArgs, templatePath } from "./types";

/** The pages the lead forms land on (thank-you pages, the newsletter's confirmation pages), at the paths their records name. */
export function createLeadPages(args: Pick<PageModuleArgs, "actions">, component = templatePath("lead-thank-you")) {
  for (const { form, name, page } of LEAD_PAGES) {
    args.actions.createPage({ path: page.path, component, context: { form, name } });
  }
}
