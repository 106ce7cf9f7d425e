import React from "react";
import type { GatsbySSR } from "gatsby";
import { CTA_NOSCRIPT_STYLE } from "./src/components/CtaButton";
import { FONT_FILES } from "./src/theme/fonts";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="cta-noscript">
      <style>{CTA_NOSCRIPT_STYLE}</style>
    </noscript>,
    // The two latin font files every page's first screen uses (see src/theme/fonts.css).
    ...FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ]);
};
