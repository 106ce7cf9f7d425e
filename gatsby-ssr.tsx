import React from "react";
import type { GatsbySSR } from "gatsby";
import { CTA_NOSCRIPT_STYLE } from "./src/shell/CtaButton";
import { FONT_FILES } from "./src/theme/fonts";
import { GLOBAL_CSS } from "./src/theme/global-css";
import { HEADER_CSS } from "./src/shell/Header/header-css";
import { DIALOG_CSS } from "./src/components/Dialog/dialog-css";
import { firstScreenPicturesFirst } from "./src/components/Picture/first-screen";
import { EARLY_ERROR_BUFFER_SOURCE } from "./src/workarounds/early-error-buffer";
import { splitStyledComponentsSheet } from "./src/workarounds/server-style-sheet";
import { builtChunkMap, pageResourcePreloads, type PageDataShape } from "./src/workarounds/page-resource-preloads";
import { consentBootstrapSource, replaceTagManagerSnippet, parsePrivacyMode } from "./src/privacy";

const GTM_ID = process.env.GATSBY_GTM_ID;

export { wrapRootElement, wrapPageElement } from "./src/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  pathname,
  loadPageDataSync,
}) => {
  setHtmlAttributes({ lang: "en" });
  // `gatsby develop`'s renderer offers no loadPageDataSync (and needs no preloads).
  const pageData = typeof loadPageDataSync === "function" ? (loadPageDataSync(pathname) as PageDataShape | null) : null;
  const preloads = pageResourcePreloads(pathname, pageData, builtChunkMap());
  setHeadComponents([
    // With error reporting on, errors raised before the app's scripts run (deferred: once the HTML is
    // parsed) are kept for the SDK (src/telemetry/error-reporting.ts).
    ...(process.env.GATSBY_SENTRY_DSN
      ? [<script key="early-errors" dangerouslySetInnerHTML={{ __html: EARLY_ERROR_BUFFER_SOURCE }} />]
      : []),
    // The global rules, the header's and the dialog frame's, as plain CSS (src/theme/global-css.ts,
    // src/shell/Header/header-css.ts, src/components/Dialog/dialog-css.ts).
    <style key="global-css" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS + HEADER_CSS + DIALOG_CSS }} />,
    <noscript key="cta-noscript">
      <style>{CTA_NOSCRIPT_STYLE}</style>
    </noscript>,
    // The page's data and code, which Gatsby's runtime would ask for one round trip after another once app.js
    // has run; low priority, after the first screen's image (src/workarounds/page-resource-preloads.ts).
    ...preloads.map(({ href, as }) => (
      <link
        key={href}
        rel="preload"
        href={href}
        as={as}
        {...{ fetchpriority: "low" }}
        {...(as === "fetch" ? { crossOrigin: "anonymous" as const } : {})}
      />
    )),
  ]);
  // The two font files every page's first screen uses, each family's "basic" part (src/theme/fonts.ts), preloaded
  // first thing in the body rather than in the head: Chromium holds the first paint for a font preloaded before the
  // body (up to 100 ms once the body starts), to draw text in its face at once; on a phone's link the fonts come
  // after that anyway, so the first paint came 100 ms later and still in the fallback faces. Here the preload
  // scanner asks for them from nearly the same bytes (the head ends ~2 KB later), nothing waits for them, and
  // the text is drawn at once in the fallback faces sized like the fonts (src/theme/fonts.css), which swap in
  // when they arrive (docs/visitor-speed.md).
  setPreBodyComponents(
    FONT_FILES.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  );
};

/**
 * styled-components' server CSS stays put; only its markers are handed to the client (src/workarounds/server-style-sheet.tsx).
 * The tag manager's snippet gives way to the consent bootstrap, first in the head (src/privacy/consent-bootstrap.ts).
 * A page's first-screen picture (PicturePreload in its Head) is requested before anything else the head asks for.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPreBodyComponents,
  replacePreBodyComponents,
}) => {
  const bootstrap = GTM_ID
    ? [
        <script
          key="consent-bootstrap"
          dangerouslySetInnerHTML={{
            __html: consentBootstrapSource(
              GTM_ID,
              parsePrivacyMode(process.env.GATSBY_PRIVACY_MODE),
              process.env.GATSBY_PRIVACY_POLICY_VERSION ?? "",
            ),
          }}
        />,
      ]
    : [];
  replaceHeadComponents(
    firstScreenPicturesFirst(replaceTagManagerSnippet(splitStyledComponentsSheet(getHeadComponents()), bootstrap)),
  );
  replacePreBodyComponents(replaceTagManagerSnippet(getPreBodyComponents()));
};
