import React from "react";
import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "./theme/tokens";
import { GlobalStyle } from "./theme/GlobalStyle";
import { PageNavigationProvider } from "./components/PageNavigation";
import { Layout } from "./components/Layout";
import { ContactDialogProvider } from "./components/ContactDialogProvider";
import { Toasts } from "./components/Toasts";

/** Theme and site-wide state, shared by gatsby-browser and gatsby-ssr. */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>
    <PageNavigationProvider>
      <ContactDialogProvider>{element}</ContactDialogProvider>
    </PageNavigationProvider>
    <Toasts />
  </ThemeProvider>
);

/**
 * The Layout persists across client-side navigations (header and footer are not re-mounted).
 * The global style sits here, inside the style sheet that server rendering collects, so the
 * built HTML already carries it (no unstyled first paint before hydration).
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
