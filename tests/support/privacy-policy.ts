/**
 * The privacy policy's version as the tests expect it: the `date:` line of its page, read here on its own
 * (not through the build's src/node/privacy-policy-version.ts), so a build that stamped another value fails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export const POLICY_VERSION = /^date: (\S+)$/m.exec(
  readFileSync(path.join(ROOT, "content/pages/privacy-policy.mdx"), "utf8"),
)![1];
