import React, { Suspense, lazy, useSyncExternalStore } from "react";
import { subscribeToToasterDemand, toasterNeeded } from "../../lib/toaster-demand";

// The toast library and its drawing code arrive with the first toast.
const ToastList = lazy(() => import(/* webpackChunkName: "toasts" */ "./ToastList"));

/** The site's one toast area, mounted once in wrapRootElement. Empty (and free) until notify() is first called. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribeToToasterDemand, toasterNeeded, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
