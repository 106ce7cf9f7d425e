import { outsideAct, renderOnServer } from "../testing/server-rendering";
import React, { useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { mountOwnRootIslands, OWN_ROOT_ATTRIBUTE, ownRootIsland } from "./own-root";
import { RenderedInFullProvider } from "./use-client-rendered";
import { setPartFailureReporter } from "./report";

/** The island: a link on the server, a button that counts its clicks in the browser. */
const renders = jest.fn<void, [string]>();
function Greeting({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  const [browser] = useState(() => typeof window !== "undefined");
  renders(label);
  if (!browser) return <a href="/contact-us/">{label}</a>;
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}

const GreetingIsland = ownRootIsland<{ label: string; note: string | null }>({
  name: "greeting",
  render: ({ label, note }) => (
    <>
      <Greeting label={label} />
      {note ? <small>{note}</small> : null}
    </>
  ),
});

/** The page's tree around the island: re-rendered with new text, it must leave the island alone. */
function Page({ heading, label = "Contact" }: { heading: string; label?: string }) {
  return (
    <header>
      <h1>{heading}</h1>
      <GreetingIsland className="slot" props={{ label, note: null }} />
    </header>
  );
}

const fiberOwned = (node: Element | null) => Object.keys(node ?? {}).some((key) => key.startsWith("__reactFiber"));

let container: HTMLDivElement;
beforeEach(() => {
  renders.mockClear();
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => container.remove());

describe("islands in a root of their own", () => {
  it("render in full on the server, inside a frame that carries their props", () => {
    const html = renderOnServer(<Page heading="Home" />);
    expect(html).toContain(
      `<div ${OWN_ROOT_ATTRIBUTE}="greeting" data-props="{&quot;label&quot;:&quot;Contact&quot;,&quot;note&quot;:null}" id=":R2:" class="slot"><a href="/contact-us/">Contact</a></div>`,
    );
  });

  it("are rendered by their own root at client entry, before the page's tree hydrates, which then keeps them as they are", async () => {
    container.innerHTML = renderOnServer(<Page heading="Home" />);
    const frame = container.querySelector(`[${OWN_ROOT_ATTRIBUTE}]`);
    renders.mockClear();

    // Client entry: rendered before it returns (no act() to flush it), nothing of the page's tree has run.
    outsideAct(() => mountOwnRootIslands(container));
    const button = container.querySelector(".slot > button");
    expect(button).toHaveTextContent("Contact 0");
    expect(fiberOwned(button)).toBe(true);
    expect(container.querySelector(".slot a")).toBeNull();
    expect(fiberOwned(container.querySelector("h1"))).toBe(false);
    act(() => (button as HTMLButtonElement).click());
    expect(button).toHaveTextContent("Contact 1");

    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page heading="Home" />);
    });
    expect(fiberOwned(container.querySelector("h1"))).toBe(true);
    // The very same nodes, state kept: the hydration neither re-rendered nor replaced the island.
    expect(container.querySelector(`[${OWN_ROOT_ATTRIBUTE}]`)).toBe(frame);
    expect(container.querySelector(".slot > button")).toBe(button);
    expect(button).toHaveTextContent("Contact 1");
    expect(renders).toHaveBeenCalledTimes(2); // the first render and the click's, none for the hydration

    await act(async () => root?.render(<Page heading="Blog" />));
    expect(container.querySelector("h1")).toHaveTextContent("Blog");
    expect(container.querySelector(".slot > button")).toBe(button);
    expect(renders).toHaveBeenCalledTimes(2);

    // New props reach the island through its root.
    await act(async () => root?.render(<Page heading="Blog" label="Schedule a Call" />));
    expect(container.querySelector(".slot > button")).toHaveTextContent("Schedule a Call 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
  });

  it("in a client-side render (no server HTML to wait on) render inside the page's tree", async () => {
    const view = render(<Page heading="About" />);
    const button = screen.getByRole("button");
    expect(button).toHaveTextContent("Contact 0");
    expect(button.parentElement).toHaveAttribute(OWN_ROOT_ATTRIBUTE, "greeting");
    act(() => button.click());
    expect(button).toHaveTextContent("Contact 1");
    view.rerender(<Page heading="About" label="Schedule a Call" />);
    expect(screen.getByRole("button")).toHaveTextContent("Schedule a Call 1");
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it("leave the server's HTML in place when their frame's props cannot be read, or the island is unknown", () => {
    container.innerHTML = [
      `<div ${OWN_ROOT_ATTRIBUTE}="greeting" data-props="{not json"><a href="/contact-us/">Contact</a></div>`,
      `<div ${OWN_ROOT_ATTRIBUTE}="greeting" data-props="null"><a href="/contact-us/">Contact</a></div>`,
      `<div ${OWN_ROOT_ATTRIBUTE}="unknown" data-props="{}"><a href="/contact-us/">Contact</a></div>`,
    ].join("");
    outsideAct(() => mountOwnRootIslands(container));
    expect(container.querySelectorAll("a")).toHaveLength(3);
    expect(container.querySelector("button")).toBeNull();
    expect(renders).not.toHaveBeenCalled();
  });

  it("keep the server's HTML and report the failure when their render throws, and the page carries on", () => {
    const Broken = ownRootIsland<{ label: string }>({
      name: "broken",
      render: () => {
        throw new Error("island bug");
      },
    });
    // The server renders it in full, so a bug there fails the build: the server HTML is written by hand here.
    expect(() => renderOnServer(<Broken props={{ label: "x" }} />)).toThrow("island bug");
    container.innerHTML = `<div ${OWN_ROOT_ATTRIBUTE}="broken" data-props="{}" id="broken-frame"><a href="/contact-us/">Contact</a></div>`;
    const reports = jest.fn();
    setPartFailureReporter(reports);
    const quiet = [jest.spyOn(console, "error"), jest.spyOn(console, "warn")].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
    outsideAct(() => mountOwnRootIslands(container));
    quiet.forEach((spy) => spy.mockRestore());
    expect(container.querySelector("a")).toHaveAttribute("href", "/contact-us/");
    expect(reports).toHaveBeenCalledWith(expect.objectContaining({ message: "island bug" }), "broken");
  });

  it("draw in full where a page is drawn to markup in a browser and never run (the editor's previews)", () => {
    const html = renderToStaticMarkup(
      <RenderedInFullProvider value>
        <Page heading="Preview" />
      </RenderedInFullProvider>,
    );
    expect(html).toContain('class="slot"><button type="button">Contact 0</button></div>');
  });
});
