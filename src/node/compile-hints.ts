/**
 * V8's explicit compile hint for the three scripts every page runs first.
 *
 * V8 compiles a function only when it is first called, on the main thread,
 * unless the file asks for eager compilation with the magic comment
 * `//# allFunctionsCalledOnLoad` on its first line (Chrome 136 and later; other
 * engines read a comment): then it compiles the whole file on a background
 * thread while the file streams in. Gatsby's webpack runtime, React (the
 * framework chunk) and app.js run almost all of their code before the header's
 * call-to-action is rendered (src/islands/own-root.tsx), so their lazy
 * compilation sat between the parsed page and the first client render: same-run
 * A/B at 4× CPU, medians of 7–9 loads, 7 of 10 pages 20–160 ms sooner
 * (docs/visitor-speed.md, "Compiled while they stream"). The page chunks are
 * left alone: with the comment on them the page's hydration moved within the
 * spread, and much of what they hold (dialogs, forms) runs only on demand.
 */

/** The comment, exactly as V8 looks for it at the start of a file. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Gatsby's names for the three first-load scripts in a build (`app-<contenthash>.js`, …). */
const FIRST_LOAD_SCRIPT = /^(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/**
 * After minification (terser runs at webpack's OPTIMIZE_SIZE stage, 400, and would drop the comment) and before
 * the source maps are written (DEV_TOOLING, 500, so the maps count the added line) and the file names' content
 * hashes are settled (OPTIMIZE_HASH, 2500).
 */
const COMPILE_HINT_STAGE = 401;

/** BannerPlugin's options: Gatsby's `plugins.banner` takes them in `onCreateWebpackConfig`. */
export function compileHintBannerOptions() {
  return { banner: COMPILE_HINT, raw: true, test: FIRST_LOAD_SCRIPT, stage: COMPILE_HINT_STAGE };
}
