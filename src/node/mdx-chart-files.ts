/**
 * A remark plugin for the posts' MDX (gatsby-config, gatsby-plugin-mdx `mdxOptions`): a chart names
 * its drawing for phones by its file, `<Chart narrow="./diagram-narrow.png">`, and this brings the
 * file in as the build's own import, gives the <Chart> the drawing's pixel size (read from the PNG's
 * header, so the page keeps its box before it arrives) and the wide picture's description. A post
 * then has no `import` line and no JavaScript expression: the content editor shows each chart as one
 * block with its two pictures (src/cms/admin/chart-block.ts), and the rules are chart-rules.ts's.
 */
import fs from "node:fs";
import path from "node:path";

interface Node {
  type: string;
  name?: string | null;
  alt?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  value?: unknown;
  data?: Record<string, unknown>;
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

const program = (body: unknown[]) => ({ type: "Program", sourceType: "module", body });
const identifier = (name: string) => ({ type: "Identifier", name });

/** `import <name> from "<source>"` as MDX's ESM node, with the syntax tree its compiler reads. */
function importNode(name: string, source: string): Node {
  return {
    type: "mdxjsEsm",
    value: `import ${name} from ${JSON.stringify(source)}`,
    data: {
      estree: program([
        {
          type: "ImportDeclaration",
          specifiers: [{ type: "ImportDefaultSpecifier", local: identifier(name) }],
          source: { type: "Literal", value: source, raw: JSON.stringify(source) },
        },
      ]),
    },
  };
}

/** `{<expression>}` as an attribute's value: a name or a number. */
function expressionValue(expression: string | number) {
  const node =
    typeof expression === "number"
      ? { type: "Literal", value: expression, raw: String(expression) }
      : identifier(expression);
  return {
    type: "mdxJsxAttributeValueExpression",
    value: String(expression),
    data: { estree: program([{ type: "ExpressionStatement", expression: node }]) },
  };
}

/** A PNG's width and height, from its header, or null when the file is not a PNG. */
export function pngSize(file: string): { width: number; height: number } | null {
  const head = Buffer.alloc(24);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.readUInt32BE(0) !== 0x89504e47 || head.toString("ascii", 12, 16) !== "IHDR") return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

const attribute = (node: Node, name: string) =>
  node.attributes?.find((candidate) => candidate.type === "mdxJsxAttribute" && candidate.name === name);

export function remarkChartFiles() {
  return (tree: Node, file: { path?: string }) => {
    const imports: Node[] = [];
    for (const node of walk(tree)) {
      if (node.type !== "mdxJsxFlowElement" || node.name !== "Chart") continue;
      const narrow = attribute(node, "narrow");
      if (!narrow || typeof narrow.value !== "string") continue;
      const source = narrow.value.startsWith(".") ? narrow.value : `./${narrow.value}`;
      const name = `chartForPhones${imports.length}`;
      imports.push(importNode(name, source));
      narrow.value = expressionValue(name);
      const size = file.path ? pngSize(path.resolve(path.dirname(file.path), source)) : null;
      for (const [key, value] of Object.entries(size ?? {}))
        if (!attribute(node, key))
          node.attributes!.push({ type: "mdxJsxAttribute", name: key, value: expressionValue(value) });
      const wide = [...walk(node)].find((child) => child.type === "image");
      if (!attribute(node, "alt") && wide?.alt)
        node.attributes!.push({ type: "mdxJsxAttribute", name: "alt", value: wide.alt });
    }
    tree.children = [...imports, ...(tree.children ?? [])];
  };
}
