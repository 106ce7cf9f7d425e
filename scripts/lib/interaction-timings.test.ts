import {
  BARE_INTERACTION,
  interactionProbeSource,
  interactionTimingsOf,
  siteInteractions,
  type Interaction,
} from "./interaction-timings";

type Probe = NonNullable<Window["__interaction"]>;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const MENU: Interaction = {
  name: "open the menu",
  path: "/",
  action: { tap: "header button" },
  answers: [{ label: "menu", shown: `document.querySelector("nav").hasAttribute("data-open")` }],
};

describe("the interaction probe", () => {
  let observers: Array<
    (list: { getEntries: () => Array<{ name: string; startTime: number; duration: number }> }) => void
  >;

  beforeEach(() => {
    document.body.innerHTML = "<header><button>Menu</button><nav></nav></header>";
    delete window.__interaction;
    observers = [];
    // jsdom has no Event Timing: a stand-in that the test feeds.
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {}
      },
    });
  });

  const run = (interaction: Interaction): Probe => {
    new Function(interactionProbeSource(interaction))();
    return window.__interaction!;
  };

  it("marks an answer in the first frame after the end of the tap that shows it, not one shown before", async () => {
    const probe = run(MENU);
    // Shown before the tap ends (already open, or opened on pointerdown): not yet an answer.
    document.querySelector("nav")!.setAttribute("data-open", "");
    window.dispatchEvent(new Event("pointerdown"));
    await nextFrame();
    await nextFrame();
    expect(probe.answers).toEqual({});
    window.dispatchEvent(new Event("pointerup"));
    await probe.done;
    expect(probe.start).not.toBeNull();
    expect(probe.end).toBeGreaterThanOrEqual(probe.start!);
    // (jsdom stamps events with the wall clock, a browser with the page's: only the order is checked here.)
    expect(probe.answers).toEqual({ menu: expect.any(Number) });
  });

  it("ends a typed interaction at its Enter, not at the keys before it", async () => {
    const probe = run({ ...MENU, action: { type: "x", into: "input" } });
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "x" }));
    expect(probe.end).toBeNull();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(probe.end).not.toBeNull();
  });

  it("keeps the Event Timing entries and the link's path and text, for the next page's heading", () => {
    document.body.innerHTML = '<main><li><h2><a href="/blog/a-post/"> A post </a></h2></li></main>';
    const probe = run({ ...MENU, action: { tap: "main li h2 a" } });
    observers[0]!({ getEntries: () => [{ name: "click", startTime: 12, duration: 48 }] });
    expect(probe.events).toEqual([{ name: "click", start: 12, duration: 48 }]);
    expect(probe).toMatchObject({ href: "/blog/a-post/", text: "A post" });
  });

  it("reads an answer whose expression throws as not shown", async () => {
    const probe = run({ ...MENU, answers: [{ label: "never", shown: "undefined.x" }, ...MENU.answers] });
    document.querySelector("nav")!.setAttribute("data-open", "");
    window.dispatchEvent(new Event("pointerup"));
    await nextFrame();
    await nextFrame();
    expect(probe.answers).toEqual({ menu: expect.any(Number) });
  });

  describe("a navigation's first answer: the bar that says it started, or the next page when that comes first", () => {
    const navigation = () => siteInteractions().find((interaction) => interaction.name === "blog list → a post")!;
    const POST = "/blog/a-post/";

    beforeEach(() => {
      window.history.replaceState(null, "", "/blog/");
      document.documentElement.removeAttribute("data-navigating");
      document.body.innerHTML = `<main><ul><li><h2><a href="${POST}">A post</a></h2></li></ul></main>`;
    });

    /** The next page as Gatsby draws it: the path changed, the post's heading in main. */
    const drawNextPage = () => {
      window.history.pushState(null, "", POST);
      document.body.innerHTML = "<main><h1>A post</h1></main>";
    };

    it("is the bar when it is drawn before the next page", async () => {
      const probe = run(navigation());
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("pointerup"));
      document.documentElement.setAttribute("data-navigating", "");
      await nextFrame();
      await nextFrame();
      expect(Object.keys(probe.answers)).toEqual(["navigation shown"]);
      document.documentElement.removeAttribute("data-navigating");
      drawNextPage();
      await probe.done;
      expect(probe.answers["next heading"]).toBeGreaterThan(probe.answers["navigation shown"]!);
    });

    it("is the next page when the bar was set and cleared before any frame", async () => {
      const probe = run(navigation());
      window.dispatchEvent(new Event("pointerdown"));
      window.dispatchEvent(new Event("pointerup"));
      document.documentElement.setAttribute("data-navigating", "");
      drawNextPage();
      document.documentElement.removeAttribute("data-navigating");
      await probe.done;
      expect(probe.answers["navigation shown"]).toBe(probe.answers["next heading"]);
    });

    it("is not another page's heading", async () => {
      const probe = run(navigation());
      window.dispatchEvent(new Event("pointerup"));
      window.history.pushState(null, "", "/blog/another-post/");
      document.body.innerHTML = "<main><h1>Another post</h1></main>";
      await nextFrame();
      await nextFrame();
      expect(probe.answers).toEqual({});
    });
  });
});

describe("interactionTimingsOf", () => {
  it("takes the longest event since the probe was armed, and each answer after the end of the tap", () => {
    const timings = interactionTimingsOf(siteInteractions()[1]!, {
      armed: 1000,
      start: 1100,
      end: 1150,
      events: [
        { name: "pointermove", start: 900, duration: 300 }, // before the probe: not this interaction's
        { name: "pointerdown", start: 1100, duration: 56 },
        { name: "click", start: 1150, duration: 88 },
      ],
      answers: { "dialog frame": 1190.5 },
    });
    expect(timings).toEqual({
      longestEventMs: 88,
      longestEventType: "click",
      answers: { "dialog frame": 40.5, "first field": Number.NaN },
      startMs: 1100,
      endMs: 1150,
    });
  });

  it("reads no entry as no event of 16 ms or more, and no tap as nothing answered", () => {
    expect(
      interactionTimingsOf(BARE_INTERACTION, {
        armed: 0,
        start: null,
        end: null,
        events: [],
        answers: { "next frame": 5 },
      }),
    ).toEqual({
      longestEventMs: 0,
      longestEventType: "",
      answers: { "next frame": Number.NaN },
      startMs: NaN,
      endMs: NaN,
    });
  });
});
