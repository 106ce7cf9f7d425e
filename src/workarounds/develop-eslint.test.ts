import { withoutGatsbyEslint } from "./develop-eslint";

describe("withoutGatsbyEslint", () => {
  it("removes Gatsby's eslint-webpack-plugin and keeps every other plugin and option", () => {
    const ESLintWebpackPlugin = class ESLintWebpackPlugin {};
    const Other = class HotModuleReplacementPlugin {};
    const other = new Other();
    const config = { mode: "development", plugins: [new ESLintWebpackPlugin(), other, new ESLintWebpackPlugin()] };
    expect(withoutGatsbyEslint(config)).toEqual({ mode: "development", plugins: [other] });
  });

  it("is what gatsby develop needs: the plugin Gatsby adds is still called ESLintWebpackPlugin", () => {
    // If this fails, Gatsby changed its ESLint integration: check whether the workaround is still needed.
    const Plugin = jest.requireActual("eslint-webpack-plugin");
    expect((Plugin.default ?? Plugin).name).toBe("ESLintWebpackPlugin");
  });
});
