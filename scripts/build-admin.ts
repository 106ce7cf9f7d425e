/**
 * Builds the CMS admin page's scripts into static/admin/build/ (gatsby-node does it before every
 * build and `gatsby develop`; this runs it alone):
 *   npx tsx scripts/build-admin.ts
 */
import path from "node:path";
import { buildAdmin } from "../src/cms/build-admin";

buildAdmin(path.resolve(__dirname, ".."))
  .then((out) => console.log(`admin page scripts written to ${path.relative(process.cwd(), out)}/`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
