import React, { useSyncExternalStore } from "react";
import { lazyPart } from "../../lib/lazy-parts";
import { subscribeToToasterDemand, toasterNeeded } from "../../lib/toaster-demand";

// The toast library and its drawing code arrive with the first toast (src/lib/lazy-parts).
const ToastList = lazyPart({ name: "toasts", load: () => import(/* webpackChunkName: "toasts" */ "./ToastList") });

/** The site's one toast area, mounted once in wrapRootElement. Empty (and free) until notify() is first called. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribeToToasterDemand, toasterNeeded, () => false);
  return needed ? <ToastList /> : null;
}
