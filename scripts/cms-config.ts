/**
 * Writes the CMS configuration generated from the content model:
 *   npm run cms:config
 */
import fs from "node:fs";
import path from "node:path";
import { CONFIG_FILE, cmsConfigYaml } from "../src/cms/config-file";

const target = path.resolve(__dirname, "..", CONFIG_FILE);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, cmsConfigYaml());
console.log(`${CONFIG_FILE} written from src/node/schema.ts`);
