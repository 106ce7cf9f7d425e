import { renderOnServer } from "../testing/server-rendering";
import React, { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, render, screen } from "@testing-library/react";
import { Static, preloadStaticParts, staticPart, STATIC_PART_ATTRIBUTE } from "./static-part";

/** Static content that counts its renders: its code must not run on the landing page. */
const rendered = jest.fn<void, ["cards" | "prose"]>();
const renders = (part: "cards" | "prose") => rendered.mock.calls.filter(([name]) => name === part).length;
function Cards({ items }: { items: string[] }) {
  rendered("cards");
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
function Prose() {
  rendered("prose");
  return <p>Prose the server rendered</p>;
}

/** An island beside the static parts: it must hydrate and work. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const load = jest.fn(() => Promise.resolve({ default: Cards }));
const CardsPart = staticPart<{ items: string[] }>({ name: "cards", load });

function Page({ items }: { items: string[] }) {
  return (
    <main>
      <Static>
        <h1>Title</h1>
        <Prose />
      </Static>
      <Counter />
      <CardsPart items={items} />
    </main>
  );
}

/** The server's HTML: rendered where there is no window, as Gatsby's build does. */
async function serverHtml(items: string[]): Promise<string> {
  // Warm the lazy part's code first: renderToString does not wait for it (the build's streaming render does).
  const warmUp = render(<CardsPart items={items} />);
  await screen.findByText(items[0]);
  warmUp.unmount();
  return renderOnServer(<Page items={items} />);
}

beforeEach(() => {
  rendered.mockClear();
  load.mockClear();
});

describe("static parts", () => {
  it("render in full on the server, inside frames with no box of their own", async () => {
    const html = await serverHtml(["Web", "Mobile"]);
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("Prose the server rendered");
    expect(html).toContain("<li>Web</li><li>Mobile</li>");
    expect(html).toContain(`${STATIC_PART_ATTRIBUTE}="cards"`);
  });

  it("on the landing page keep the server's nodes untouched, run none of their code, and the island beside them works", async () => {
    const html = await serverHtml(["Web", "Mobile"]);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = container.querySelector("h1");
    const serverItem = container.querySelector("li");
    rendered.mockClear();
    load.mockClear();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page items={["Web", "Mobile"]} />);
    });
    await act(async () => undefined);

    expect(container.innerHTML).toBe(html);
    expect(container.querySelector("h1")).toBe(serverHeading);
    expect(container.querySelector("li")).toBe(serverItem);
    expect(rendered).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    // React does not own the static content; it owns the island.
    const owned = (node: Element | null) => Object.keys(node ?? {}).some((key) => key.startsWith("__reactFiber"));
    expect(owned(serverHeading)).toBe(false);
    expect(owned(serverItem)).toBe(false);
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1");
    // A re-render of the page (new props) leaves the kept HTML alone.
    await act(async () => root?.render(<Page items={["Changed"]} />));
    expect(container.querySelector("li")).toBe(serverItem);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it("in a client-side render (after a navigation) load their code and render in full", async () => {
    render(<Page items={["Data", "AI"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Title" })).toBeInTheDocument();
    expect(await screen.findByText("AI")).toBeInTheDocument();
    // The code ran (React.lazy keeps a module once loaded, so an earlier test's load may be the one used).
    expect(renders("cards")).toBeGreaterThan(0);
    expect(renders("prose")).toBeGreaterThan(0);
    expect(document.querySelector(`[${STATIC_PART_ATTRIBUTE}="cards"] li`)).toHaveTextContent("Data");
  });

  it("once preloaded (a visitor's intent to follow a link), render at once in a client-side render, with nothing suspended", async () => {
    const loadList = jest.fn(() => Promise.resolve({ default: Cards }));
    const ListPart = staticPart<{ items: string[] }>({ name: "list", load: loadList });
    await preloadStaticParts();
    await preloadStaticParts();
    expect(loadList).toHaveBeenCalledTimes(1);
    render(<ListPart items={["Right away"]} />);
    // Synchronously: no loading moment in which the page is shorter than it will be.
    expect(screen.getByText("Right away")).toBeInTheDocument();
  });
});
