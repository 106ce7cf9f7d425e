/**
 * Valid HTML gate: every HTML file in public/ passes html-validate with the
 * committed .htmlvalidaterc.json. Run after `npm run build`; exits 1 on any error.
 */
import { formatHtmlProblems, validateBuiltHtml } from "./quality/html-validation";

async function main() {
  const started = Date.now();
  const { files, problems } = await validateBuiltHtml("public");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(formatHtmlProblems(problems));
    const rules = [...new Set(problems.map((p) => p.rule))].join(", ");
    console.error(
      `\n✗ ${problems.length} HTML error(s) in ${new Set(problems.map((p) => p.file)).size} of ${files} files (${rules}).`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`✓ HTML: ${files} files valid (.htmlvalidaterc.json) in ${seconds}s.`);
}

void main();
