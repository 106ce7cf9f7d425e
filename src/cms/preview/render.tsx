/**
 * Renders one of the site's pages to HTML and its CSS with the site's own React, theme and
 * components, for a CMS preview. The CMS runs its own React (the standalone Decap bundle), so the
 * preview shows this markup rather than mounting the site's components in the CMS's tree.
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { theme } from "../../theme/tokens";
import { GlobalStyle } from "../../theme/GlobalStyle";
import { PageNavigationProvider } from "../../components/PageNavigation";
import { ContactDialogProvider } from "../../components/ContactDialogProvider";

export interface RenderedPage {
  html: string;
  css: string;
}

export function renderSitePage(page: React.ReactElement): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <PageNavigationProvider>
            <ContactDialogProvider>
              <GlobalStyle />
              <main id="main">{page}</main>
            </ContactDialogProvider>
          </PageNavigationProvider>
        </ThemeProvider>,
      ),
    );
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
