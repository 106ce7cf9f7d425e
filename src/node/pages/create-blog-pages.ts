import { BLOG_PAGE_SIZE, blogListPath } from "../page-paths";
import { type PageModuleArgs, runQuery, templatePath } from "./types";

interface PostNode {
  id: string;
  fields: { path: string };
  internal: { contentFilePath: string };
}

/**
 * Blog posts at /blog/{slug}/ (newest first; context: the post's id and its
 * neighbours' ids) and the list at /blog/, /blog/page/2/… (12 posts a page).
 */
export async function createBlogPages(
  args: PageModuleArgs,
  templates = { post: templatePath("blog-post"), list: templatePath("blog-list") },
): Promise<void> {
  const data = await runQuery<{ allMdx: { nodes: PostNode[] } }>(
    args,
    "blog posts",
    `{ allMdx(filter: { fields: { kind: { eq: "blog" } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
        nodes { id fields { path } internal { contentFilePath } } } }`,
  );
  if (!data) return;
  const posts = data.allMdx.nodes;
  posts.forEach((post, index) => {
    args.actions.createPage({
      path: post.fields.path,
      component: `${templates.post}?__contentFilePath=${post.internal.contentFilePath}`,
      context: {
        id: post.id,
        newerId: posts[index - 1]?.id ?? null,
        olderId: posts[index + 1]?.id ?? null,
      },
    });
  });
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  for (let page = 1; page <= pageCount; page += 1) {
    args.actions.createPage({
      path: blogListPath(page),
      component: templates.list,
      context: { limit: BLOG_PAGE_SIZE, skip: (page - 1) * BLOG_PAGE_SIZE, currentPage: page, pageCount },
    });
  }
}
