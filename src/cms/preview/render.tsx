/**
 * Renders one of the site's pages to HTML and its CSS with the site's own React and
 * components, for a CMS preview. The CMS runs its own React (the standalone Decap bundle), so the
 * preview shows this markup rather than mounting the site's components in the CMS's tree.
 *
 * The markup is never hydrated, so every part renders as in a client-side render
 * (`RenderedInFullProvider`): static parts in full, calls-to-action faded in. Static parts whose
 * code is loaded on demand must have it already: the editor calls `preloadStaticParts()` before
 * its first preview.
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { GLOBAL_CSS } from "../../theme/global-css";
import { PageNavigationProvider } from "../../components/PageNavigation";
import { ContactDialogProvider } from "../../shell/ContactDialogProvider";
import { RenderedInFullProvider } from "../../islands";

export interface RenderedPage {
  html: string;
  css: string;
}

export function renderSitePage(page: React.ReactElement): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToStaticMarkup(
      sheet.collectStyles(
        <RenderedInFullProvider value={true}>
          <PageNavigationProvider>
            <ContactDialogProvider>
              <main id="main">{page}</main>
            </ContactDialogProvider>
          </PageNavigationProvider>
        </RenderedInFullProvider>,
      ),
    );
    return { html, css: GLOBAL_CSS + sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}
