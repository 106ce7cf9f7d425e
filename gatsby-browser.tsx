import "./src/theme/fonts.css";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
export {
  onClientEntry,
  onInitialClientRender,
  onRouteUpdate,
  onServiceWorkerActive,
  shouldUpdateScroll,
} from "./src/browser-instrumentation";
