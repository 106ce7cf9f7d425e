/**
 * Valid HTML gate: every HTML file the build wrote, checked by html-validate
 * with the committed .htmlvalidaterc.json (see docs/quality-gates.md for why
 * each rule is configured as it is).
 */
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, StaticConfigLoader, nodejsResolver, type ConfigData } from "html-validate";
import { listHtmlFiles } from "../../src/node/built-site";

export const CONFIG_FILE = ".htmlvalidaterc.json";

/** A validator using the committed config; plugins resolve from `rootDir` (the repository). */
export function createHtmlValidator(rootDir: string = process.cwd()): HtmlValidate {
  const config = JSON.parse(fs.readFileSync(path.join(rootDir, CONFIG_FILE), "utf8")) as ConfigData;
  return new HtmlValidate(new StaticConfigLoader([nodejsResolver({ rootDir })], config));
}

export interface HtmlProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  selector: string | null;
}

export async function validateBuiltHtml(
  publicDir: string,
  validator = createHtmlValidator(),
): Promise<{ files: number; problems: HtmlProblem[] }> {
  const files = listHtmlFiles(publicDir);
  const problems: HtmlProblem[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(publicDir, file));
    for (const result of report.results)
      for (const message of result.messages)
        problems.push({
          file,
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
          selector: message.selector,
        });
  }
  return { files: files.length, problems };
}

/** One line per problem: file:line:column, rule, message and the element's selector. */
export function formatHtmlProblems(problems: ReadonlyArray<HtmlProblem>): string {
  return problems
    .map(
      (p) =>
        `✗ public/${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}${p.selector ? `\n    at ${p.selector}` : ""}`,
    )
    .join("\n");
}
