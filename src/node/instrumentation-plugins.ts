/**
 * The plugins behind the site's instrumentation, each switched on by its key
 * (read at build time; see the README's Configuration section). A missing key
 * leaves its plugin out, quietly: the site builds and works without it.
 */
import type { IPluginRefObject } from "gatsby";

export interface InstrumentationEnv {
  GATSBY_GTM_ID?: string;
  GATSBY_SENTRY_DSN?: string;
  GATSBY_OFFLINE?: string;
}

export function instrumentationPlugins(env: InstrumentationEnv): IPluginRefObject[] {
  const plugins: IPluginRefObject[] = [];
  if (env.GATSBY_GTM_ID) {
    plugins.push({
      resolve: "gatsby-plugin-google-tagmanager",
      options: {
        id: env.GATSBY_GTM_ID,
        includeInDevelopment: false,
        // Off: src/lib/web-vitals reports all six metrics from one chunk, as a lazy part (the plugin's
        // own tracking loads a second copy of web-vitals and leaves a failed chunk load unhandled).
        enableWebVitalsTracking: false,
        // Pushed to the data layer 50 ms after each route change.
        routeChangeEventName: "gatsby-route-change",
      },
    });
  }
  if (env.GATSBY_SENTRY_DSN) {
    // Injects sentry.config.ts into the client bundle; no source-map upload.
    plugins.push({ resolve: "@sentry/gatsby", options: { enableClientWebpackPlugin: false } });
  }
  if (env.GATSBY_OFFLINE === "true") {
    // Registers /sw.js at the site root; must stay after gatsby-plugin-manifest.
    plugins.push({ resolve: "gatsby-plugin-offline", options: {} });
  }
  return plugins;
}
