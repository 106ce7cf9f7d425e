/**
 * The privacy policy's version: the `date` of its page (content/pages/privacy-policy.mdx), which the
 * policy promises to change with the policy. gatsby-config hands it to the browser code, which asks every
 * visitor for their privacy choices again when it changes and records it with each choice (src/privacy).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { FRONTMATTER_OPTIONS } from "./validate-content";

export function privacyPolicyVersion(contentDir: string): string {
  const file = path.join(contentDir, "pages", "privacy-policy.mdx");
  const { date } = matter(readFileSync(file, "utf8"), FRONTMATTER_OPTIONS).data as { date?: unknown };
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(`${file}: "date" must be a date like 2025-09-01: it is the policy's version`);
  }
  return date;
}
