import path from "node:path";
import type { Actions, CreatePagesArgs, Reporter } from "gatsby";

/** The slice of Gatsby's createPages arguments a page module needs (easy to fake in tests). */
export interface PageModuleArgs {
  graphql: CreatePagesArgs["graphql"];
  actions: Pick<Actions, "createPage">;
  reporter: Pick<Reporter, "panicOnBuild">;
}

/** Runs a query and stops the build with a readable message if it fails. */
export async function runQuery<T>(
  args: Pick<PageModuleArgs, "graphql" | "reporter">,
  label: string,
  query: string,
): Promise<T | null> {
  const result = await args.graphql<T>(query);
  if (result.errors || !result.data) {
    args.reporter.panicOnBuild(`Could not load ${label} to create their pages`, result.errors);
    return null;
  }
  return result.data;
}

/** Absolute path of a template (gatsby-node is compiled elsewhere, so resolve from the site root). */
export const templatePath = (name: string) => path.resolve(process.cwd(), "src/templates", `${name}.tsx`);
