import React from "react";
import type { GatsbySSR } from "gatsby";
import { FONT_FILES } from "./src/theme/fonts";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The two latin font files every page's first screen uses (see src/theme/fonts.ts).
  setHeadComponents(
    FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};
