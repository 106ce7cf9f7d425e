/**
 * Reads everything under content/ and checks it with the content validator (content-validator.ts):
 * the parsed records and one plain sentence per problem, each naming the file and the field:
 * `content/services/web-development.json: "hero.title" is required`. gatsby-node stops the build on
 * any problem.
 */
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import {
  CONTENT_EXTENSIONS,
  type ContentFile,
  type ValidateOptions,
  type ValidationResult,
  validateContent,
} from "./content-validator";
import { buildDay } from "./publishing-rules";

export * from "./content-validator";

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Reads every JSON and MDX file under `contentDir`, naming each relative to `rootDir`. */
export function readContentFiles(contentDir: string, rootDir: string): ContentFile[] {
  return walk(contentDir)
    .filter((full) => CONTENT_EXTENSIONS.test(full))
    .map((full) => ({
      file: path.relative(rootDir, full).split(path.sep).join("/"),
      relative: path.relative(contentDir, full).split(path.sep).join("/"),
      text: fs.readFileSync(full, "utf8"),
    }));
}

export function fileSystemImageCheck(rootDir: string): ValidateOptions["imageExists"] {
  return (file, relative) => {
    const target = path.resolve(rootDir, path.dirname(file), relative);
    return fs.existsSync(target) && fs.statSync(target).isFile();
  };
}

/** The content folder: content/ in the site, or $CONTENT_DIR (fixture sites in tests). */
export function contentDirectory(rootDir: string = process.cwd()): string {
  return path.resolve(rootDir, process.env.CONTENT_DIR || "content");
}

/**
 * When a file was added: the time of the commit that added it; a file the repository does not have
 * yet comes after every committed one. Outside a repository, the time the file was last written.
 * Asked only of pages that collide.
 */
export function fileAddedAt(rootDir: string): (file: string) => number {
  const known = new Map<string, number>();
  const NOT_COMMITTED = 1e15; // ms: after any commit's time
  return (file) => {
    if (!known.has(file)) {
      const written = fs.statSync(path.resolve(rootDir, file)).mtimeMs;
      const log = spawnSync("git", ["log", "--diff-filter=A", "--format=%ct", "--", file], {
        cwd: rootDir,
        encoding: "utf8",
      });
      const committed = Number(log.stdout?.trim().split("\n").pop());
      known.set(file, log.status !== 0 ? written : committed > 0 ? committed * 1000 : NOT_COMMITTED + written);
    }
    return known.get(file)!;
  };
}

/** Validates a content folder, naming files relative to `rootDir`. */
export function loadContent(rootDir: string, contentDir: string = contentDirectory(rootDir)): ValidationResult {
  const files = readContentFiles(contentDir, rootDir);
  return validateContent(files, {
    imageExists: fileSystemImageCheck(rootDir),
    addedAt: fileAddedAt(rootDir),
    today: buildDay(),
  });
}
