import { createNodePages } from "./create-node-pages";
import { type PageModuleArgs, templatePath } from "./types";

/** Service, technology, industry and service-area pages: /services/{slug}/ and /industries/{slug}/. */
export function createServicePages(args: PageModuleArgs, component = templatePath("service-page")) {
  return createNodePages(args, { typeName: "ServicePage", component });
}
