import "../testing/server-rendering";
import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { CHUNK_RETRY_DELAY_MS } from "./load-chunk";
import { isChunkLoadError, lazyPart, type LazyPartOptions } from "./lazy-part";
import { browserNavigation } from "./recovery";
import { setPartFailureReporter } from "./report";

/** The part used throughout: a small form, as the newsletter's. */
type FormProps = { placeholder: string; crash?: boolean };
function SignupForm({ placeholder, crash = false }: FormProps) {
  const [count, setCount] = useState(0);
  if (crash) throw new Error("A bug in the part");
  return (
    <form method="post" action="/api/newsletter" aria-label="Newsletter">
      <label htmlFor="email">E-mail</label>
      <input id="email" name="footer_email" placeholder={placeholder} />
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
    </form>
  );
}
type FormModule = { default: typeof SignupForm };
const formModule: FormModule = { default: SignupForm };
const chunkError = () =>
  Object.assign(new Error("Loading chunk 812 failed.\n(missing: /newsletter-form-1.js)"), { name: "ChunkLoadError" });

/** A page around the part: what must survive whatever happens to it. */
function page(Part: ReturnType<typeof lazyPart<FormProps>>, crash = false) {
  return (
    <main>
      <h1>Contact us</h1>
      <section>
        <Part
          placeholder="name@work.com"
          crash={crash}
          loading={<p>Loading the form…</p>}
          unavailable={<p>No form</p>}
        />
      </section>
      <footer>Footer</footer>
    </main>
  );
}

let partNumber = 0;
/** A part with a name of its own (failures are logged once per part name), unless `name` is given. */
function part(load: LazyPartOptions<FormProps>["load"], options: Partial<LazyPartOptions<FormProps>> = {}) {
  if (!options.name) partNumber += 1;
  return lazyPart({ name: `part-${partNumber}`, load, ...options });
}

let reload: jest.SpyInstance;
let assign: jest.SpyInstance;
let warn: jest.SpyInstance;
let consoleError: jest.SpyInstance;
const reporter = jest.fn();
const uncaught: unknown[] = [];
const onWindowError = (event: ErrorEvent) => uncaught.push(event.error);
const onUnhandled = (reason: unknown) => uncaught.push(reason);

beforeAll(() => setPartFailureReporter(reporter));
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/contact-us/");
  reload = jest.spyOn(browserNavigation, "reload").mockImplementation(() => undefined);
  assign = jest.spyOn(browserNavigation, "assign").mockImplementation(() => undefined);
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, "error");
  reporter.mockClear();
  uncaught.length = 0;
  window.addEventListener("error", onWindowError);
  process.on("unhandledRejection", onUnhandled);
  jest.useFakeTimers();
});
afterEach(() => {
  window.removeEventListener("error", onWindowError);
  process.off("unhandledRejection", onUnhandled);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the load and its one retry run their course. */
async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
  });
}

/** Server HTML for `page(Part)`, rendered with a part of that name whose code loads. */
async function serverHtml(name: string): Promise<string> {
  const ServerPart = part(() => Promise.resolve(formModule), { name });
  // renderToString does not wait for code: load it first, as the server build has it at hand.
  const warmUp = render(page(ServerPart));
  await screen.findByRole("form", { name: "Newsletter" });
  warmUp.unmount();
  return renderToString(page(ServerPart));
}

function expectNothingUncaught() {
  expect(uncaught).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
}

