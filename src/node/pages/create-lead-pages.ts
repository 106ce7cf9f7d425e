import { LEAD_FORMS, leadForm } from "../../leads";
import { type PageModuleArgs, templatePath } from "./types";

/** The lead forms' thank-you pages, at the path each form's record names. */
export function createLeadPages(args: Pick<PageModuleArgs, "actions">, component = templatePath("lead-thank-you")) {
  for (const form of LEAD_FORMS) {
    args.actions.createPage({ path: leadForm(form).thankYou.path, component, context: { form } });
  }
}
