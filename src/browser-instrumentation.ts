/**
 * Browser-side instrumentation and navigation behaviours, wired into Gatsby's
 * browser APIs (re-exported by gatsby-browser.tsx). Page-data loading,
 * retries, prefetching and chunk/build-hash recovery are Gatsby's runtime.
 */
import type { GatsbyBrowser } from "gatsby";
import { page, requestSegment, applyConsent } from "./telemetry";
import { saveCampaignFromUrl } from "./lib/campaign-attribution";
import {
  loadChunk,
  loadFullyAfterChunkFailure,
  reportPartFailure,
  requestEverything,
  prefetchLinksOnIntent,
  preloadStaticParts,
  mountOwnRootIslands,
} from "./islands";
import { redirectToPreferredLanguage } from "./lib/language-redirect";
import { setManualScrollRestoration, shouldUpdateScroll as scrollRule } from "./lib/scroll-behaviour";
import { whenIdle } from "./lib/when-idle";
import { getConsent, refreshConsent, subscribeConsent, CONSENT_STORAGE_KEY } from "./privacy";
import { installGooberSheet } from "./workarounds/goober-sheet";
import { listenForContactIntent, preloadContactDialog } from "./shell/ContactDialogProvider";
import { navigationFinished, showNavigationStarts } from "./lib/navigation-progress";

const SEGMENT_WRITE_KEY = process.env.GATSBY_SEGMENT_WRITE_KEY;
const GTM_ID = process.env.GATSBY_GTM_ID;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (redirectToPreferredLanguage()) return;
  // Toast styles without inline <style> text, which the Content-Security-Policy refuses (src/workarounds/goober-sheet.ts).
  installGooberSheet();
  setManualScrollRestoration();
  // Links in static parts are plain anchors on this first page: prefetch on intent, as Link does (src/islands/README.md).
  prefetchLinksOnIntent();
  saveCampaignFromUrl(window.location.search);
  // A choice saved in the dialog or banner (or in another tab) applies at once (src/privacy).
  subscribeConsent((state) => {
    applyConsent(state, { gtmId: GTM_ID, segmentWriteKey: SEGMENT_WRITE_KEY });
    if (state.analytics) startWebVitals();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === CONSENT_STORAGE_KEY) refreshConsent();
  });
  // The header's call-to-action now, not after the page's data and hydration (src/islands/own-root.tsx).
  mountOwnRootIslands();
  // The contact dialog's form is fetched at the first sign of intent on a call-to-action, not at the tap.
  listenForContactIntent();
  // A tap on a link shows at once that the next page is on its way (after catch-links' listener, added before).
  showNavigationStarts();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // The contact dialog's frame (a few kilobytes), so a tap on a call-to-action draws it at once.
  whenIdle(() => void preloadContactDialog());
  whenIdle(() => {
    // Nothing loads for a visitor who turned analytics off, sends Global Privacy Control, or has not chosen in opt-in mode.
    if (!getConsent().analytics) return;
    requestSegment(SEGMENT_WRITE_KEY);
    startWebVitals();
  });
};

let webVitalsStarted = false;
/** INP, FCP and TTFB to the data layer, once per page load (after idle, or when analytics is accepted later). */
function startWebVitals(): void {
  if (webVitalsStarted || !GTM_ID || !window.dataLayer) return;
  webVitalsStarted = true;
  const dataLayer = window.dataLayer;
  // The reporting code is in the web-vitals package's chunk (one request, after idle), not in the first load.
  loadChunk(() => import(/* webpackChunkName: "web-vitals" */ "./lib/web-vitals")).then(
    (webVitals) => webVitals.reportWebVitals(dataLayer),
    (error: unknown) => reportPartFailure("web-vitals", error),
  );
}

/**
 * Below-the-fold code waits for the viewport only on the page the visitor landed on (src/islands/demand.ts).
 * After a part's code failed to load, the navigation is a full page load instead (src/islands).
 * A navigation no link started (a form's redirect, a script) had no intent to fetch the static parts' code
 * for the way back: it is fetched now, so going back renders them at once and lands on the saved position.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation || loadFullyAfterChunkFailure(location)) return;
  requestEverything();
  void preloadStaticParts();
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  navigationFinished();
  if (prevLocation) saveCampaignFromUrl(location.search);
  page();
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) =>
  scrollRule({
    prevRouterProps,
    routerProps,
    // Gatsby types it as a bare Function; it takes a location and answers [x, y].
    getSavedScrollPosition: (location) => Reflect.apply(getSavedScrollPosition, undefined, [location]) as unknown,
  });

/** Only called when the service worker is on (GATSBY_OFFLINE=true): its code is a chunk of its own. */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  loadChunk(() => import(/* webpackChunkName: "offline-cache" */ "./lib/offline-cache")).then(
    (offline) => offline.cacheResourcesFetchedBeforeWorker(),
    (error: unknown) => reportPartFailure("offline-cache", error),
  );
};
