/**
 * Each JSON file under content/ becomes one node (ServicePage, CaseStudy…), created when Gatsby
 * creates the file's File node and made its child. Under `gatsby develop` a changed file gets a new
 * File node, and Gatsby deletes the old one's children and calls onCreateNode again: the page's node
 * is made anew from the new text, exactly as at start-up. (Nodes made once in sourceNodes were
 * deleted with the old File node and never made again: the page went 404 after the first edit.)
 */
import fs from "node:fs";
import path from "node:path";
import type { Actions, Node, NodePluginArgs } from "gatsby";
import { KINDS } from "./schema";
import { classifyContentFile, fileSystemImageCheck, validateContentFile } from "./validate-content";

export interface ContentNodeArgs {
  node: Node;
  actions: Pick<Actions, "createNode" | "createParentChildLink">;
  createNodeId: NodePluginArgs["createNodeId"];
  createContentDigest: NodePluginArgs["createContentDigest"];
}

/** The file's path inside the content folder (services/x.json), or null when it is outside. */
export function contentRelative(absolutePath: string, contentDir: string): string | null {
  const relative = path.relative(contentDir, absolutePath);
  return relative.startsWith("..") || path.isAbsolute(relative) ? null : relative.split(path.sep).join("/");
}

/**
 * Creates the content node of a JSON content File node. A file with problems makes no node: the
 * build stops on them (sourceNodes) and `gatsby develop` prints them (reportContentProblems).
 */
export function createJsonContentNode(args: ContentNodeArgs, dirs: { siteRoot: string; contentDir: string }): void {
  const { node, actions, createNodeId, createContentDigest } = args;
  if (node.internal.type !== "File" || typeof node.absolutePath !== "string") return;
  const relative = contentRelative(node.absolutePath, dirs.contentDir);
  const def = relative ? classifyContentFile(relative) : undefined;
  if (!relative || def?.format !== "json") return;
  const file = path.relative(dirs.siteRoot, node.absolutePath).split(path.sep).join("/");
  const { record } = validateContentFile(
    { file, relative, text: fs.readFileSync(node.absolutePath, "utf8") },
    { imageExists: fileSystemImageCheck(dirs.siteRoot) },
  );
  const typeName = KINDS.find((kind) => kind.kind === def.kind)?.typeName;
  if (!record || !typeName) return;
  const child = {
    ...record.data,
    kind: record.kind,
    path: record.path ?? "",
    sourceFile: record.file,
    id: createNodeId(`${typeName}:${record.file}`),
    // The File node as parent lets image fields resolve relative to the JSON file.
    parent: node.id,
    children: [],
    internal: { type: typeName, contentDigest: createContentDigest(record.data) },
  };
  actions.createNode(child);
  actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

/** The build's message for the problems of a content folder, one line per problem. */
export function contentProblemsMessage(errors: readonly string[]): string {
  const many = errors.length !== 1;
  return `The content folder has ${errors.length} problem${many ? "s" : ""}; fix ${many ? "them" : "it"} and build again:\n${errors
    .map((e) => `  - ${e}`)
    .join("\n")}`;
}

/**
 * For `gatsby develop`: a function to call whenever a content file changes. Shortly after the last
 * call it checks the whole folder again, as the build would, and prints the problems (or that they
 * are fixed), so a marketer saving through the editor sees in the terminal what a build would say.
 */
export function recheckAfterEdits(
  check: () => Promise<readonly string[]>,
  reporter: { error(message: string): void; info(message: string): void },
  delayMs = 200,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = false;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const errors = await check();
      if (errors.length) reporter.error(contentProblemsMessage(errors));
      else if (reported) reporter.info("The content folder has no problems any more.");
      reported = errors.length > 0;
    }, delayMs);
  };
}