describe("a lazily loaded part", () => {
  it("shows `loading`, then the part inside a frame with no box of its own", async () => {
    const Part = part(() => Promise.resolve(formModule));
    const { container } = render(page(Part));
    expect(screen.getByText("Loading the form…")).toBeInTheDocument();
    await settle();
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form.parentElement).toHaveAttribute("data-lazy-part", `part-${partNumber}`);
    expect(getComputedStyle(form.parentElement as HTMLElement).display).toBe("contents");
    expect(container.querySelector("section")?.children).toHaveLength(1);
    expectNothingUncaught();
  });

  it("retries once: a first failure is not a failure", async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce(formModule);
    render(page(part(load)));
    await settle();
    expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expectNothingUncaught();
  });

  it("waits for `when` before fetching anything", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const load = jest.fn().mockResolvedValue(formModule);
    render(page(part(load, { when: () => gate })));
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => open());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("form", { name: "Newsletter" })).toBeInTheDocument();
  });

  describe("whose code cannot be loaded", () => {
    it("while hydrating keeps the server HTML as it is, the very same nodes, and reloads the path once", async () => {
      const load = jest.fn().mockRejectedValue(chunkError());
      const Part = part(load);
      const container = document.createElement("div");
      container.innerHTML = await serverHtml(`part-${partNumber}`);
      const html = container.innerHTML;
      document.body.appendChild(container);
      const serverForm = container.querySelector("form");
      const serverInput = container.querySelector("input") as HTMLInputElement;
      expect(serverForm).not.toBeNull();

      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, page(Part));
      });
      await settle();
      await settle();

      expect(load).toHaveBeenCalledTimes(2);
      expect(container.innerHTML).toBe(html);
      expect(container.querySelector("form")).toBe(serverForm);
      expect(serverInput.isConnected).toBe(true);
      expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
      expect(screen.getByText("Footer")).toBeInTheDocument();
      // The kept form still posts natively.
      expect(serverForm).toHaveAttribute("method", "post");
      expect(serverForm).toHaveAttribute("action", "/api/newsletter");

      expect(warn.mock.calls).toEqual([
        [`The part-${partNumber} part of the page could not be loaded; the page carries on without it.`, chunkError()],
      ]);
      expect(reporter.mock.calls).toEqual([[chunkError(), `part-${partNumber}`]]);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
      expectNothingUncaught();
      act(() => root?.unmount());
      container.remove();
    });

    it("after the one reload, keeps the server HTML and does not reload again", async () => {
      window.sessionStorage.setItem("lazy-part-reloaded-paths", '["/contact-us/"]');
      const Part = part(() => Promise.reject(chunkError()));
      const container = document.createElement("div");
      container.innerHTML = await serverHtml(`part-${partNumber}`);
      const html = container.innerHTML;
      document.body.appendChild(container);
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(container, page(Part));
      });
      await settle();
      await settle();
      expect(container.innerHTML).toBe(html);
      expect(reload).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
      expect(warn).toHaveBeenCalledTimes(1);
      expectNothingUncaught();
      act(() => root?.unmount());
      container.remove();
    });

    it("in a client-side render shows `unavailable`; the rest of the page stays", async () => {
      const Part = part(() => Promise.reject(chunkError()));
      render(page(Part));
      await settle();
      expect(screen.getByText("No form")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
      expect(screen.getByText("Footer")).toBeInTheDocument();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expectNothingUncaught();
    });

    it("logs and reports once per part, however many copies of it are on the page", async () => {
      const Part = part(() => Promise.reject(chunkError()));
      render(
        <>
          {page(Part)}
          {page(Part)}
        </>,
      );
      await settle();
      expect(screen.getAllByText("No form")).toHaveLength(2);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reporter).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it("applies the part's own recovery", async () => {
      const dialog = part(() => Promise.reject(chunkError()), { recovery: { navigateTo: "/contact-us/" } });
      const sdk = part(() => Promise.reject(chunkError()), { recovery: "none" });
      render(page(dialog));
      render(page(sdk));
      await settle();
      expect(assign.mock.calls).toEqual([["/contact-us/"]]);
      expect(reload).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBeNull();
    });
  });

  describe("boundary", () => {
    it("keeps the part's HTML as last shown when the part throws, reports once, and does not reload for a bug", async () => {
      consoleError.mockImplementation(() => undefined); // React logs errors its boundaries catch
      const Part = part(() => Promise.resolve(formModule));
      const { container, rerender } = render(page(Part));
      await settle();
      act(() => screen.getByRole("button", { name: "Clicked 0" }).click());
      const shown = container.querySelector("section")?.innerHTML;
      expect(shown).toContain("Clicked 1");

      rerender(page(Part, true));
      expect(container.querySelector("section")?.innerHTML).toBe(shown);
      expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
      expect(screen.getByText("Footer")).toBeInTheDocument();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reporter.mock.calls).toEqual([[new Error("A bug in the part"), `part-${partNumber}`]]);
      expect(reload).not.toHaveBeenCalled();

      rerender(page(Part, true));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(reporter).toHaveBeenCalledTimes(1);
    });

    it("applies the part's recovery when its code, once loaded, fails to fetch a chunk of its own", async () => {
      consoleError.mockImplementation(() => undefined); // React logs errors its boundaries catch
      // The part's module loads, but rendering it needs another chunk that cannot be fetched.
      const NeedsAnotherChunk = (): never => {
        throw chunkError();
      };
      const Part = part(() => Promise.resolve({ default: NeedsAnotherChunk }));
      render(page(Part));
      await settle();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem("lazy-part-reloaded-paths")).toBe('["/contact-us/"]');
      expect(reporter.mock.calls).toEqual([[chunkError(), `part-${partNumber}`]]);
      // Nothing of the part was on the page yet: the boundary shows `unavailable`, the page stays.
      expect(screen.getByText("No form")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
      expect(screen.getByText("Footer")).toBeInTheDocument();
    });

    it("shows `unavailable` for a part that throws before anything of it was shown, and does not reload for a bug", async () => {
      consoleError.mockImplementation(() => undefined);
      const Part = part(() => Promise.resolve(formModule));
      render(page(Part, true));
      await settle();
      expect(screen.getByText("No form")).toBeInTheDocument();
      expect(screen.queryByRole("form", { name: "Newsletter" })).toBeNull();
      expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
      expect(reporter.mock.calls).toEqual([[new Error("A bug in the part"), `part-${partNumber}`]]);
      expect(reload).not.toHaveBeenCalled();
    });

    it("tells a chunk that could not be fetched from a bug", () => {
      expect(isChunkLoadError(chunkError())).toBe(true);
      expect(isChunkLoadError(new Error("Loading CSS chunk 3 failed."))).toBe(true);
      expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
      expect(isChunkLoadError("Loading chunk 1 failed.")).toBe(false);
    });
  });
});

