import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true in a
 * client-side render and from the render after hydration on. React's own
 * answer: it reads a store's server snapshot only on the server and while
 * hydrating.
 */
export function useClientRendered(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
