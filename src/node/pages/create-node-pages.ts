import { type PageModuleArgs, runQuery } from "./types";

interface PathNode {
  id: string;
  path: string;
}

/** One page per node of a JSON content type, at the node's path, with only its id as context. */
export async function createNodePages(
  args: PageModuleArgs,
  options: { typeName: "ServicePage" | "CaseStudy" | "Alternative"; component: string },
): Promise<void> {
  const field = `all${options.typeName}`;
  const data = await runQuery<Record<string, { nodes: PathNode[] }>>(
    args,
    options.typeName,
    `{ ${field}(sort: { path: ASC }) { nodes { id path } } }`,
  );
  if (!data) return;
  for (const node of data[field].nodes) {
    args.actions.createPage({ path: node.path, component: options.component, context: { id: node.id } });
  }
}
