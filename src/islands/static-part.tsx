import React, { useId, type ComponentType, type ReactNode } from "react";
import { useLanded } from "./use-client-rendered";
import styled from "styled-components";
import { PartBoundary, lazyPart } from "./lazy-part";

/**
 * Static parts: content that never changes once rendered (hero copy, cards,
 * prose, footer link groups). See src/islands/README.md.
 *
 * - On the server the part renders in full, inside a frame with no box of its
 *   own (`display: contents`).
 * - On the page a visitor lands on, React hydrates the frame only: its content
 *   stays the server's HTML, untouched (React leaves the inside of an element
 *   rendered with `dangerouslySetInnerHTML` as it is while hydrating), and the
 *   part's code is never fetched.
 * - Mounted in a client-side render (after a navigation), the part is a lazy
 *   part (lazy-part.tsx): its chunk is fetched, rendered in full, and a chunk
 *   that cannot be loaded never blanks the page.
 *
 * The rule for authors: nothing inside a static part may have state, effects
 * or event handlers; interactive parts sit beside static ones, never inside.
 * Links inside it are plain anchors on the landing page: gatsby-plugin-catch-links
 * turns their clicks into client-side navigations (src/islands/static-links.ts prefetches
 * them on hover, as Gatsby's Link would).
 */
const Frame = styled.div`
  display: contents;
`;

/** The frame's content on the landing page: whatever the server put there. */
const KEEP_SERVER_HTML = { __html: "" };

export interface StaticPartOptions<P> {
  /** The part's name, as in its chunk's name (`webpackChunkName`). */
  name: string;
  /** The `import()` of the module whose default export renders the part. */
  load: () => Promise<{ default: ComponentType<P> }>;
}

/** The name of the attribute on every static part's frame (tests and the docs refer to it). */
export const STATIC_PART_ATTRIBUTE = "data-static-part";

/**
 * Static content whose code is in the page's chunk anyway (MDX prose, a few
 * lines of hero copy): not hydrated on the landing page, rendered in full in
 * a client-side render.
 */
export function Static({ children }: { children: ReactNode }) {
  if (useLanded())
    return <Frame data-static-part="" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <Frame data-static-part="">{children}</Frame>;
}

/** Every static part's loader, to warm them all before a navigation needs one. */
const preloads = new Set<() => Promise<void>>();
/** The static parts whose code has not arrived through a preload yet (several parts may share a name). */
const waiting = new Set<symbol>();

/**
 * Whether the code of every static part known so far has arrived: a client-side render then draws each of them in
 * full at once. While it has not, a page rendered after a navigation shows their blocks empty until it does.
 */
export function staticPartsReady(): boolean {
  return waiting.size === 0;
}

/**
 * Fetches the code of every static part (each once). Called when a visitor
 * shows the intent to follow a link (src/islands/static-links.ts): the next page,
 * or the way back to this one, then renders its static parts at once, without
 * an empty moment, and the scroll position going back can be restored.
 */
export function preloadStaticParts(): Promise<void> {
  return Promise.all([...preloads].map((preload) => preload())).then(() => undefined);
}

/** A static part whose code is a chunk of its own, fetched only for a client-side render. */
export function staticPart<P extends object>({ name, load }: StaticPartOptions<P>): ComponentType<P> {
  const Lazy = lazyPart<P>({ name, load });
  // Set once the code has arrived (by a preload or a render): rendered directly, nothing suspends.
  let Ready: ComponentType<P> | null = null;
  let preloading: Promise<void> | null = null;
  const token = Symbol(name);
  waiting.add(token);
  preloads.add(() => {
    preloading ??= load().then(
      (module) => {
        Ready = module.default;
        waiting.delete(token);
      },
      // A failed preload changes nothing: the render loads it again, with the lazy part's retry and recovery.
      () => {
        preloading = null;
      },
    );
    return preloading;
  });
  function StaticPart(props: P) {
    const frameId = useId();
    const frame = { [STATIC_PART_ATTRIBUTE]: name };
    if (useLanded()) return <Frame {...frame} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    return (
      <Frame {...frame} id={frameId}>
        {Ready ? (
          // As the lazy part does: a bug in the part never unmounts the page.
          <PartBoundary name={name} frameId={frameId} recovery="none" unavailable={null}>
            <Ready {...props} />
          </PartBoundary>
        ) : (
          <Lazy {...props} />
        )}
      </Frame>
    );
  }
  StaticPart.displayName = `StaticPart(${name})`;
  return StaticPart;
}
