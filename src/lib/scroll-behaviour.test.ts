import { staticPart, staticPartsReady } from "../islands";
import { opensAtTop, shouldUpdateScroll, setManualScrollRestoration } from "./scroll-behaviour";

const at = (pathname: string, hash = "") => ({ location: { pathname, hash } });

describe("scroll behaviour", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollTo.mockRestore();
    document.documentElement.removeAttribute("data-full-render");
  });

  it("switches the browser's scroll restoration to manual", () => {
    const history = { scrollRestoration: "auto" } as History;
    setManualScrollRestoration(history);
    expect(history.scrollRestoration).toBe("manual");
  });

  it("knows which pages open at the top", () => {
    expect(opensAtTop("/services/")).toBe(true);
    expect(opensAtTop("/services/web-development/")).toBe(true);
    expect(opensAtTop("/blog/")).toBe(true);
    expect(opensAtTop("/blog/how-to-build-an-mvp/")).toBe(true);
    expect(opensAtTop("/about-us/")).toBe(false);
    expect(opensAtTop("/service-areas/")).toBe(false);
    expect(opensAtTop("/blogging/")).toBe(false);
  });

  it("scrolls pages under /services/ and /blog/ to the top on a route change", () => {
    expect(
      shouldUpdateScroll({ prevRouterProps: at("/about-us/"), routerProps: at("/services/web-development/") }),
    ).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    expect(shouldUpdateScroll({ prevRouterProps: at("/"), routerProps: at("/blog/") })).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves other pages, first loads and #anchors to Gatsby's saved positions", () => {
    expect(shouldUpdateScroll({ prevRouterProps: at("/blog/"), routerProps: at("/about-us/") })).toBe(true);
    expect(shouldUpdateScroll({ prevRouterProps: null, routerProps: at("/blog/") })).toBe(true);
    expect(shouldUpdateScroll({ prevRouterProps: at("/"), routerProps: at("/services/", "#faq") })).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("renders every block in full before a scroll it makes or lets Gatsby make", () => {
    const fullRender = () => document.documentElement.hasAttribute("data-full-render");
    expect(fullRender()).toBe(false);
    shouldUpdateScroll({ prevRouterProps: null, routerProps: at("/about-us/") });
    expect(fullRender()).toBe(true);
    document.documentElement.removeAttribute("data-full-render");
    shouldUpdateScroll({ prevRouterProps: at("/"), routerProps: at("/blog/") });
    expect(fullRender()).toBe(true);
  });
});

describe("going back before the page's static parts' code has arrived", () => {
  // A real static part whose code has not arrived: its preload waits on `arrive`.
  let arrive: () => void = () => undefined;
  staticPart({
    name: "held-part",
    load: () =>
      new Promise<{ default: () => null }>((resolve) => {
        arrive = () => resolve({ default: () => null });
      }),
  });
  const entry = (key: string) => ({ location: { pathname: "/", hash: "", key } });

  it("turns scroll anchoring off for the entry with a saved position, keeps it so when Gatsby asks again for it, and gives up for another", () => {
    const scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const saved = jest.fn(() => [0, 3000]);
    const root = document.documentElement;
    try {
      expect(staticPartsReady()).toBe(false);
      expect(
        shouldUpdateScroll({
          prevRouterProps: at("/about-us/"),
          routerProps: entry("a"),
          getSavedScrollPosition: saved,
        }),
      ).toBe(true);
      expect(saved).toHaveBeenCalledWith(entry("a").location);
      expect(root.style.overflowAnchor).toBe("none");
      // The same entry again (Gatsby's scroll handler updated): the pending restore stands.
      shouldUpdateScroll({ prevRouterProps: entry("a"), routerProps: entry("a"), getSavedScrollPosition: saved });
      expect(root.style.overflowAnchor).toBe("none");
      expect(saved).toHaveBeenCalledTimes(1);
      // Another entry with nothing saved (Gatsby answers 0): given up, anchoring back on, nothing pending.
      shouldUpdateScroll({
        prevRouterProps: entry("a"),
        routerProps: entry("b"),
        getSavedScrollPosition: () => [0, 0],
      });
      expect(root.style.overflowAnchor).toBe("");
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      arrive();
      scrollTo.mockRestore();
      root.removeAttribute("data-full-render");
    }
  });
});
