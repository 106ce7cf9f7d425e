import React, { useEffect, useId, useRef, type ReactElement } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { PartBoundary } from "./lazy-part";
import { useLanded } from "./use-client-rendered";

/**
 * Islands with a React root of their own (README.md, "Islands that cannot wait"): on the page a visitor lands on,
 * rendered as soon as the app's script has run, not after the page's data has arrived and the page's tree has
 * hydrated.
 *
 * - On the server the island renders in full inside its frame, a `<div data-own-root="name">` that also carries
 *   its props (`data-props`, JSON: strings and nulls only).
 * - In the browser `mountOwnRootIslands()` (at client entry) gives every frame of the page its own root and
 *   renders the island into it at once (the server's nodes inside are replaced by the island's client render).
 *   The page's tree, hydrating later, keeps the frame's inside as it is (as a static part's); new props reach the
 *   island's root from the frame's effect.
 * - In a client-side render (a page mounted after a navigation, the development server) there is no server HTML
 *   to wait on: the island renders inside the page's tree, as a static part does.
 *
 * What sits in such a root shares no React context with the page's tree: it brings its own providers, and reaches
 * site-wide state through modules (the contact dialog: src/shell/ContactDialogProvider, ContactDialogFromHost).
 */
export const OWN_ROOT_ATTRIBUTE = "data-own-root";
const PROPS_ATTRIBUTE = "data-props";

export type OwnRootProps = Record<string, string | null>;

type Island = (props: OwnRootProps) => ReactElement;
const islands = new Map<string, Island>();
/** Each frame's root and the props it last rendered. */
const roots = new WeakMap<Element, { root: Root; props: string }>();

/** What the frame holds while the page's tree hydrates or re-renders: whatever its own root put there. */
const KEEP_CONTENT = { __html: "" };

function render(frame: Element, now: boolean): void {
  const name = frame.getAttribute(OWN_ROOT_ATTRIBUTE) || "";
  const props = frame.getAttribute(PROPS_ATTRIBUTE) || "";
  const Island = islands.get(name);
  let parsed: OwnRootProps | null = null;
  try {
    parsed = JSON.parse(props);
  } catch {
    // The server's HTML (a link that works without scripts) stays.
  }
  const mounted = roots.get(frame);
  if (!Island || typeof parsed !== "object" || !parsed || mounted?.props === props) return;
  const root = mounted ? mounted.root : createRoot(frame);
  roots.set(frame, { root, props });
  // A bug in the island keeps what the visitor sees (the server's link, if it failed at once) and is reported.
  const element = (
    <PartBoundary name={name} frameId={frame.id} recovery="none" unavailable={null}>
      <Island {...parsed} />
    </PartBoundary>
  );
  // At client entry synchronously: the island is on screen in the next frame, not after the tasks already
  // queued. From the page's effects (new props) as any update: React is flushing there.
  if (now) flushSync(() => root.render(element));
  else root.render(element);
}

/** Renders every island of the document in its own root. Called once, at client entry. */
export function mountOwnRootIslands(scope: ParentNode = document): void {
  scope.querySelectorAll(`[${OWN_ROOT_ATTRIBUTE}]`).forEach((frame) => render(frame, true));
}

export interface OwnRootIslandOptions<P extends OwnRootProps> {
  /** Its name on the frame (`data-own-root`). */
  name: string;
  /** The island, with every provider it needs. */
  render: (props: P) => ReactElement;
}

/**
 * An island rendered in a root of its own on the landing page. The component it returns draws the frame (with
 * `className`) where the page's tree places it.
 */
export function ownRootIsland<P extends OwnRootProps>({ name, render: draw }: OwnRootIslandOptions<P>) {
  islands.set(name, draw as Island);
  function OwnRootIsland({ className, props }: { className?: string; props: P }) {
    const landed = useLanded();
    const frame = useRef<HTMLDivElement>(null);
    const data = JSON.stringify(props);
    const attributes = { [OWN_ROOT_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: data, id: useId(), className };
    useEffect(() => {
      // The frame's attributes hold the new props by now; a root already rendered with them renders nothing.
      if (landed && frame.current) render(frame.current, false);
    }, [landed, data]);
    if (!landed) return <div {...attributes}>{draw(props)}</div>;
    return <div {...attributes} ref={frame} dangerouslySetInnerHTML={KEEP_CONTENT} suppressHydrationWarning />;
  }
  OwnRootIsland.displayName = `OwnRootIsland(${name})`;
  return OwnRootIsland;
}
