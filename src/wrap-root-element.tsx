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
  <PageNavigationProvider>{element}</PageNavigationProvider>
);

/**
 * The Layout persists across client-side navigations (header and footer are not re-mounted), and
 * so do the toasts, the privacy dialog and banner beside it, and the contact dialog around them (here,
 * not in wrapRootElement: one provider hosts the dialog for the whole page, including the header's
 * call-to-action in its own root, and Gatsby's hidden Head render must not be a second). The global rules are plain CSS in
 * the head (src/theme/global-css.ts, written by gatsby-ssr).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => (
  <ContactDialogProvider>
    <Layout pathname={props.location.pathname}>{element}</Layout>
    <Toasts />
    <PrivacyHost />
  </ContactDialogProvider>
);
