import "./src/theme/fonts.css";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";
