import { createContext, useContext, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True where pages are drawn to static markup in a browser for a reader who will never get
 * them hydrated (the content editor's previews, src/cms/preview/render.tsx): every part then
 * renders as in a client-side render, in full and faded in, instead of as a frame waiting for
 * the server's HTML.
 */
const RenderedInFull = createContext(false);
export const RenderedInFullProvider = RenderedInFull.Provider;

/**
 * False on the server and while React hydrates the server's HTML, true in a
 * client-side render and from the render after hydration on. React's own
 * answer: it reads a store's server snapshot only on the server and while
 * hydrating.
 */
export function useClientRendered(): boolean {
  const inFull = useContext(RenderedInFull);
  const clientRendered = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inFull || clientRendered;
}

/**
 * True from mount on when this part was hydrated from the server's HTML (in a browser): what the islands keep as
 * the server wrote it. False on the server and in a client-side render.
 */
export function useLanded(): boolean {
  const hydrating = !useClientRendered();
  // Fixed when the part mounts: a part hydrated from server HTML keeps it for good.
  const [landed] = useState(hydrating);
  return landed && typeof window !== "undefined";
}
