/**
 * The README's recipe for a new kind of page ("## A new kind of page"), read as steps: each
 * `<!-- recipe: … -->` comment says what to do with the code block that follows it.
 *
 *   <!-- recipe: in <file>, before: <text of a line> -->   insert the block above the one line holding the text
 *   <!-- recipe: in <file>, after: <text of a line> -->    insert it below that line
 *   <!-- recipe: in <file>, replace: <text> -->            put the block's one line in place of the text
 *   <!-- recipe: write <file> -->                          create the file with the block
 *   <!-- recipe: run <command> -->                         run the command in the project
 *   <!-- recipe: expect <path> shows <text> -->            the built page at <path> holds the text
 */
import fs from "node:fs";
import path from "node:path";

export type RecipeStep =
  | { action: "before" | "after" | "replace"; file: string; anchor: string; code: string }
  | { action: "write"; file: string; code: string }
  | { action: "run"; command: string }
  | { action: "expect"; page: string; text: string };

const SECTION = "## A new kind of page";

/** The steps of the recipe in `readme`, in order. */
export function recipeSteps(readme: string): RecipeStep[] {
  const start = readme.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`README.md has no "${SECTION}" section`);
  const end = readme.indexOf("\n## ", start + SECTION.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const steps: RecipeStep[] = [];
  const comment = /<!-- recipe: (.*?) -->/g;
  for (let match = comment.exec(section); match; match = comment.exec(section)) {
    const instruction = match[1];
    const code = () => codeBlockAfter(section, comment.lastIndex, instruction);
    const edit = /^in (\S+), (before|after|replace): (.+)$/.exec(instruction);
    const write = /^write (\S+)$/.exec(instruction);
    const run = /^run (.+)$/.exec(instruction);
    const expectation = /^expect (\S+) shows (.+)$/.exec(instruction);
    if (edit) {
      const action = edit[2] as "before" | "after" | "replace";
      steps.push({ action, file: edit[1], anchor: edit[3], code: code() });
    } else if (write) steps.push({ action: "write", file: write[1], code: code() });
    else if (run) steps.push({ action: "run", command: run[1] });
    else if (expectation) steps.push({ action: "expect", page: expectation[1], text: expectation[2] });
    else throw new Error(`README.md recipe: "${instruction}" is not a step this test knows`);
  }
  return steps;
}

/** The fenced block right after `from`, without the list's indentation. */
function codeBlockAfter(section: string, from: number, instruction: string): string {
  const block = /\n( *)```\w*\n([\s\S]*?)\n\1```/.exec(section.slice(from));
  const next = section.indexOf("<!-- recipe:", from);
  if (!block || (next >= 0 && from + block.index > next)) {
    throw new Error(`README.md recipe: "${instruction}" has no code block after it`);
  }
  const indent = block[1].length;
  return block[2]
    .split("\n")
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join("\n");
}

/** Why `step` cannot be applied to the project in `root` as it stands, or null. */
export function stepProblem(root: string, step: RecipeStep): string | null {
  if (step.action !== "before" && step.action !== "after" && step.action !== "replace") return null;
  const file = path.join(root, step.file);
  if (!fs.existsSync(file)) return `${step.file} does not exist`;
  const count = fs.readFileSync(file, "utf8").split(step.anchor).length - 1;
  if (count !== 1) return `${step.file} holds "${step.anchor}" ${count} times, not once`;
  return null;
}

/** Applies an edit or a write to the project in `root`; runs and expectations are the caller's. */
export function applyStep(root: string, step: RecipeStep): void {
  if (step.action === "run" || step.action === "expect") return;
  const file = path.join(root, step.file);
  if (step.action === "write") {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${step.code}\n`);
    return;
  }
  const problem = stepProblem(root, step);
  if (problem) throw new Error(`README.md recipe, ${step.action} "${step.anchor}": ${problem}`);
  const text = fs.readFileSync(file, "utf8");
  const at = text.indexOf(step.anchor);
  if (step.action === "replace") {
    fs.writeFileSync(file, text.slice(0, at) + step.code.trim() + text.slice(at + step.anchor.length));
    return;
  }
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const lineEnd = text.indexOf("\n", at);
  const insertAt = step.action === "before" ? lineStart : lineEnd + 1;
  fs.writeFileSync(file, `${text.slice(0, insertAt)}${step.code}\n${text.slice(insertAt)}`);
}
