/** @jest-environment node */
import React from "react";
import { renderToString } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/tokens";
import site from "../../../content/site.json";
import { PageNavigationProvider } from "../../components/PageNavigation";
import { Layout } from ".";

const siteContent = {
  ...site,
  footer: { ...site.footer, logos: site.footer.logos.map((logo) => ({ ...logo, image: { publicURL: "/logo.svg" } })) },
};

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteContent });
});

describe("Layout in server rendering", () => {
  it("puts the page content and the footer in their own Suspense boundaries, so each hydrates in slices", () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <PageNavigationProvider>
          <Layout pathname="/">
            <h1>Home</h1>
          </Layout>
        </PageNavigationProvider>
      </ThemeProvider>,
    );
    // React marks a completed Suspense boundary in server HTML with <!--$--> … <!--/$-->.
    expect(html).toMatch(/<main[^>]*><!--\$--><h1>Home<\/h1><!--\/\$--><\/main>/);
    const afterMain = html.slice(html.indexOf("</main>") + "</main>".length);
    expect(afterMain).toMatch(/^<!--\$--><footer/);
    // The header is outside both boundaries: it hydrates first, with the page's root.
    expect(html.indexOf("<header")).toBeLessThan(html.indexOf("<!--$-->"));
  });
});
