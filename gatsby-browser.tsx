export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
