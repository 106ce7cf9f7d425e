/**
 * The first script of every page when the tag manager is configured: it sets
 * Google Consent Mode v2 defaults, applies the visitor's stored choice or
 * Global Privacy Control as a consent update, and then, when the container is
 * to load, starts the data layer with the container's gtm.js start event at
 * once, as Google's own snippet does (in opt-in mode before a choice it does
 * neither: no start event, no container).
 *
 * Only the container's download waits, for the page's load event and its
 * first contentful paint (a task after both; at once in a background tab or
 * without paint timing; five seconds after the load at the latest): requested
 * from the head it took a connection to another origin and its bandwidth
 * while the first screen's fonts and images were on their way, delaying the
 * largest paint, for tags that have nothing to show. The start event does not
 * wait with it: Gatsby's scripts are fetched during parsing, so React can
 * hydrate and gatsby-plugin-google-tagmanager's browser part push its first
 * gatsby-route-change before the load event, and the container works through
 * the data layer in order; a start event pushed with the download came after
 * that route change, and tags on route changes ran before the page-view tags. Everything pushed meanwhile is
 * still there for the container, after its start event.
 *
 * A choice that loads the container before then (loadTagManager in
 * trackers.ts) pushes no second start event, and the download here is then
 * not made a second time; a choice that allows the container on a page where
 * this script left it out (opt-in mode) pushes the start event itself.
 *
 * gatsby-plugin-google-tagmanager's own head snippet loads the container at
 * once, with no way to put consent commands before it or to hold it back, so
 * gatsby-ssr replaces that snippet with this one (replaceTagManagerSnippet) and
 * drops the plugin's <noscript> iframe (a visitor without JavaScript cannot
 * state a choice, so nothing tracks them). The plugin's browser part (route
 * changes and web-vitals in the data layer) stays.
 *
 * Plain ES5 without imports: it runs inline before anything else. Its rules are
 * those of consent.ts (the unit test runs both over every case).
 */
import { CONSENT_STORAGE_KEY, OPT_IN_REGIONS, type PrivacyMode } from "./consent";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** The inline source for a container id, privacy mode and the privacy policy's version. */
export function consentBootstrapSource(gtmId: string, mode: PrivacyMode, policyVersion: string): string {
  const optOut = mode === "opt-out";
  const all = (v: string) => `{ad_storage:${v},ad_user_data:${v},ad_personalization:${v},analytics_storage:${v}}`;
  return (
    "(function(w,d,n){var l=w.dataLayer=w.dataLayer||[];function g(){l.push(arguments)}" +
    `var o=${optOut},c=null,p=n.globalPrivacyControl===true;` +
    `try{var s=JSON.parse(w.localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));` +
    'if(s&&typeof s.analytics==="boolean"&&typeof s.marketing==="boolean")c=s}catch(e){}' +
    // A choice made under another version of the policy only narrows: what it allowed runs only where the mode runs it anyway.
    `var u=!!c&&c.policyVersion!==${JSON.stringify(policyVersion)};` +
    "var a=!p&&(c?c.analytics&&(!u||o):o),m=!p&&(c?c.marketing&&(!u||o):o);" +
    'function v(x){return x?"granted":"denied"}' +
    `g("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",analytics_storage:"denied",region:${JSON.stringify(OPT_IN_REGIONS)}});` +
    `g("consent","default",${all("v(o)")});` +
    'if(c||p)g("consent","update",{ad_storage:v(m),ad_user_data:v(m),ad_personalization:v(m),analytics_storage:v(a)});' +
    "if(o||a||m){" +
    // The start event at once, as Google's own snippet pushes it: whatever the page pushes before the container
    // arrives (the plugin's route changes, web-vitals) comes after it.
    'l.push({"gtm.start":new Date().getTime(),event:"gtm.js"});' +
    // The download once only, and not at all if a choice made meanwhile has loaded it (loadTagManager in trackers.ts).
    "var x=0,t=function(){if(x)return;x=1;" +
    `if(d.querySelector(${JSON.stringify(`script[src="${tagManagerScriptUrl(gtmId)}"]`)}))return;` +
    'var j=d.createElement("script");j.async=true;' +
    `j.src=${JSON.stringify(tagManagerScriptUrl(gtmId))};` +
    'var f=d.getElementsByTagName("script")[0];f.parentNode.insertBefore(j,f)};' +
    // The container once the page has loaded and painted: it never competes with the first screen.
    "var q=function(){var P=w.PerformanceObserver;" +
    'if(d.visibilityState!=="hidden"&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'var b=new P(function(e){if(e.getEntriesByName("first-contentful-paint").length){b.disconnect();setTimeout(t,0)}});' +
    'b.observe({type:"paint",buffered:true});setTimeout(t,5e3)}else t()};' +
    'if(d.readyState==="complete")q();else w.addEventListener("load",q,{once:true})}' +
    "})(window,document,navigator)"
  );
}

/** The key gatsby-plugin-google-tagmanager gives its head snippet and its <noscript> iframe. */
export const TAG_MANAGER_PLUGIN_KEY = "plugin-google-tagmanager";

function isTagManagerSnippet(component: unknown): boolean {
  return (
    typeof component === "object" &&
    component !== null &&
    (component as { key?: unknown }).key === TAG_MANAGER_PLUGIN_KEY
  );
}

/** The components without the plugin's snippet (head) or iframe (pre-body); `first` goes before the rest. */
export function replaceTagManagerSnippet<T>(components: T[], first: T[] = []): T[] {
  return [...first, ...components.flat(Infinity as 1).filter((component) => !isTagManagerSnippet(component))] as T[];
}
