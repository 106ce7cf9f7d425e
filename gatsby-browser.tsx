import "./src/theme/fonts.css";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
export {
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  onServiceWorkerActive,
  shouldUpdateScroll,
} from "./src/browser-instrumentation";