describe("a part whose code arrives after its first render", () => {
  const ROWS = 40;
  let rendered = 0;
  /** What rendering one row costs: 2 ms of work, counted. */
  function renderRow(): void {
    rendered += 1;
    const until = performance.now() + 2;
    while (performance.now() < until);
  }
  /** Each row takes 2 ms to render: React, slicing its work, would yield between rows. */
  function SlowRow({ index }: { index: number }) {
    renderRow();
    return <input aria-label={`Field ${index + 1}`} />;
  }
  function SlowForm() {
    return (
      <form aria-label="Slow form">
        {Array.from({ length: ROWS }, (_, index) => (
          <SlowRow key={index} index={index} />
        ))}
      </form>
    );
  }
  const slowModule = { default: SlowForm };

  /**
   * Renders the part in a concurrent root outside `act` (as in the browser), and reads at every timer tick
   * how many of its rows React has rendered so far, until the form is on the page.
   */
  async function rowsSeenBetweenTasks(urgent: boolean): Promise<number[]> {
    jest.useRealTimers();
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const Part = lazyPart({
      name: `slow-${urgent ? "urgent" : "ordinary"}`,
      load: () => Promise.resolve(slowModule),
      urgent,
    });
    const host = document.createElement("div");
    document.body.append(host);
    const { createRoot } = await import("react-dom/client");
    const root = createRoot(host);
    rendered = 0;
    const seen: number[] = [];
    try {
      root.render(<Part loading={<p>Loading the form…</p>} />);
      const deadline = Date.now() + 5000;
      while (!host.querySelector("form") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        seen.push(rendered);
      }
      expect(host.querySelector('form[aria-label="Slow form"] input[aria-label="Field 40"]')).not.toBeNull();
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    return seen;
  }

  it("is drawn in one task when urgent: no timer runs with part of it rendered", async () => {
    const seen = await rowsSeenBetweenTasks(true);
    expect(seen.filter((rows) => rows > 0 && rows < ROWS)).toEqual([]);
  });

  it("is drawn in slices otherwise, with timers running between them (what `urgent` avoids)", async () => {
    const seen = await rowsSeenBetweenTasks(false);
    expect(seen.filter((rows) => rows > 0 && rows < ROWS).length).toBeGreaterThan(0);
  });
});
