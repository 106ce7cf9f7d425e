/**
 * A Babel plugin for the site's browser and server bundles (registered in gatsby-node.ts, onCreateBabelConfig):
 * every read of a design token (`colors.navy`, `layout.heroHeight.tablet`) imported from src/theme/tokens.ts
 * becomes the token's value, a string or number literal, at build time. The rules of the styled components then
 * carry their values as they already carry their words, and the tokens module, an object of every group, leaves
 * the first-load JavaScript of every page (docs/visitor-speed.md). A call of a token function whose arguments are
 * literals (`headingMeasure(14)`) becomes its result likewise. A read that is an object (a whole group, a nested
 * group) or a call with other arguments is left as it is, so the module stays only where such a use remains.
 *
 * Plain JavaScript: Babel loads it by path, outside the site's TypeScript build. The tokens are read by compiling
 * tokens.ts with Babel's own TypeScript and CommonJS transforms (no second TypeScript loader).
 */
const path = require("node:path");
const Module = require("node:module");
const babel = require("@babel/core");

const TOKENS_FILE = path.resolve(__dirname, "../theme/tokens.ts");

let tokens;
/** The tokens module's exports, evaluated once per process. */
function loadTokens() {
  if (tokens) return tokens;
  const { code } = babel.transformFileSync(TOKENS_FILE, {
    babelrc: false,
    configFile: false,
    presets: [require.resolve("@babel/preset-typescript")],
    plugins: [require.resolve("@babel/plugin-transform-modules-commonjs")],
  });
  const compiled = new Module(TOKENS_FILE);
  compiled.filename = TOKENS_FILE;
  compiled._compile(code, TOKENS_FILE);
  tokens = compiled.exports;
  return tokens;
}

/** Whether an import source, seen from `filename`, is the tokens module. */
function importsTokens(source, filename) {
  if (!filename || !source.startsWith(".")) return false;
  const target = path.resolve(path.dirname(filename), source);
  return target === TOKENS_FILE || `${target}.ts` === TOKENS_FILE;
}

/** The tokens module's export that `identifier` names in `scope`, when it is imported from the tokens module there. */
function importedToken(t, scope, identifier, filename) {
  const binding = scope.getBinding(identifier.name);
  if (!binding || binding.kind !== "module" || !t.isImportSpecifier(binding.path.node)) return { found: false };
  if (!importsTokens(binding.path.parentPath.node.source.value, filename)) return { found: false };
  const imported = binding.path.node.imported;
  return { found: true, value: loadTokens()[t.isIdentifier(imported) ? imported.name : imported.value] };
}

module.exports = function inlineTokens({ types: t }) {
  return {
    name: "inline-design-tokens",
    visitor: {
      // A call of a token function with literal arguments (`headingMeasure(14)`) is its result, as a read is its
      // value: the function runs here, once, and the module it lives in stays out of the bundle.
      CallExpression(callPath, state) {
        const filename = state.filename;
        if (filename === TOKENS_FILE || !t.isIdentifier(callPath.node.callee)) return;
        const args = callPath.node.arguments;
        if (!args.every((arg) => t.isNumericLiteral(arg) || t.isStringLiteral(arg))) return;
        const { found, value } = importedToken(t, callPath.scope, callPath.node.callee, filename);
        if (!found || typeof value !== "function") return;
        const result = value(...args.map((arg) => arg.value));
        if (typeof result === "string") callPath.replaceWith(t.stringLiteral(result));
        else if (typeof result === "number" && Number.isFinite(result) && result >= 0)
          callPath.replaceWith(t.numericLiteral(result));
      },
      MemberExpression(memberPath, state) {
        const filename = state.filename;
        if (filename === TOKENS_FILE) return;
        // The chain of static property names down to the identifier it starts from.
        const keys = [];
        let object = memberPath.node;
        while (t.isMemberExpression(object) && !object.computed && t.isIdentifier(object.property)) {
          keys.unshift(object.property.name);
          object = object.object;
        }
        if (!t.isIdentifier(object) || t.isMemberExpression(memberPath.parent, { object: memberPath.node })) return;
        // Never a write (tokens are constants, but a literal cannot be assigned to).
        if (
          t.isAssignmentExpression(memberPath.parent, { left: memberPath.node }) ||
          t.isUpdateExpression(memberPath.parent)
        )
          return;
        const token = importedToken(t, memberPath.scope, object, filename);
        if (!token.found) return;
        let value = token.value;
        for (const key of keys) value = value == null ? undefined : value[key];
        if (typeof value === "string") memberPath.replaceWith(t.stringLiteral(value));
        else if (typeof value === "number" && Number.isFinite(value) && value >= 0)
          memberPath.replaceWith(t.numericLiteral(value));
      },
    },
  };
};

module.exports.TOKENS_FILE = TOKENS_FILE;
