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
