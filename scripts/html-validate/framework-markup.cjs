/**
 * html-validate rules that know which markup Gatsby writes itself, so the
 * built-in rules they replace can stay strict for everything we write:
 *
 * - framework-markup/no-inline-style replaces no-inline-style. Gatsby's
 *   runtime styles its focus wrapper (#gatsby-focus-wrapper) and route
 *   announcer (#gatsby-announcer) inline, and gatsby-remark-images lays out
 *   images in MDX with inline styles inside .gatsby-resp-image-wrapper. Any
 *   other style="" attribute is an error (our components style through
 *   styled-components; images render as plain <picture>, see
 *   src/components/Picture).
 *
 *   The tag manager's no-JavaScript fallback (gatsby-plugin-google-tagmanager:
 *   <noscript><iframe src="https://www.googletagmanager.com/ns.html?…"
 *   style="display: none; visibility: hidden">) is allowed too.
 *
 * - framework-markup/iframe-title pairs with the iframe metadata override in
 *   .htmlvalidaterc.json (title not required): every <iframe> needs a
 *   non-empty title unless it is hidden from assistive technology
 *   (aria-hidden="true", like the tag manager's fallback above).
 *
 * The one script left in JavaScript: html-validate loads the plugins that
 * .htmlvalidaterc.json names itself, with Node's require (as do its CLI and
 * editor integrations, which read the same file), and cannot load TypeScript.
 */
const { Rule, definePlugin } = require("html-validate");

const GATSBY_RUNTIME_IDS = new Set(["gatsby-focus-wrapper", "gatsby-announcer"]);
const TAG_MANAGER_FALLBACK = "https://www.googletagmanager.com/ns.html";

function isTagManagerFallback(element) {
  const src = element.getAttributeValue("src");
  return (
    element.tagName === "iframe" &&
    element.parent?.tagName === "noscript" &&
    typeof src === "string" &&
    src.startsWith(TAG_MANAGER_FALLBACK)
  );
}
const MARKDOWN_IMAGE_WRAPPER = ".gatsby-resp-image-wrapper";

class NoInlineStyle extends Rule {
  documentation() {
    return {
      description:
        "Inline style is only allowed on markup Gatsby renders itself (focus wrapper, route announcer, images in MDX). Style components with styled-components.",
    };
  }

  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const element of document.querySelectorAll("[style]")) {
        if (GATSBY_RUNTIME_IDS.has(element.id ?? "")) continue;
        if (element.closest(MARKDOWN_IMAGE_WRAPPER)) continue;
        if (isTagManagerFallback(element)) continue;
        const attribute = element.getAttribute("style");
        this.report(element, "Inline style is not allowed outside Gatsby's own markup", attribute?.keyLocation);
      }
    });
  }
}

class IframeTitle extends Rule {
  documentation() {
    return {
      description: "<iframe> needs a non-empty title, unless it is hidden from assistive technology (aria-hidden).",
    };
  }

  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const iframe of document.querySelectorAll("iframe")) {
        const title = iframe.getAttributeValue("title");
        if (typeof title === "string" && title.trim() !== "") continue;
        if (iframe.getAttributeValue("aria-hidden") === "true") continue;
        this.report(iframe, '<iframe> is missing a non-empty "title" attribute');
      }
    });
  }
}

module.exports = definePlugin({
  name: "framework-markup",
  rules: {
    "framework-markup/no-inline-style": NoInlineStyle,
    "framework-markup/iframe-title": IframeTitle,
  },
});
