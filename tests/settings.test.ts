/**
 * @jest-environment node
 *
 * Settings in one place: .env.example lists every environment variable the build, the servers, the lead
 * commands and the tests read, each once with its one-line description, under a heading; and it lists
 * nothing the code no longer reads.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/** Variables read by the code that are not settings: set by the build or the platform, or a test's own. */
const NOT_SETTINGS: Record<string, string> = {
  NODE_ENV: "set by Gatsby",
  PATH: "the system's",
  CI: "set by the CI host",
  GATSBY_BUILD_YEAR: "set by gatsby-config for the footer",
  GATSBY_PRIVACY_MODE: "derived from PRIVACY_MODE by gatsby-config",
  GATSBY_PRIVACY_POLICY_VERSION: "derived from the privacy policy's date by gatsby-config",
  CMS_FOUNDED_YEAR: "derived from content/site.json by the editor's build",
  GATSBY_TELEMETRY_DISABLED: "set by the npm scripts",
  LEADS_TRUST_PROXY: "an old name, read only to refuse it at start",
  LEADS_CONFIG_TEST: "a unit test's own variable",
  CMS_CONFIG: "the editor's configuration, built into its script (src/cms/build-admin.ts)",
  CMS_IDENTITY_WIDGET: "derived by the editor's build from CMS_BACKEND (src/cms/build-admin.ts)",
  CLOCK_SKEW_MS: "the delivery test's skewed clock (tests/support/skewed-clock.mjs)",
};

const SOURCES = [
  "src",
  "scripts",
  "tests",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
]
  .concat(["sentry.config.ts", "playwright.config.ts"])
  .map((entry) => path.join(ROOT, entry));

function* sourceFiles(entry: string): Generator<string> {
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    if (/\.(ts|tsx|js|cjs|mjs)$/.test(entry) && !entry.endsWith(".d.ts")) yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry)) {
    if (name === "node_modules" || name === "fixtures") continue;
    yield* sourceFiles(path.join(entry, name));
  }
}

/**
 * Every NAME read as process.env.NAME, env.NAME or env["NAME"] (any object called env: the settings' readers),
 * or through a reader of named settings, setting("NAME", …).
 */
function namesReadByTheCode(): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /\b(?:(?:process\.env|env|Env\(\))(?:\.|\?\.|\[")|setting\(")([A-Z][A-Z0-9_]+)\b/g;
  for (const entry of SOURCES) {
    for (const file of sourceFiles(entry)) {
      if (file === __filename) continue;
      for (const match of fs.readFileSync(file, "utf8").matchAll(pattern)) {
        if (!names.has(match[1])) names.set(match[1], path.relative(ROOT, file));
      }
    }
  }
  return names;
}

interface ExampleLine {
  key: string;
  description: string;
  group: string;
}

function readExample(): ExampleLine[] {
  const lines = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").split("\n");
  const settings: ExampleLine[] = [];
  let group = "";
  lines.forEach((line, index) => {
    if (line.startsWith("## ")) group = line.slice(3);
    const setting = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!setting) return;
    const above = lines[index - 1] ?? "";
    settings.push({ key: setting[1], description: above.startsWith("# ") ? above.slice(2) : "", group });
  });
  return settings;
}

describe(".env.example", () => {
  const example = readExample();

  it("lists every setting the code reads", () => {
    const listed = new Set(example.map((line) => line.key));
    const missing = [...namesReadByTheCode()]
      .filter(([name]) => !listed.has(name) && !(name in NOT_SETTINGS))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it("lists nothing the code does not read", () => {
    const read = namesReadByTheCode();
    expect(example.map((line) => line.key).filter((key) => !read.has(key))).toEqual([]);
  });

  it("names each setting once, empty, under a heading, after its one-line description", () => {
    const keys = example.map((line) => line.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(example.filter((line) => !line.description || !line.group).map((line) => line.key)).toEqual([]);
    const values = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").match(/^[A-Z][A-Z0-9_]*=.+$/gm);
    expect(values).toBeNull();
  });

  it("groups the build, the server, where leads go, who receives them and the secrets", () => {
    const groupOf = (key: string) => example.find((line) => line.key === key)?.group;
    expect(groupOf("GATSBY_GTM_ID")).toMatch(/^The build/);
    expect([groupOf("PORT"), groupOf("HOST"), groupOf("PUBLIC_DIR")]).toEqual(Array(3).fill(groupOf("PORT")));
    expect(groupOf("PORT")).toMatch(/^The production server/);
    expect(groupOf("DATABASE_URL")).toMatch(/^Leads: where they are stored/);
    expect(groupOf("LEADS_WEBHOOK_URL")).toMatch(/^Leads: who receives them/);
    expect(groupOf("SMTP_URL")).toMatch(/^Newsletter confirmation e-mails/);
    expect(groupOf("LEADS_SECRET")).toMatch(/^Secrets/);
  });
});
