import { lockPageScroll } from "./scroll-lock";

describe("lockPageScroll", () => {
  afterEach(() => {
    document.body.removeAttribute("style");
  });

  it("hides page scrolling and then restores automatic scrolling", () => {
    expect(document.body.style.overflow).toBe("");
    const unlock = lockPageScroll();
    expect(document.body.style.overflow).toBe("hidden");
    unlock();
    expect(document.body.style.overflow).toBe("");
    expect(getComputedStyle(document.body).overflow).not.toBe("hidden");
  });

  it("keeps the scrollbar's width as padding while locked", () => {
    Object.defineProperty(document.documentElement, "clientWidth", {
      configurable: true,
      value: window.innerWidth - 15,
    });
    try {
      const unlock = lockPageScroll();
      expect(document.body.style.paddingRight).toBe("15px");
      unlock();
      expect(document.body.style.paddingRight).toBe("");
    } finally {
      // Back to jsdom's own value.
      delete (document.documentElement as unknown as Record<string, unknown>).clientWidth;
    }
  });

  it("nests: the page scrolls again only when the last lock is released, in either order", () => {
    document.body.style.overflow = "scroll";
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const locks = [lockPageScroll(), lockPageScroll()];
      expect(document.body.style.overflow).toBe("hidden");
      locks[order[0]]();
      locks[order[0]]();
      expect(document.body.style.overflow).toBe("hidden");
      locks[order[1]]();
      expect(document.body.style.overflow).toBe("scroll");
    }
  });
});
