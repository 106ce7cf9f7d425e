import { PASSING_ADDRESS, editorRouteOf, keepsStaleEntry, reopenEntriesByAddress } from "./decap-entry-address";

const HOME = "#/collections/settings/entries/home";
const UI = "#/collections/services/entries/ui-ux-design";
const WEB = "#/collections/services/entries/web-development";

describe("which moves of the address leave Decap's editor on the previous entry", () => {
  it("reads an editor's address: a collection and an entry, or a new entry", () => {
    expect(editorRouteOf(UI)).toEqual({ collection: "services", entry: "ui-ux-design" });
    expect(editorRouteOf("#/collections/blog/entries/hello-world/index")).toEqual({
      collection: "blog",
      entry: "hello-world/index",
    });
    expect(editorRouteOf("#/collections/blog/new?title=x")).toEqual({ collection: "blog", entry: null });
    expect(editorRouteOf("#/collections/blog")).toBeNull();
  });

  it("from one entry to another, in any collection, and to a new entry of another collection", () => {
    expect(keepsStaleEntry(HOME, UI, false)).toBe(true);
    expect(keepsStaleEntry(UI, WEB, false)).toBe(true);
    expect(keepsStaleEntry(WEB, UI, false)).toBe(true);
    expect(keepsStaleEntry(UI, "#/collections/blog/new", false)).toBe(true);
    expect(keepsStaleEntry("#/collections/blog/new", UI, false)).toBe(true);
  });

  it("not Decap's own moves: to a new entry or a duplicate in the same collection, a saved new entry to its address", () => {
    expect(keepsStaleEntry(UI, "#/collections/services/new", false)).toBe(false);
    expect(keepsStaleEntry("#/collections/services/new", WEB, true)).toBe(false);
    expect(keepsStaleEntry(UI, UI, false)).toBe(false);
    expect(keepsStaleEntry("#/collections/services", UI, false)).toBe(false);
    expect(keepsStaleEntry(UI, "#/collections/services", false)).toBe(false);
  });
});

/**
 * A window as far as the workaround uses it, with Decap's router listening after it: the router sees each address
 * the workaround lets through, and draws the editor for an entry's address until it draws something else.
 */
function fakeWindow(hash: string) {
  const listeners: Record<string, Array<(event: Event) => void>> = {};
  const seenByDecap: string[] = [];
  const timers: Array<() => void> = [];
  const target = {
    confirm: (_message?: string) => false,
    location: {
      hash,
      replace(next: string) {
        go(next);
      },
    },
    history: {
      state: null,
      replaceState(_state: unknown, _title: string, next: string) {
        target.location.hash = next;
      },
    },
    setTimeout(callback: () => void) {
      timers.push(callback);
    },
    addEventListener(type: string, listener: (event: Event) => void) {
      (listeners[type] ??= []).push(listener);
    },
  };
  /** The address bar moves to `next`: listeners run in order until one stops the event. */
  function go(next: string) {
    target.location.hash = next;
    let stopped = false;
    const event = { stopImmediatePropagation: () => (stopped = true) } as unknown as Event;
    for (const listener of [...(listeners.hashchange ?? []), () => seenByDecap.push(target.location.hash)]) {
      if (stopped) break;
      listener(event);
    }
  }
  /** Runs what was set to run later, as the browser's event loop would. */
  const settle = () => {
    while (timers.length) timers.shift()!();
  };
  const editorShown = () => editorRouteOf(seenByDecap.at(-1) ?? hash) !== null;
  return { target, go, settle, seenByDecap, editorShown };
}

describe("an entry's address typed while another entry is open", () => {
  const options = (unsaved: boolean, leave: boolean) => ({
    unsavedChanges: () => unsaved,
    confirmLeave: jest.fn(() => leave),
    newEntrySaved: () => false,
  });

  it("opens the entry in a new editor: Decap leaves the editor for a passing address, then opens the entry", () => {
    const { target, go, settle, seenByDecap, editorShown } = fakeWindow(HOME);
    reopenEntriesByAddress({ ...options(false, true), editorShown, target: target as unknown as Window });
    go(UI);
    settle();
    expect(seenByDecap).toEqual([PASSING_ADDRESS, UI]);
    expect(target.location.hash).toBe(UI);
  });

  it("with unsaved changes asks first; staying puts the old address back and Decap sees nothing", () => {
    const { target, go, settle, seenByDecap, editorShown } = fakeWindow(UI);
    const stay = options(true, false);
    reopenEntriesByAddress({ ...stay, editorShown, target: target as unknown as Window });
    go(WEB);
    settle();
    expect(stay.confirmLeave).toHaveBeenCalledTimes(1);
    expect(target.location.hash).toBe(UI);
    expect(seenByDecap).toEqual([]);
  });

  it("once the marketer chose to leave, Decap's own leave-this-page question is answered for them", () => {
    const { target, go, settle, seenByDecap, editorShown } = fakeWindow(UI);
    reopenEntriesByAddress({ ...options(true, true), editorShown, target: target as unknown as Window });
    const asked: boolean[] = [];
    // Decap's router asks while it leaves the editor.
    seenByDecap.push = (...hashes: string[]) => {
      asked.push(target.confirm("Are you sure you want to leave this page?"));
      return Array.prototype.push.apply(seenByDecap, hashes);
    };
    go(WEB);
    settle();
    expect(asked[0]).toBe(true);
    expect(target.confirm("another question")).toBe(false);
    expect(target.location.hash).toBe(WEB);
  });

  it("leaves Decap its own moves, and rewrites a post's address to its entry first", () => {
    const { target, go, settle, seenByDecap, editorShown } = fakeWindow("#/collections/services");
    reopenEntriesByAddress({
      ...options(false, true),
      editorShown,
      rewrite: (hash) => (hash === "#/collections/blog/entries/hello" ? `${hash}/index` : null),
      target: target as unknown as Window,
    });
    go(UI);
    go("#/collections/services/new");
    settle();
    expect(seenByDecap).toEqual([UI, "#/collections/services/new"]);
    go("#/collections/blog/entries/hello");
    settle();
    expect(target.location.hash).toBe("#/collections/blog/entries/hello/index");
    expect(seenByDecap.slice(2)).toEqual([PASSING_ADDRESS, "#/collections/blog/entries/hello/index"]);
  });
});
