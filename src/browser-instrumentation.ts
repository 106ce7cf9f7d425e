/**
 * Browser-side instrumentation and navigation behaviours, wired into Gatsby's
 * browser APIs (re-exported by gatsby-browser.tsx). Page-data loading,
 * retries, prefetching and chunk/build-hash recovery are Gatsby's runtime.
 */
import type { GatsbyBrowser } from "gatsby";
import { page } from "./lib/analytics";
import { loadSegment } from "./lib/analytics/segment";
import { saveCampaignFromUrl } from "./lib/campaign-attribution";
import { loadFullyAfterChunkFailure } from "./lib/lazy-parts";
import { requestEverything } from "./lib/load-when-near";
import { redirectToPreferredLanguage } from "./lib/language-redirect";
import { cacheResourcesFetchedBeforeWorker } from "./lib/offline-cache";
import { setManualScrollRestoration, shouldUpdateScroll as scrollRule } from "./lib/scroll-behaviour";
import { reportWebVitals } from "./lib/web-vitals";
import { whenIdle } from "./lib/when-idle";

const SEGMENT_WRITE_KEY = process.env.GATSBY_SEGMENT_WRITE_KEY;
const GTM_ID = process.env.GATSBY_GTM_ID;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (redirectToPreferredLanguage()) return;
  setManualScrollRestoration();
  saveCampaignFromUrl(window.location.search);
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  whenIdle(() => {
    loadSegment(SEGMENT_WRITE_KEY);
    if (GTM_ID && window.dataLayer) void reportWebVitals(window.dataLayer);
  });
};

/**
 * Below-the-fold code waits for the viewport only on the page the visitor landed on (src/lib/load-when-near.ts).
 * After a part's code failed to load, the navigation is a full page load instead (src/lib/lazy-parts).
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || loadFullyAfterChunkFailure(location)) return;
  requestEverything();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation) saveCampaignFromUrl(location.search);
  page();
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = (args) => scrollRule(args);

/** Only called when the service worker is on (GATSBY_OFFLINE=true). */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => cacheResourcesFetchedBeforeWorker();
