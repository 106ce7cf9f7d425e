/**
 * The admin page's script (static/admin/index.html, built by src/cms/build-admin.ts): starts Decap
 * CMS (the standalone bundle, loaded just after this file) with the backend chosen at build time,
 * the schema's wording for the editor's messages, the editor's own widgets (widgets.ts), checks on
 * uploads (uploads.ts) and a preview per page kind drawn by the site's own components. Nothing here
 * is imported by the site.
 */
import { backendFromEnv } from "../backend";
import { renderSitePage } from "../preview/render";
import { PREVIEWS } from "./previews";
import { CONTENT_JSON_FORMAT } from "../config";
import { contentJson } from "../content-json";
import { preloadStaticParts } from "../../islands";
import { fonts } from "../../theme/tokens";
import type { CreateElement, DecapCms, ImmutableLike } from "./decap";
import { OPENED_ADDRESSES, entryKey, registerWidgets } from "./widgets";
import { entryHashFor } from "./address-book";
import { showUploadRefusal, uploadProblems } from "./uploads";
import { checkFilesBeforeDecap, commitOnlyNamedUploads } from "../../workarounds/decap-uploads";

// Decap starts itself when its script runs unless told not to: this file runs first.
window.CMS_MANUAL_INIT = true;

/** The editor's messages in the validator's words ("Description must be 50 to 170 characters long"). */
const WIDGET_MESSAGES = {
  required: "%{fieldLabel} is required.",
  regexPattern: "%{fieldLabel} %{pattern}.",
  processing: "%{fieldLabel} is being checked: press Publish again in a moment.",
  range: "%{fieldLabel} must be %{minValue} to %{maxValue}.",
  min: "%{fieldLabel} must be at least %{minValue}.",
  max: "%{fieldLabel} must be at most %{maxValue}.",
  rangeCount: "%{fieldLabel} must have %{minCount} to %{maxCount} items.",
  rangeCountExact: "%{fieldLabel} must have exactly %{count} items.",
  rangeMin: "%{fieldLabel} must have at least %{minCount} items.",
  rangeMax: "%{fieldLabel} must have at most %{maxCount} items.",
};

/** Decap's words a marketer does not use, and its "＋" (not in the site's font), replaced. */
const EDITOR_WORDS = {
  "auth.login": "Log in",
  "collection.collectionTop.newButton": "New %{collectionLabel}",
  "editor.editorToolbar.backCollection": " Back to %{collectionLabel}",
  "editor.editorWidgets.markdown.richText": "Formatted",
  "editor.editorWidgets.markdown.markdown": "Plain text",
  "editor.editorWidgets.markdown.toggleMode.rich": "Show as formatted text",
  "editor.editorWidgets.markdown.toggleMode.markdown": "Show as plain text",
  // Shown for any field the editor refuses (too long, badly typed), not only an empty one.
  "ui.toast.missingRequiredField": "Nothing was published: some fields need a change. Their messages are in red.",
  "ui.toast.onFailToPersist": "Nothing was published: %{details}",
  "ui.toast.entrySaved": "Published",
  "mediaLibrary.mediaLibraryModal.chooseSelected": "Use the selected image",
};

/** A copy of `phrases` with each dotted key set to its value. */
function withWords(phrases: Record<string, unknown>, words: Record<string, string>): Record<string, unknown> {
  const copy = structuredClone(phrases);
  for (const [key, value] of Object.entries(words)) {
    const parts = key.split(".");
    let node = copy as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  }
  return copy;
}

function registerMessages(cms: DecapCms) {
  const en = cms.getLocale("en");
  if (!en) return;
  const widget = Object.fromEntries(
    Object.entries(WIDGET_MESSAGES).map(([key, value]) => [`editor.editorControlPane.widget.${key}`, value]),
  );
  cms.registerLocale("en", withWords(en, { ...widget, ...EDITOR_WORDS }));
}

function registerPreviews(cms: DecapCms, h: CreateElement) {
  cms.registerPreviewStyle("/admin/build/preview.css");
  for (const [name, render] of Object.entries(PREVIEWS)) {
    cms.registerPreviewTemplate(name, ({ entry, getAsset }) => {
      const data = entry.get("data").toJS();
      let page;
      try {
        page = renderSitePage(render({ data, asset: (path) => getAsset(path)?.toString() ?? path }));
      } catch {
        return h("p", { className: "preview-waiting" }, "The preview appears once the required fields are filled in.");
      }
      return h(
        "div",
        { "data-preview": name },
        h("style", { dangerouslySetInnerHTML: { __html: page.css } }),
        h("div", { dangerouslySetInnerHTML: { __html: page.html } }),
      );
    });
  }
}

/**
 * A published page whose address the marketer changed (on purpose: widgets.ts) keeps its old
 * address as a redirect: the old slug is added to the page's previousSlugs when it is saved.
 */
function keepEarlierAddresses(cms: DecapCms) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const opened = OPENED_ADDRESSES.get(entryKey(entry));
      const data = entry.get("data") as ImmutableLike;
      const slug = data.get("slug");
      if (entry.get("newRecord") || !opened || typeof slug !== "string" || !slug || slug === opened) return undefined;
      const earlier = data.get("previousSlugs") as ImmutableLike | undefined;
      const previous = ((earlier?.toJS() as string[] | undefined) ?? []).filter((s) => s !== slug && s !== opened);
      return data.set("previousSlugs", [...previous, opened]);
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const slug = (entry.get("data") as ImmutableLike).get("slug");
      if (typeof slug === "string" && slug) OPENED_ADDRESSES.set(entryKey(entry), slug);
      return undefined;
    },
  });
}

