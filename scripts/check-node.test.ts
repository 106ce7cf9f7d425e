/**
 * The Node.js check: the sentence a wrong release gets, and the four places that name the release agreeing
 * (.nvmrc, `engines`, `devEngines`, every locked package's own `engines`, which `engine-strict` enforces).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import semver from "semver";

// A CommonJS file with no dependency, so that it runs before `npm install` (a plain `require` is the way in).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeVersionProblem, satisfiesCaret, wantedNode } = require("./check-node.cjs") as {
  nodeVersionProblem: (running: string, wanted?: { release: string; range: string }) => string | null;
  satisfiesCaret: (version: string, range: string) => boolean;
  wantedNode: () => { release: string; range: string };
};

const ROOT = path.join(__dirname, "..");
const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const WANTED = { release: "24.21.0", range: "^24.11.0" };

describe("the Node.js check", () => {
  it("names the release to install and how, in one sentence, for another major version", () => {
    expect(nodeVersionProblem("v20.20.2", WANTED)).toBe(
      "This project needs Node.js 24 (24.21.0, the release in .nvmrc; any from 24.11.0 on), and this is " +
        "Node.js 20.20.2: install it with `nvm install` (or `fnm use`, `volta install node@24`, or the installer " +
        "from https://nodejs.org) and run the command again.",
    );
    expect(nodeVersionProblem("26.0.0", WANTED)).toMatch(
      /^This project needs Node\.js 24 .* this is Node\.js 26\.0\.0:/,
    );
  });

  it("passes any release the range accepts and stops the ones it does not", () => {
    for (const ok of ["24.11.0", "v24.21.0", "24.30.1"]) expect(nodeVersionProblem(ok, WANTED)).toBeNull();
    for (const wrong of ["24.10.9", "23.11.0", "25.0.0", "22.21.1"])
      expect(nodeVersionProblem(wrong, WANTED)).not.toBeNull();
    expect(satisfiesCaret("24.11.1", "^24.11.0")).toBe(true);
    expect(satisfiesCaret("24.11.0", "^24.11.1")).toBe(false);
    expect(() => satisfiesCaret("24.11.0", ">=24")).toThrow(
      'engines.node must be a caret range like ^24.11.0, got ">=24"',
    );
  });

  it("is silent and exits 0 on the Node.js running the tests (the project's own)", () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, "scripts/check-node.cjs")], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });

  it(".nvmrc, engines and devEngines name one release, which npm's own check accepts", () => {
    const wanted = wantedNode();
    expect(wanted.range).toBe(packageJson.engines.node);
    expect(packageJson.devEngines).toEqual({ runtime: { name: "node", version: wanted.range, onFail: "error" } });
    expect(semver.satisfies(wanted.release, wanted.range)).toBe(true);
    expect(nodeVersionProblem(wanted.release)).toBeNull();
    expect(fs.readFileSync(path.join(ROOT, ".npmrc"), "utf8")).toMatch(/^engine-strict=true$/m);
  });

  it("every locked package that npm installs accepts that release (engine-strict refuses the install otherwise)", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as {
      packages: Record<string, { engines?: Record<string, string> | string[]; optional?: boolean }>;
    };
    const { release } = wantedNode();
    const refusing = Object.entries(lock.packages)
      // npm checks engines of optional packages only as a warning (they are skipped where they do not fit).
      .filter(([, entry]) => !entry.optional && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(
        ([, entry]) =>
          !semver.satisfies(release, (entry.engines as Record<string, string>).node, { includePrerelease: true }),
      )
      .map(([name, entry]) => `${name || "(the project)"}: ${(entry.engines as Record<string, string>).node}`);
    expect(refusing).toEqual([]);
  });
});
