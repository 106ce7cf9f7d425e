/**
 * src/cms/config.yml: the generated CMS configuration, committed so a change to the content model shows what it
 * does to the editor. The editor itself gets the same configuration built into its script (build-admin.ts):
 * the file is not published.
 */
import yaml from "js-yaml";
import { cmsConfig } from "./config";

export const CONFIG_FILE = "src/cms/config.yml";

const HEADER = [
  "# Generated from the content model (src/node/schema.ts) by `npm run cms:config`. Do not edit:",
  "# change the schema and run the command again (a unit test fails while the two disagree).",
  "",
].join("\n");

export function cmsConfigYaml(): string {
  return HEADER + yaml.safeDump(cmsConfig(), { lineWidth: 120, noRefs: true, quotingType: '"' } as yaml.DumpOptions);
}
