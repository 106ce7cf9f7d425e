import fs from "node:fs";
import { parseEnv } from "node:util";

/**
 * Loads keys from an env file (.env.production for builds, .env.development
 * for `gatsby develop`) into process.env, without overriding variables that
 * are already set. Gatsby reads the same file for the browser bundle only;
 * loading it here lets gatsby-config see the same keys. A missing file is fine.
 */
export function loadEnvFile(file: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!fs.existsSync(file)) return false;
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, "utf8")))) {
    if (env[key] === undefined) env[key] = value;
  }
  return true;
}
