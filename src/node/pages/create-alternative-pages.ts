import { createNodePages } from "./create-node-pages";
import { type PageModuleArgs, templatePath } from "./types";

/** Product comparison pages: /{competitor}-alternative/. */
export function createAlternativePages(args: PageModuleArgs, component = templatePath("alternative")) {
  return createNodePages(args, { typeName: "Alternative", component });
}
