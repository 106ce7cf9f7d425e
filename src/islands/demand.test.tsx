import React, { useRef } from "react";
import { act, fireEvent, render } from "@testing-library/react";
// The hook keeps no state of its own; demands come from a fresh copy of the module in each test.
import { useDemanded, useRequestWhenNear, type Demand } from "./demand";

type LoadWhenNear = typeof import("./demand");

/**
 * The module as on a fresh page: it keeps page-wide state (its engagement listeners,
 * and whether everything was requested), so every test gets its own copy. (Only
 * plain functions are taken from it: a fresh copy of a hook would use a second React.)
 */
function freshModule(): LoadWhenNear {
  let module: LoadWhenNear | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<LoadWhenNear>("./demand");
  });
  if (!module) throw new Error("module not loaded");
  return module;
}

let createDemand: LoadWhenNear["createDemand"];
beforeEach(() => {
  ({ createDemand } = freshModule());
});

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports the observed element (not) within the margin. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Block({ demand }: { demand: Demand }) {
  const ref = useRef<HTMLElement>(null);
  useRequestWhenNear(ref, demand);
  return (
    <section ref={ref} aria-label="Newsletter">
      <input aria-label="E-mail" />
    </section>
  );
}

const settled = async (demand: Demand) => {
  let done = false;
  void demand.ready.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
};

describe("createDemand", () => {
  it("resolves once, on the first request", async () => {
    const demand = createDemand();
    expect(demand.requested).toBe(false);
    expect(await settled(demand)).toBe(false);
    demand.request();
    demand.request();
    expect(demand.requested).toBe(true);
    expect(await settled(demand)).toBe(true);
  });
});

describe("requestEverything", () => {
  it("requests every gated chunk, and every one created afterwards", async () => {
    const module = freshModule();
    const footer = module.createDemand();
    const dialog = module.createDemand();
    expect([footer.requested, dialog.requested]).toEqual([false, false]);
    module.requestEverything();
    expect(await settled(footer)).toBe(true);
    expect(await settled(dialog)).toBe(true);
    const later = module.createDemand();
    expect(later.requested).toBe(true);
    expect(await settled(later)).toBe(true);
  });
});

describe("the first sign of engagement", () => {
  it("is any pointer move, press, touch, key or scroll", () => {
    expect(freshModule().ENGAGEMENT_EVENTS).toEqual(["pointermove", "pointerdown", "touchstart", "keydown", "scroll"]);
  });

  it.each(["pointermove", "pointerdown", "touchstart", "keydown", "scroll"])(
    "a %s anywhere on the page requests every gated chunk",
    async (type) => {
      const { createDemand } = freshModule();
      const footer = createDemand();
      const post = createDemand();
      window.dispatchEvent(new Event("focus"));
      expect([footer.requested, post.requested]).toEqual([false, false]);
      document.body.dispatchEvent(new Event(type, { bubbles: type !== "scroll" }));
      if (type === "scroll") window.dispatchEvent(new Event("scroll"));
      // Not in the input's own task: the frame that answers it comes first, after a press is released
      // (./after-paint.ts).
      const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      expect([footer.requested, post.requested]).toEqual([false, false]);
      const release = { pointerdown: "pointerup", touchstart: "touchend", keydown: "keyup" }[type];
      if (release) {
        await nextPaint();
        expect([footer.requested, post.requested]).toEqual([false, false]);
        window.dispatchEvent(new Event(release));
      }
      await nextPaint();
      expect([footer.requested, post.requested]).toEqual([true, true]);
      expect(await settled(footer)).toBe(true);
      expect(await settled(post)).toBe(true);
    },
  );
});

describe("a part the server did not render (serverRendered: false)", () => {
  it("waits for its own request only: not engagement, not requestEverything", async () => {
    const module = freshModule();
    const toasts = module.createDemand({ serverRendered: false });
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    module.requestEverything();
    expect(toasts.requested).toBe(false);
    expect(await settled(toasts)).toBe(false);
    toasts.request();
    expect(await settled(toasts)).toBe(true);
  });

  it("useDemanded renders false until the request, then true (each subscriber told once)", () => {
    const demand = createDemand({ serverRendered: false });
    const renders: boolean[] = [];
    function Probe() {
      renders.push(useDemanded(demand));
      return null;
    }
    render(<Probe />);
    expect(renders).toEqual([false]);
    act(() => demand.request());
    act(() => demand.request());
    expect(renders).toEqual([false, true]);
  });
});

describe("useRequestWhenNear", () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it("requests nothing while the block is far from the viewport, then requests it when it comes near", async () => {
    const demand = createDemand();
    const { getByRole } = render(<Block demand={demand} />);
    const [observer] = FakeObserver.instances;
    expect(observer?.options.rootMargin).toBe("800px 0px");
    expect(observer?.observed).toEqual([getByRole("region", { name: "Newsletter" })]);
    act(() => observer?.report(false));
    expect(await settled(demand)).toBe(false);
    act(() => observer?.report(true));
    expect(await settled(demand)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it("requests it when the visitor focuses or presses inside the block first", async () => {
    const focused = createDemand();
    const first = render(<Block demand={focused} />);
    fireEvent.focusIn(first.getByLabelText("E-mail"));
    expect(await settled(focused)).toBe(true);
    first.unmount();

    const pressed = createDemand();
    const second = render(<Block demand={pressed} />);
    fireEvent.pointerDown(second.getByLabelText("E-mail"));
    fireEvent.pointerUp(second.getByLabelText("E-mail"));
    // A press is engagement: every gated chunk is requested once the frame that answers it is drawn.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await settled(pressed)).toBe(true);
  });

  it("stops watching when the block goes away", () => {
    const demand = createDemand();
    const { unmount } = render(<Block demand={demand} />);
    unmount();
    expect(FakeObserver.instances[0]?.disconnected).toBe(true);
    expect(demand.requested).toBe(false);
  });

  it("requests at once where the browser has no IntersectionObserver", async () => {
    // @ts-expect-error: an old browser
    delete window.IntersectionObserver;
    const demand = createDemand();
    render(<Block demand={demand} />);
    expect(await settled(demand)).toBe(true);
  });
});
