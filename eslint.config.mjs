import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      ".data/",
      "bench-results/",
      ".bench/",
      ".opt-in-site/",
      ".netlify/",
      ".fixture-site/",
      ".develop-site/",
      "static/admin/build/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // A styled rule that only reads the theme makes its component dynamic: styled-components then
      // re-creates and hashes its CSS on every render of every instance (hydration time). The theme
      // never changes, so rules interpolate the imported tokens instead; functions are for props.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression > ObjectPattern.params > Property[key.name='theme']",
          message:
            "Interpolate the imported tokens (`${space.md}` from src/theme/tokens), not `({ theme }) => …`: it keeps the styled component static; take only the props you need.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "__mocks__/**", "tests/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
);
