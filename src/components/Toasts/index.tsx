import React from "react";
import { lazyPart, useDemanded } from "../../islands";
import { toasterDemand } from "../../lib/toaster-demand";

// The toast library and its drawing code arrive with the first toast (src/islands).
const ToastList = lazyPart({ name: "toasts", load: () => import(/* webpackChunkName: "toasts" */ "./ToastList") });

/** The site's one toast area, mounted once in wrapRootElement. Empty (and free) until notify() is first called. */
export function Toasts() {
  const needed = useDemanded(toasterDemand);
  return needed ? <ToastList /> : null;
}
