import type { Actions } from "gatsby";
import { SCHEDULED_POST } from "../publishing-rules";
import { type MovedPage, REDIRECTS, pageRedirects } from "../redirects";
import type { ContentKind } from "../schema";
import { type PageModuleArgs, runQuery } from "./types";

interface PageNode {
  kind: ContentKind;
  path: string;
  section?: string | null;
  previousSlugs: string[] | null;
}
interface MdxNode {
  /** A post dated ahead has the kind SCHEDULED_POST. */
  fields: { kind: ContentKind | typeof SCHEDULED_POST; path: string };
  frontmatter: { previousSlugs: string[] | null };
}

/** The redirect table (src/node/redirects.ts): its own rows and one from each earlier address of a page. */
export async function createRedirects(
  args: Omit<PageModuleArgs, "actions"> & { actions: Pick<Actions, "createRedirect"> },
): Promise<void> {
  const data = await runQuery<
    Record<"allServicePage" | "allCaseStudy" | "allAlternative", { nodes: PageNode[] }> & {
      allMdx: { nodes: MdxNode[] };
    }
  >(
    args,
    "earlier page addresses",
    `{ allServicePage { nodes { kind path section previousSlugs } }
       allCaseStudy { nodes { kind path previousSlugs } }
       allAlternative { nodes { kind path previousSlugs } }
       allMdx { nodes { fields { kind path } frontmatter { previousSlugs } } } }`,
  );
  if (!data) return;
  const pages: MovedPage[] = [
    ...data.allServicePage.nodes,
    ...data.allCaseStudy.nodes,
    ...data.allAlternative.nodes,
    // A post built unpublished (dated ahead) has no page yet for its earlier addresses to lead to.
    ...data.allMdx.nodes
      .filter((node) => node.fields.kind !== SCHEDULED_POST)
      .map((node) => ({
        ...node.fields,
        kind: node.fields.kind as ContentKind,
        previousSlugs: node.frontmatter.previousSlugs,
      })),
  ];
  for (const redirect of [...REDIRECTS, ...pageRedirects(pages)]) args.actions.createRedirect(redirect);
}
