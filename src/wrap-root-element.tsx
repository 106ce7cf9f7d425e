import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { PageNavigationProvider } from "./components/PageNavigation";
import { Layout } from "./shell/Layout";
import { ContactDialogProvider } from "./shell/ContactDialogProvider";
import { Toasts } from "./components/Toasts";
import { PrivacyHost } from "./privacy";

/**
 * Site-wide state, shared by gatsby-browser and gatsby-ssr. Gatsby wraps each page's
 * Head in it too (rendered again in the browser, into a hidden element), so it holds providers
 * only: anything that draws goes in wrapPageElement.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <PageNavigationProvider>
    <ContactDialogProvider>{element}</ContactDialogProvider>
  </PageNavigationProvider>
);

/**
 * The Layout persists across client-side navigations (header and footer are not re-mounted), and
 * so do the toasts and the privacy dialog and banner beside it. The global rules are plain CSS in
 * the head (src/theme/global-css.ts, written by gatsby-ssr).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => (
  <>
    <Layout pathname={props.location.pathname}>{element}</Layout>
    <Toasts />
    <PrivacyHost />
  </>
);
