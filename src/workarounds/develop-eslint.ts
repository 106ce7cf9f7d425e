/**
 * Workaround: Gatsby 5's development server lints every module through eslint-webpack-plugin with
 * options ESLint 9 has removed (extensions, useEslintrc, rulePaths, resolvePluginsRelativeTo), so
 * `gatsby develop` (and `npm run cms`) fails with "Invalid Options" before serving a page. The
 * code is linted by `npm run lint` (eslint.config.mjs) instead; gatsby-node removes the plugin from
 * the develop stage's webpack configuration. Guarded by develop-eslint.test.ts. Remove when Gatsby
 * passes ESLint 9 options (or drops the plugin), i.e. when `gatsby develop` compiles without it.
 */
interface WebpackConfigLike {
  plugins?: unknown[];
}

export function withoutGatsbyEslint<Config extends WebpackConfigLike>(config: Config): Config {
  return {
    ...config,
    plugins: (config.plugins ?? []).filter(
      (plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name !== "ESLintWebpackPlugin",
    ),
  };
}
