import "@fontsource-variable/inter";
import "@fontsource-variable/space-grotesk";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
export { onClientEntry, onInitialClientRender, onRouteUpdate, shouldUpdateScroll } from "./src/browser-instrumentation";
