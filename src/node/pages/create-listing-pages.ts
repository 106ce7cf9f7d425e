import { LISTINGS } from "../schema";
import { type PageModuleArgs, runQuery, templatePath } from "./types";

/**
 * The section indexes: /services/, /technologies/, /industries/, /service-areas/, one per file of
 * content/listings/. Besides the copy's id, the context names the kind of page the index lists and
 * whether it opens with the pricing summary: the template's query reads both as variables.
 */
export async function createListingPages(args: PageModuleArgs, component = templatePath("listing")) {
  const data = await runQuery<{ allListingContent: { nodes: Array<{ id: string; kind: string }> } }>(
    args,
    "the section indexes",
    `{ allListingContent { nodes { id kind } } }`,
  );
  if (!data) return;
  for (const listing of LISTINGS) {
    const node = data.allListingContent.nodes.find((candidate) => candidate.kind === listing.kind);
    if (!node) continue;
    args.actions.createPage({
      path: `/${listing.name}/`,
      component,
      context: { id: node.id, lists: listing.lists, pricingSummary: listing.pricingSummary },
    });
  }
}
