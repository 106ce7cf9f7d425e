/** What the server sends for a page, for tests that find content by rule instead of naming it. */
import type { APIRequestContext } from "@playwright/test";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** The text of the page's one <h1> as served (tags dropped, entities decoded), whatever content/ says today. */
export async function servedHeading(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const inner = /<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) throw new Error(`${path} has no <h1>`);
  const text = inner
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!)
    .trim();
  if (!text) throw new Error(`${path} has an empty <h1>`);
  return text;
}
