import { createDemand } from "../islands";

/**
 * The toast area (and the toast library's drawing code) is loaded when the
 * first toast is asked for: notify() requests this demand, components/Toasts
 * renders once it is requested. The server renders no toasts, so nothing else
 * (engagement, navigation) requests it.
 */
export const toasterDemand = createDemand({ serverRendered: false });
