import React from "react";
import type { GatsbySSR } from "gatsby";
import { CTA_NOSCRIPT_STYLE } from "./src/components/CtaButton";

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="cta-noscript">
      <style>{CTA_NOSCRIPT_STYLE}</style>
    </noscript>,
  ]);
};
