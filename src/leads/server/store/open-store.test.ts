/**
 * @jest-environment node
 */
import type * as OpenStore from "./open-store";

/** open-store.ts as `gatsby develop` sees it on a request: a fresh copy of the module. */
function freshModule(): typeof OpenStore {
  let module: typeof OpenStore | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof OpenStore>("./open-store");
  });
  return module!;
}

describe("process-wide state (src/workarounds/README.md: kept on globalThis)", () => {
  it("a reloaded module finds the values an earlier copy stored, per kind", () => {
    const first = freshModule();
    const second = freshModule();
    expect(second).not.toBe(first);
    first.processWide<number>("open-store-test").set("pool", 1);
    expect(second.processWide<number>("open-store-test").get("pool")).toBe(1);
    expect(second.processWide<number>("open-store-test-other").has("pool")).toBe(false);
  });

  it("a reloaded module keeps counting the rate limit an earlier copy counted", () => {
    const config = { max: 2, windowMs: 60_000 };
    freshModule().sharedRateLimiter(config).hit("contact:reload-test");
    freshModule()
      .sharedRateLimiter({ ...config })
      .hit("contact:reload-test");
    expect(freshModule().sharedRateLimiter(config).hit("contact:reload-test")).toMatchObject({ allowed: false });
  });
});
