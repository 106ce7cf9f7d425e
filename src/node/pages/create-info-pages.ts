import { type PageModuleArgs, runQuery, templatePath } from "./types";

interface InfoNode {
  id: string;
  fields: { path: string };
  internal: { contentFilePath: string };
}

/** Informational pages (privacy policy, terms…) from content/pages/*.mdx at /{slug}/. */
export async function createInfoPages(args: PageModuleArgs, component = templatePath("info-page")): Promise<void> {
  const data = await runQuery<{ allMdx: { nodes: InfoNode[] } }>(
    args,
    "informational pages",
    `{ allMdx(filter: { fields: { kind: { eq: "page" } } }, sort: { fields: { slug: ASC } }) {
        nodes { id fields { path } internal { contentFilePath } } } }`,
  );
  if (!data) return;
  for (const page of data.allMdx.nodes) {
    args.actions.createPage({
      path: page.fields.path,
      component: `${component}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    });
  }
}
