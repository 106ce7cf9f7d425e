/** @jest-environment node */
import React from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { useStaticQuery } from "gatsby";
import site from "../../../content/site.json";
import { PageNavigationProvider } from "../../components/PageNavigation";
import { Layout } from ".";

// The badges' marks are files the query resolves; a badge whose mark is not resolved is simply not shown.
const siteContent = site;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteContent });
});

/** The page as Gatsby's build renders it: streamed once every part's code has loaded (the footer's is a chunk of its own). */
function renderAll(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              html += chunk.toString();
              done();
            },
            final(done) {
              resolve(html);
              done();
            },
          }),
        );
      },
      onError: reject,
    });
  });
}

describe("Layout in server rendering", () => {
  it("puts the page content and the footer in their own Suspense boundaries, so each hydrates in slices", async () => {
    const html = await renderAll(
      <PageNavigationProvider>
        <Layout pathname="/">
          <h1>Home</h1>
        </Layout>
      </PageNavigationProvider>,
    );
    // React marks a completed Suspense boundary in server HTML with <!--$--> … <!--/$-->.
    expect(html).toMatch(/<main[^>]*><!--\$--><h1>Home<\/h1><!--\/\$--><\/main>/);
    const afterMain = html.slice(html.indexOf("</main>") + "</main>".length);
    // The footer's boundary is its lazy part's (its code is a chunk of its own), around the part's frame.
    expect(afterMain).toMatch(/^<!--\$--><div id="[^"]+" data-lazy-part="footer"[^>]*><footer id="contact-us"/);
    // The header is outside both boundaries: it hydrates first, with the page's root.
    expect(html.indexOf("<header")).toBeLessThan(html.indexOf("<!--$-->"));
  });
});
