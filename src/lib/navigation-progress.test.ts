import {
  NAVIGATING_ATTRIBUTE,
  NAVIGATION_MARK_MAX_MS,
  navigationFinished,
  navigationTargetOf,
  showNavigationStarts,
} from "./navigation-progress";

const marked = () => document.documentElement.hasAttribute(NAVIGATING_ATTRIBUTE);

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.innerHTML = "<span>Go</span>";
  document.body.append(anchor);
  return anchor;
}

/** A click as Gatsby's handlers leave it: taken over (default prevented) or left to the browser. */
function click(target: Element, takenOver: boolean) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  if (takenOver) target.addEventListener("click", (e) => e.preventDefault(), { once: true });
  target.dispatchEvent(event);
}

let stop: () => void = () => {};
beforeEach(() => {
  document.body.innerHTML = '<main id="main"></main>';
  stop = showNavigationStarts();
});
afterEach(() => {
  stop();
  navigationFinished();
  jest.useRealTimers();
});

it("marks the page from the click that starts a client-side navigation until the route has changed", () => {
  click(link("/blog/a-post/").firstElementChild!, true);
  expect(marked()).toBe(true);
  expect(document.getElementById("main")).toHaveAttribute("aria-busy", "true");
  navigationFinished();
  expect(marked()).toBe(false);
  expect(document.getElementById("main")).not.toHaveAttribute("aria-busy");
});

it("leaves alone a click the browser follows itself, another site and the page the visitor is on", () => {
  click(link("/blog/a-post/"), false);
  click(link("https://example.org/"), true);
  click(link(window.location.pathname), true);
  click(document.getElementById("main")!, true);
  expect(marked()).toBe(false);
});

it("lets the mark go after NAVIGATION_MARK_MAX_MS whatever happened", () => {
  jest.useFakeTimers();
  click(link("/services/"), true);
  jest.advanceTimersByTime(NAVIGATION_MARK_MAX_MS - 1);
  expect(marked()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(marked()).toBe(false);
});

it("navigationTargetOf gives the path of a link to another page of the site", () => {
  expect(navigationTargetOf(link("/about-us/?x=1#top"))).toBe("/about-us/");
  expect(navigationTargetOf(document.body)).toBeNull();
});
