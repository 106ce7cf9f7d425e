import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { type ContentNodeArgs, contentRelative, createJsonContentNode, recheckAfterEdits } from "../content-nodes";

const FIXTURE = path.resolve(__dirname, "../../../tests/fixtures/minimal-site/content");
let siteRoot = "";
let contentDir = "";

beforeEach(() => {
  siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"));
  contentDir = path.join(siteRoot, "content");
  fs.cpSync(FIXTURE, contentDir, { recursive: true });
});
afterEach(() => fs.rmSync(siteRoot, { recursive: true, force: true }));

/** A File node as gatsby-source-filesystem makes one, and fake actions that record what is created. */
function fileNode(relative: string) {
  const node = { id: `file-${relative}`, absolutePath: path.join(contentDir, relative), internal: { type: "File" } };
  const created: Array<Record<string, unknown>> = [];
  const links: Array<{ parent: unknown; child: unknown }> = [];
  const args = {
    node: node as unknown as Node,
    actions: {
      createNode: (child: Record<string, unknown>) => created.push(child),
      createParentChildLink: (link: { parent: unknown; child: unknown }) => links.push(link),
    },
    createNodeId: (input: string) => `id:${input}`,
    createContentDigest: (input: unknown) => `digest:${JSON.stringify(input).length}`,
  } as unknown as ContentNodeArgs;
  return { node, created, links, args };
}

describe("a JSON content file's node, made when Gatsby makes its File node", () => {
  it("is a child of the file, with the page's kind and path, from the file's text as it is now", () => {
    const file = path.join(contentDir, "services/web-development.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...data, name: "Web Apps" }));
    const { node, created, links, args } = fileNode("services/web-development.json");
    createJsonContentNode(args, { siteRoot, contentDir });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: "Web Apps",
      kind: "service",
      path: "/services/web-development/",
      sourceFile: "content/services/web-development.json",
      id: "id:ServicePage:content/services/web-development.json",
      parent: node.id,
      internal: { type: "ServicePage" },
    });
    expect(links).toEqual([{ parent: node, child: created[0] }]);
  });

  it("is not made for a file with problems (the build stops on them), nor for other files", () => {
    fs.writeFileSync(path.join(contentDir, "case-studies/sample-project.json"), '{ "slug": "sample-project", }');
    const broken = fileNode("case-studies/sample-project.json");
    createJsonContentNode(broken.args, { siteRoot, contentDir });
    expect(broken.created).toEqual([]);
    for (const other of ["blog/hello-world/index.mdx", "images/sample.jpg"]) {
      const { created, args } = fileNode(other);
      createJsonContentNode(args, { siteRoot, contentDir });
      expect(created).toEqual([]);
    }
  });

  it("knows which files are inside the content folder", () => {
    expect(contentRelative(path.join(contentDir, "services/x.json"), contentDir)).toBe("services/x.json");
    expect(contentRelative(path.join(siteRoot, "src/images/x.png"), contentDir)).toBeNull();
  });
});

describe("under gatsby develop, the content folder is checked again after each save", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("once after a burst of saves, printing what the build would stop on, then that it is fixed", async () => {
    const results = [['content/services/a.json: "name" is required'], []];
    const check = jest.fn(async () => results.shift() ?? []);
    const reporter = { error: jest.fn(), info: jest.fn() };
    const changed = recheckAfterEdits(check, reporter);
    changed();
    changed();
    await jest.advanceTimersByTimeAsync(200);
    expect(check).toHaveBeenCalledTimes(1);
    expect(reporter.error).toHaveBeenCalledWith(
      'The content folder has 1 problem; fix it and build again:\n  - content/services/a.json: "name" is required',
    );
    changed();
    await jest.advanceTimersByTimeAsync(200);
    expect(reporter.info).toHaveBeenCalledWith("The content folder has no problems any more.");
    changed();
    await jest.advanceTimersByTimeAsync(200);
    expect(reporter.info).toHaveBeenCalledTimes(1);
  });
});
