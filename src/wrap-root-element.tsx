import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "./theme/tokens";
import { GlobalStyle } from "./theme/GlobalStyle";
import { PageNavigationProvider } from "./components/PageNavigation";
import { Layout } from "./shell/Layout";
import { ContactDialogProvider } from "./shell/ContactDialogProvider";
import { Toasts } from "./components/Toasts";
import { PrivacyHost } from "./privacy";

/** Theme and site-wide state, shared by gatsby-browser and gatsby-ssr. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <PageNavigationProvider>
      <ContactDialogProvider>{element}</ContactDialogProvider>
    </PageNavigationProvider>
    <Toasts />
    <PrivacyHost />
  </ThemeProvider>
);

/**
 * The Layout persists across client-side navigations (header and footer are not re-mounted).
 * GlobalStyle renders here, inside gatsby-plugin-styled-components' root wrapper, so its rules
 * are collected into the server-rendered <style> (rendered in wrapRootElement they arrived
 * only with JavaScript: unstyled first paint and a layout shift).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
