import { prefetchLinksOnIntent, prefetchPathOf } from "./static-links";

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement("a");
  element.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
  delete window.___loader;
});

describe("prefetchPathOf", () => {
  it("gives the path of a page of this site", () => {
    expect(prefetchPathOf(anchor("/about-us/"))).toBe("/about-us/");
    expect(prefetchPathOf(anchor("/blog/?page=2#top"))).toBe("/blog/");
  });

  it("gives nothing for other sites, files, the lead routes, the editor, new tabs, downloads and this page", () => {
    expect(prefetchPathOf(anchor("https://example.org/about-us/"))).toBeNull();
    expect(prefetchPathOf(anchor("/rss.xml"))).toBeNull();
    expect(prefetchPathOf(anchor("/api/newsletter?outcome=invalid"))).toBeNull();
    expect(prefetchPathOf(anchor("/admin/"))).toBeNull();
    expect(prefetchPathOf(anchor("/about-us/", { target: "_blank" }))).toBeNull();
    expect(prefetchPathOf(anchor("/about-us/", { download: "" }))).toBeNull();
    expect(prefetchPathOf(anchor(window.location.pathname))).toBeNull();
  });
});

describe("prefetchLinksOnIntent", () => {
  it("asks Gatsby's loader for a link's page once, on hover, touch or focus inside the link, after the next frame", async () => {
    const hovering = jest.fn();
    window.___loader = { hovering };
    const stop = prefetchLinksOnIntent();
    const link = anchor("/services/");
    link.innerHTML = "<span>Services</span>";
    link.firstElementChild!.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    link.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    anchor("/our-work/").dispatchEvent(new Event("touchstart", { bubbles: true }));
    anchor("https://example.org/").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    // Not in the input's own task: whatever the input opens is drawn first.
    expect(hovering).not.toHaveBeenCalled();
    await nextPaint();
    expect(hovering.mock.calls).toEqual([["/services/"], ["/our-work/"]]);
    stop();
    anchor("/blog/").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    await nextPaint();
    expect(hovering).toHaveBeenCalledTimes(2);
  });
});
