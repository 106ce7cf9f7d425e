import { BARE_MARKERS, SITE_MARKERS, cpuSlowdownOf, probeSource, type Markers } from "./visitor-timings";

type Probe = NonNullable<Window["__visitorTimings"]>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Marks an element as React marks the ones it owns (a fiber under a per-root random key). */
const ownByReact = (element: Element) => Object.assign(element, { __reactFiber$k3y: {} });

describe("the visitor-timings probe", () => {
  let entries: Array<{ startTime: number; element?: Element; url?: string }> = [];
  const observers: Array<(list: { getEntries: () => typeof entries }) => void> = [];

  beforeEach(() => {
    document.body.innerHTML = "";
    delete window.__visitorTimings;
    entries = [];
    observers.length = 0;
    // jsdom has no largest-contentful-paint entries: a stand-in that the test feeds.
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(callback: (list: { getEntries: () => typeof entries }) => void) {
          observers.push(callback);
        }
        observe() {}
      },
    });
  });

  const run = (markers: Markers): Probe => {
    new Function(probeSource(markers))();
    return window.__visitorTimings!;
  };

  it("marks the first client render at the first frame the header's CTA is a button React owns", async () => {
    document.body.innerHTML =
      '<header><button aria-controls="menu">Menu</button><a data-cta="header" href="/contact-us/">Contact</a></header>';
    ownByReact(document.querySelector("button")!); // the page's tree hydrated first here
    const probe = run(SITE_MARKERS);
    // The server's link, even once hydrated, is not the client render.
    ownByReact(document.querySelector("a")!);
    await nextFrame();
    await nextFrame();
    expect(probe.firstClientRender).toBeNull();
    // React's first client render replaces it with the dialog button.
    const before = performance.now();
    const button = document.createElement("button");
    button.dataset.cta = "header";
    document.querySelector("header")!.replaceChildren(button);
    await nextFrame();
    expect(probe.firstClientRender).toBeNull();
    ownByReact(button);
    await probe.rendered;
    expect(probe.firstClientRender).toBeGreaterThanOrEqual(before);
    expect(probe.firstClientRender).toBeLessThanOrEqual(performance.now());
  });

  it("marks the bare page's first client render when React owns its <main>", async () => {
    document.body.innerHTML = '<div id="___gatsby"><div><main><h1>Bare Gatsby page</h1></main></div></div>';
    const probe = run(BARE_MARKERS);
    await nextFrame();
    expect(probe.firstClientRender).toBeNull();
    ownByReact(document.querySelector("main")!);
    await probe.rendered;
    expect(probe.firstClientRender).not.toBeNull();
    expect(probe.pageHydrated).toBe(probe.firstClientRender);
  });

  it("marks the page hydrated when React owns the header's menu button, and settles only once both have happened", async () => {
    document.body.innerHTML =
      '<header><button aria-controls="menu">Menu</button><button data-cta="header">Contact</button></header>';
    const probe = run(SITE_MARKERS);
    let settled = false;
    void probe.rendered.then(() => (settled = true));
    // The call-to-action's own root renders first (src/islands/own-root.tsx).
    ownByReact(document.querySelector("button[data-cta]")!);
    await nextFrame();
    await nextFrame();
    expect(probe.firstClientRender).not.toBeNull();
    expect(probe.pageHydrated).toBeNull();
    expect(settled).toBe(false);
    ownByReact(document.querySelector("button[aria-controls]")!);
    await probe.rendered;
    expect(probe.pageHydrated).toBeGreaterThan(probe.firstClientRender!);
  });

  it("keeps the last largest-contentful-paint entry with a short name of its element and its image", () => {
    document.body.innerHTML = '<h1 class="Hero-sc-1 x">Title</h1><img id="cover" class="cover" src="/a.avif">';
    const probe = run(SITE_MARKERS);
    const [observer] = observers;
    observer!({ getEntries: () => [{ startTime: 410.5, element: document.querySelector("h1")!, url: "" }] });
    observer!({
      getEntries: () => [{ startTime: 612, element: document.querySelector("img")!, url: "http://x/a.avif" }],
    });
    expect(probe.lcp).toEqual({ time: 612, element: "img#cover.cover", url: "http://x/a.avif" });
  });
});

describe("the phone's CPU slowdown (BENCH_CPU_SLOWDOWN)", () => {
  it("is the budget's 4× when the setting is absent or empty", () => {
    expect(cpuSlowdownOf(undefined)).toBe(4);
    expect(cpuSlowdownOf(" ")).toBe(4);
  });

  it("takes a host's calibrated slowdown, fractions too", () => {
    expect(cpuSlowdownOf("2")).toBe(2);
    expect(cpuSlowdownOf("1.75")).toBe(1.75);
  });

  it("refuses what is not a slowdown, saying what to give", () => {
    for (const setting of ["fast", "0.5", "-4", "Infinity"])
      expect(() => cpuSlowdownOf(setting)).toThrow(
        `BENCH_CPU_SLOWDOWN is "${setting}": give the CPU's slowdown as a number of at least 1 (4 is the budget's phone).`,
      );
  });
});
