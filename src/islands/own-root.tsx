import React, { useContext, useEffect, useId, useRef, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { PartBoundary } from "./lazy-part";
import { RenderedInFull } from "./use-client-rendered";

/**
 * Islands with a React root of their own (README.md, "Islands that cannot wait"): rendered as soon as the app's
 * script has run, not after the page's data has arrived and the page's tree has hydrated.
 *
 * - On the server the island renders in full inside its frame, a `<div data-own-root="name">` that also carries
 *   its props (`data-props`, JSON: strings and nulls only).
 * - In the browser `mountOwnRootIslands()` (at client entry) gives every frame of the page its own root and
 *   renders the island into it at once (the server's nodes inside are replaced by the island's client render).
 *   The page's tree, hydrating later, keeps the frame's inside as it is (as a static part's).
 * - A frame mounted by a client-side render (no server HTML) gets its root from the frame's own effect, so an
 *   island has one way to be rendered in the browser, whichever came first.
 *
 * What sits in such a root shares no React context with the page's tree: it brings its own providers, and reaches
 * site-wide state through modules (the contact dialog: src/shell/ContactDialogProvider, ContactDialogFromHost).
 */
export const OWN_ROOT_ATTRIBUTE = "data-own-root";
const PROPS_ATTRIBUTE = "data-props";

export type OwnRootProps = Record<string, string | null>;

interface Mounted {
  root: Root;
  props: string;
  unmount?: ReturnType<typeof setTimeout>;
}

const renderers = new Map<string, (props: OwnRootProps) => ReactElement>();
const mounted = new WeakMap<Element, Mounted>();

/** What the frame's content is while the page's tree hydrates or re-renders: whatever its own root put there. */
const KEEP_CONTENT = { __html: "" };

function render(frame: Element, name: string, props: string, now: boolean): void {
  const draw = renderers.get(name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(props);
  } catch {
    return; // The server's HTML (a link that works without scripts) stays.
  }
  if (!draw || !isOwnRootProps(parsed)) return;
  let current = mounted.get(frame);
  if (current?.unmount !== undefined) {
    clearTimeout(current.unmount);
    current.unmount = undefined;
  }
  if (current && current.props === props) return;
  if (!current) {
    current = { root: createRoot(frame), props };
    mounted.set(frame, current);
  }
  current.props = props;
  const { root } = current;
  // A bug in the island keeps what the visitor sees (the server's link, if it failed at once) and is reported.
  const element = (
    <PartBoundary name={name} frameId={frame.id} recovery="none" unavailable={null}>
      <Drawn draw={draw} props={parsed} />
    </PartBoundary>
  );
  // At client entry synchronously: the island is on screen in the next frame, not after the tasks already
  // queued. From the page's effects (new props, a client-side mount) as any update: React is flushing there.
  if (now) flushSync(() => root.render(element));
  else root.render(element);
}

/** The island's render as a component of its root, inside the boundary. */
function Drawn({ draw, props }: { draw: (props: OwnRootProps) => ReactElement; props: OwnRootProps }) {
  return draw(props);
}

function isOwnRootProps(value: unknown): value is OwnRootProps {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === "string" || entry === null)
  );
}

/** Renders every island of the document in its own root. Called once, at client entry. */
export function mountOwnRootIslands(scope: ParentNode = document): void {
  scope.querySelectorAll(`[${OWN_ROOT_ATTRIBUTE}]`).forEach((frame) => {
    render(frame, frame.getAttribute(OWN_ROOT_ATTRIBUTE) ?? "", frame.getAttribute(PROPS_ATTRIBUTE) ?? "", true);
  });
}

export interface OwnRootIslandOptions<P extends OwnRootProps> {
  /** Its name on the frame (`data-own-root`). */
  name: string;
  /** The island, with every provider it needs. */
  render: (props: P) => ReactElement;
}

/**
 * An island rendered in a root of its own. The component it returns draws the frame (with `className`) where the
 * page's tree places it.
 */
export function ownRootIsland<P extends OwnRootProps>({ name, render: draw }: OwnRootIslandOptions<P>) {
  renderers.set(name, draw as (props: OwnRootProps) => ReactElement);
  function OwnRootIsland({ className, props }: { className?: string; props: P }) {
    const inFull = useContext(RenderedInFull);
    const frame = useRef<HTMLDivElement>(null);
    const id = useId();
    const data = JSON.stringify(props);
    useEffect(() => {
      const element = frame.current;
      if (!element) return undefined;
      render(element, name, data, false);
      return () => {
        const current = mounted.get(element);
        // Later, not while React is committing the page's tree (a root cannot be unmounted during a render).
        if (current)
          current.unmount = setTimeout(() => {
            current.root.unmount();
            mounted.delete(element);
          });
      };
    }, [data]);
    const attributes = { [OWN_ROOT_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: data, id, className };
    // The server, and a page drawn to markup in a browser that will not run it (the editor's previews).
    if (typeof window === "undefined" || inFull) return <div {...attributes}>{draw(props)}</div>;
    return <div {...attributes} ref={frame} dangerouslySetInnerHTML={KEEP_CONTENT} suppressHydrationWarning />;
  }
  OwnRootIsland.displayName = `OwnRootIsland(${name})`;
  return OwnRootIsland;
}
