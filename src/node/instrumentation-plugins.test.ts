import { instrumentationPlugins } from "./instrumentation-plugins";

describe("instrumentation plugins", () => {
  it("leaves every plugin out when no key is set", () => {
    expect(instrumentationPlugins({})).toEqual([]);
    expect(instrumentationPlugins({ GATSBY_GTM_ID: "", GATSBY_SENTRY_DSN: "", GATSBY_OFFLINE: "false" })).toEqual([]);
  });

  it("adds the tag manager, its own web-vitals tracking off (src/lib/web-vitals reports them), when GATSBY_GTM_ID is set", () => {
    expect(instrumentationPlugins({ GATSBY_GTM_ID: "GTM-TEST123" })).toEqual([
      {
        resolve: "gatsby-plugin-google-tagmanager",
        options: {
          id: "GTM-TEST123",
          includeInDevelopment: false,
          enableWebVitalsTracking: false,
          routeChangeEventName: "gatsby-route-change",
        },
      },
    ]);
  });

  it("adds error reporting without source-map upload when GATSBY_SENTRY_DSN is set", () => {
    expect(instrumentationPlugins({ GATSBY_SENTRY_DSN: "http://public@127.0.0.1:9129/1" })).toEqual([
      { resolve: "@sentry/gatsby", options: { enableClientWebpackPlugin: false } },
    ]);
  });

  it("adds the service worker only when GATSBY_OFFLINE is exactly true", () => {
    expect(instrumentationPlugins({ GATSBY_OFFLINE: "true" }).map((p) => p.resolve)).toEqual(["gatsby-plugin-offline"]);
    expect(instrumentationPlugins({ GATSBY_OFFLINE: "1" })).toEqual([]);
  });

  it("keeps the service worker last", () => {
    const all = instrumentationPlugins({
      GATSBY_GTM_ID: "GTM-X",
      GATSBY_SENTRY_DSN: "http://k@h/1",
      GATSBY_OFFLINE: "true",
    });
    expect(all.map((p) => p.resolve)).toEqual([
      "gatsby-plugin-google-tagmanager",
      "@sentry/gatsby",
      "gatsby-plugin-offline",
    ]);
  });
});
