import "@fontsource-variable/inter";
import "@fontsource-variable/space-grotesk";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
export {
  onClientEntry,
  onInitialClientRender,
  onRouteUpdate,
  onServiceWorkerActive,
  shouldUpdateScroll,
} from "./src/browser-instrumentation";
