/**
 * Stops a command run on a Node.js release the project does not support, with one sentence that names the
 * release to install and how. Plain Node.js with no dependency, so it works before `npm install` has run.
 *
 * npm 10.9 and later stop every install and script on the wrong Node.js by themselves (package.json
 * `devEngines`), and older npm refuses to install (`engine-strict` in .npmrc); this sentence is what a
 * script started another way says (`npm start` or `npm test` with an older npm, `node scripts/check-node.cjs`).
 */
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.join(__dirname, "..");

/** The release in .nvmrc and the range package.json's `engines.node` accepts (a caret range, `^24.11.0`). */
function wantedNode(root = ROOT) {
  const release = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
  const range = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
  return { release, range };
}

function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`"${version}" is not a Node.js version`);
  return match.slice(1, 4).map(Number);
}

/** Whether `version` satisfies a caret range (`^24.11.0`: 24.11.0 or later, before 25). */
function satisfiesCaret(version, range) {
  if (!/^\^\d+\.\d+\.\d+$/.test(range))
    throw new Error(`engines.node must be a caret range like ^24.11.0, got "${range}"`);
  const [major, minor, patch] = parts(version);
  const [wantMajor, wantMinor, wantPatch] = parts(range.slice(1));
  if (major !== wantMajor) return false;
  return minor !== wantMinor ? minor > wantMinor : patch >= wantPatch;
}

/** The sentence for a Node.js the project cannot run on, or null when `running` is supported. */
function nodeVersionProblem(running, wanted = wantedNode()) {
  if (satisfiesCaret(running, wanted.range)) return null;
  const [major] = parts(wanted.release);
  return (
    `This project needs Node.js ${major} (${wanted.release}, the release in .nvmrc; any from ${wanted.range.slice(1)} on), ` +
    `and this is Node.js ${running.replace(/^v/, "")}: install it with \`nvm install\` (or \`fnm use\`, ` +
    `\`volta install node@${major}\`, or the installer from https://nodejs.org) and run the command again.`
  );
}

module.exports = { nodeVersionProblem, satisfiesCaret, wantedNode };

if (require.main === module) {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