/**
 * Sends #/collections/blog/entries/<slug> to the post's entry (entryHashFor): on the first address
 * before Decap's script reads it (replaceState, no hashchange for Decap to half-follow: the form
 * stayed empty), and on every later one as it is typed.
 */
function openEntriesByTheirAddress() {
  const first = entryHashFor(location.hash);
  if (first) history.replaceState(history.state, "", first);
  window.addEventListener("hashchange", () => {
    const hash = entryHashFor(location.hash);
    if (hash) location.replace(hash);
  });
}

/** The editor in the site's type (the "New" button's label, the fields), and its own widgets' look. */
const EDITOR_CSS = `
  /* Decap sets its own system-font stack on each of its parts; code keeps its monospace. */
  body, body *:not(code, pre, kbd, .CodeMirror, .CodeMirror *) { font-family: ${fonts.body} !important; }
  /* Refusals are sentences with addresses and file names: not in capitals. */
  [class*="ControlErrorsList"] { text-transform: none !important; font-size: 13px !important; }
  .counted-field { display: flex; flex-direction: column; }
  .field-counter { margin: 4px 0 0; align-self: flex-end; font-size: 12px; color: #5f6b85; font-variant-numeric: tabular-nums; }
  .field-counter[data-over="true"] { color: #c4302b; font-weight: 600; }
  div.day-field { display: flex; gap: 12px; align-items: center; }
  .day-field input, .web-address input { flex: 1; width: 100%; border: 0; padding: 0; font-size: 15px;
    color: #313d3e; background: transparent; outline: none; }
  .day-field button, .web-address button { border: 0; border-radius: 5px; padding: 6px 12px; background: #e8f1fe;
    color: #3a69c7; font-weight: 600; cursor: pointer; }
  .web-address-shown { margin: 0 0 10px; font-size: 15px; }
  .web-address-note { margin: 8px 0; font-size: 13px; color: #5f6b85; }
  .upload-refusal { position: fixed; z-index: 100000; top: 76px; left: 50%; transform: translateX(-50%);
    width: min(640px, calc(100vw - 32px)); padding: 16px 20px; border-radius: 8px; background: #fff3f2;
    border: 2px solid #c4302b; color: #1d2433; box-shadow: 0 8px 24px rgb(0 0 0 / 20%); font-size: 15px; }
  .upload-refusal p { margin: 0 0 8px; }
  .upload-refusal-title { font-weight: 700; color: #c4302b; }
  .upload-refusal button { border: 0; border-radius: 5px; padding: 6px 14px; background: #c4302b; color: #fff;
    font-weight: 600; cursor: pointer; }
`;

// Before Decap's script (loaded after this one) reads the address.
openEntriesByTheirAddress();

document.addEventListener("DOMContentLoaded", async () => {
  const style = document.createElement("style");
  style.textContent = EDITOR_CSS;
  document.head.append(style);
  // Previews are drawn synchronously (renderSitePage): the static parts' code must be here first.
  await preloadStaticParts();
  const cms = window.CMS;
  if (!cms || !window.h || !window.createClass)
    throw new Error("Decap CMS did not load (/admin/build/decap/decap-cms.js)");
  registerMessages(cms);
  registerPreviews(cms, window.h);
  const foundedYear = Number(process.env.CMS_FOUNDED_YEAR);
  registerWidgets(cms, window.h, window.createClass, Number.isInteger(foundedYear) ? foundedYear : undefined);
  keepEarlierAddresses(cms);
  cms.registerCustomFormat(CONTENT_JSON_FORMAT, "json", { fromFile: (text) => JSON.parse(text), toFile: contentJson });
  checkFilesBeforeDecap(async (files) => {
    const problems = await uploadProblems(files);
    if (problems.length) showUploadRefusal(problems);
    else document.querySelector(".upload-refusal")?.remove();
    return problems.length === 0;
  });
  const backend = backendFromEnv({
    CMS_BACKEND: process.env.CMS_BACKEND,
    CMS_REPO: process.env.CMS_REPO,
    CMS_BRANCH: process.env.CMS_BRANCH,
    CMS_AUTH_BASE_URL: process.env.CMS_AUTH_BASE_URL,
  });
  // "proxy" is the backend Decap uses with decap-server (`npm run cms`).
  commitOnlyNamedUploads(cms, [backend?.name ?? "git-gateway", "proxy"]);
  // `npm run cms` may move decap-server off config.yml's default port (8081): point the editor at it.
  const decapPort = process.env.DECAP_SERVER_PORT;
  const localBackend = decapPort
    ? { local_backend: { url: `${location.protocol}//${location.hostname}:${decapPort}/api/v1` } }
    : {};
  // The configuration is built into this script (build-admin.ts), so no config file is served to anyone.
  const config = JSON.parse(process.env.CMS_CONFIG || "{}") as Record<string, unknown>;
  cms.init({ config: { ...config, load_config_file: false, ...(backend ? { backend } : {}), ...localBackend } });
});
