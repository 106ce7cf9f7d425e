/**
 * Workaround: Gatsby's webpack rule for fonts (url-loader, limit 10,000 bytes: `rules.fonts` in
 * gatsby/dist/utils/webpack-utils.js) writes any font file smaller than that into the CSS as a data URL. The
 * site's "rest" font files (src/theme/font-subsets.ts, ~4 KB each) exist to be fetched only by a page that
 * has one of their characters; inlined, their bytes (~10 KB of base64) would be in every page's head. gatsby-node
 * sets that rule's limit to false (never inline: url-loader hands every font to file-loader) in every stage.
 * Guarded by font-files.test.ts (the rule Gatsby writes, changed; a config without it fails the build) and
 * tests/e2e/answer-before-code.spec.ts (no font inlined in a built page; the rest file fetched only when used).
 * Remove when Gatsby's font rule stops inlining fonts, or takes a limit.
 */
interface LoaderLike {
  loader?: string;
  options?: Record<string, unknown>;
}
interface RuleLike {
  test?: unknown;
  use?: unknown;
}
interface WebpackConfigLike {
  module?: { rules?: unknown[] };
}

const FONT_FILE = "font.woff2";

function isUrlLoader(use: unknown): use is LoaderLike {
  return (
    typeof (use as LoaderLike | null)?.loader === "string" && /[/\\]url-loader[/\\]/.test((use as LoaderLike).loader!)
  );
}

function isGatsbyFontRule(rule: unknown): rule is RuleLike & { use: LoaderLike[] } {
  const { test, use } = (rule ?? {}) as RuleLike;
  return test instanceof RegExp && test.test(FONT_FILE) && Array.isArray(use) && use.some(isUrlLoader);
}

export function withFontFilesNeverInlined<Config extends WebpackConfigLike>(config: Config): Config {
  const rules = config.module?.rules ?? [];
  const fontRules = rules.filter(isGatsbyFontRule);
  if (fontRules.length !== 1)
    throw new Error(
      `Expected Gatsby's one webpack rule for fonts (url-loader for .woff2), found ${fontRules.length}: ` +
        "see src/workarounds/font-files.ts, which keeps small font files out of the CSS.",
    );
  return {
    ...config,
    module: {
      ...config.module,
      rules: rules.map((rule) =>
        isGatsbyFontRule(rule)
          ? {
              ...rule,
              use: rule.use.map((use) =>
                isUrlLoader(use) ? { ...use, options: { ...use.options, limit: false } } : use,
              ),
            }
          : rule,
      ),
    },
  };
}
