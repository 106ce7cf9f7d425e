/**
 * The admin page's script (static/admin/index.html, built by src/cms/build-admin.ts): starts Decap
 * CMS (the standalone bundle, loaded just after this file) with the backend chosen at build time,
 * the schema's wording for the editor's messages, the editor's own widgets (widgets.ts), checks on
 * uploads (uploads.ts) and a preview per page kind drawn by the site's own components. Nothing here
 * is imported by the site.
 */
import { IDENTITY_WIDGET, backendFromEnv, publishModeFromEnv } from "../backend";
import { renderSitePage } from "../preview/render";
import { PREVIEWS } from "./previews";
import { CONTENT_JSON_FORMAT, CONTENT_MDX_FORMAT } from "../config";
import { contentJson } from "../content-json";
import { mdxFromFile, mdxToFile } from "../content-mdx";
import { CHART_BLOCK } from "./chart-block";
import { preloadStaticParts } from "../../islands";
import { fonts } from "../../theme/tokens";
import type { CreateElement, DecapCms, ImmutableLike } from "./decap";
import { OPENED_ADDRESSES, entryKey, registerWidgets } from "./widgets";
import { entryHashFor } from "./address-book";
import { showUploadRefusal, uploadProblems } from "./uploads";
import { checkFilesBeforeDecap, commitOnlyNamedUploads } from "../../workarounds/decap-uploads";
import { Refusal, guardCommits } from "../../workarounds/decap-commit-guard";
import { editorRouteOf, reopenEntriesByAddress } from "../../workarounds/decap-entry-address";
import { clearRefusal, showRefusal } from "./refusal";
import { problemsBeforeDelete, problemsBeforePublish, readSite } from "./publish-check";

// Decap starts itself when its script runs unless told not to: this file runs first.
window.CMS_MANUAL_INIT = true;

// On the live site (git-gateway), editors log in with Netlify Identity, whose widget also takes an invitation's
// link; Decap's git-gateway backend looks for it when its script runs, so it is written in before that script.
if (process.env.CMS_IDENTITY_WIDGET === "true") document.write(`<script src="${IDENTITY_WIDGET}"></script>`);

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
  "ui.toast.onFailToDelete": "Nothing was deleted: %{details}",
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

/** When a new entry was last saved: Decap then moves from its `/new` address to the entry's. */
let newEntrySavedAt = 0;

/**
 * An entry's address opens that entry, however it is reached (src/workarounds/decap-entry-address.ts):
 * #/collections/blog/entries/<slug> goes to the post's entry (entryHashFor), on the first address
 * before Decap's script reads it (replaceState: the form stayed empty after a hashchange) and on every
 * later one; a move from one entry to another opens the entry in a new editor, asking first when the
 * open entry has unsaved changes.
 */
function openEntriesByTheirAddress() {
  const first = entryHashFor(location.hash);
  if (first) history.replaceState(history.state, "", first);
  reopenEntriesByAddress({
    rewrite: entryHashFor,
    // Decap marks the toolbar "Unsaved changes" (its BackStatusChanged) while the entry differs from its file.
    unsavedChanges: () => document.querySelector('[class*="BackStatusChanged"]') !== null,
    confirmLeave: () => window.confirm(LEAVE_UNSAVED),
    editorShown: () => document.querySelector('[class*="EditorContainer"]') !== null,
    newEntrySaved: () => {
      const recent = Date.now() - newEntrySavedAt < 15_000;
      newEntrySavedAt = 0;
      return recent;
    },
  });
}

const LEAVE_UNSAVED = "This page has changes you have not published. Open the other page and lose them?";

/**
 * Publish saves the entry the address names, and only it: a form that shows another entry than
 * its address (however that came about) is refused before anything is written.
 */
function publishOnlyTheEntryAtTheAddress(cms: DecapCms) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const route = editorRouteOf(location.hash);
      const collection = String(entry.get("collection"));
      const slug = entry.get("newRecord") ? null : String(entry.get("slug"));
      if (route && (route.collection !== collection || route.entry !== slug))
        throw new Refusal(
          `this form shows another page than the one at this address (${location.hash.slice(1)}). Reload the page and make your change again.`,
        );
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      if (entry.get("newRecord")) newEntrySavedAt = Date.now();
      return undefined;
    },
  });
}

const things = (count: number) => (count === 1 ? "one thing needs" : `${count} things need`);

/**
 * Nothing is written that the build would refuse (publish-check.ts): a save whose entry breaks a
 * rule, or breaks another page, and a deletion that leaves other pages pointing nowhere, are
 * refused with every sentence in a box at the top, and Decap's toast says so.
 */
function refuseWhatTheBuildWould(cms: DecapCms, backends: readonly string[]) {
  guardCommits(cms, backends, {
    async beforeCommit(files, backend) {
      clearRefusal("publish");
      const written = files.map((file) => ({ file: file.newPath ?? file.path, text: file.raw }));
      const problems = problemsBeforePublish(await readSite(backend), written);
      if (!problems.length) return;
      showRefusal("publish", `Nothing was published: ${things(problems.length)} a change`, problems);
      throw new Refusal(`${things(problems.length)} a change (listed at the top of the page).`);
    },
    async beforeDelete(paths, backend) {
      clearRefusal("delete");
      const problems = problemsBeforeDelete(await readSite(backend), paths);
      if (!problems.length) return;
      const title =
        "Nothing was deleted: other pages point to this one. Change them first, or use “Change web address” to move it (its old address then leads to the new one)";
      showRefusal("delete", title, problems);
      throw new Refusal("other pages point to this one (listed at the top of the page).");
    },
  });
}

/** The editor in the site's type (the "New" button's label, the fields), and its own widgets' look. */
const EDITOR_CSS = `
  /* Decap sets its own system-font stack on each of its parts; code keeps its monospace. */
  body, body *:not(code, pre, kbd, .CodeMirror, .CodeMirror *) { font-family: ${fonts.body} !important; }
  /* Refusals are sentences with addresses and file names: not in capitals. */
  [class*="ControlErrorsList"] { text-transform: none !important; font-size: 13px !important; }
  .counted-field { display: flex; flex-direction: column; }
  .field-counters { display: flex; justify-content: flex-end; gap: 16px; }
  .field-counter { margin: 4px 0 0; font-size: 12px; color: #5f6b85; font-variant-numeric: tabular-nums; }
  .field-counter[data-over="true"] { color: #c4302b; font-weight: 600; }
  div.day-field { display: flex; gap: 12px; align-items: center; }
  .day-field input, .web-address input { flex: 1; width: 100%; border: 0; padding: 0; font-size: 15px;
    color: #313d3e; background: transparent; outline: none; }
  .day-field button, .web-address button { border: 0; border-radius: 5px; padding: 6px 12px; background: #e8f1fe;
    color: #3a69c7; font-weight: 600; cursor: pointer; }
  .web-address-shown { margin: 0 0 10px; font-size: 15px; }
  .web-address-note { margin: 8px 0; font-size: 13px; color: #5f6b85; }
  /* A phone (Decap draws its editor at least 800 px wide, beside a preview): the toolbar wraps above the
     form, which takes the whole width, and the preview folds away (tests/e2e/cms-admin.spec.ts, 375 px). */
  @media (max-width: 799px) {
    [class*="EditorContainer"], [class*="ToolbarContainer"] { min-width: 0 !important; }
    [class*="EditorContainer"] { padding-top: 0 !important; display: flex; flex-direction: column; }
    [class*="EditorContainer"] > div:last-child { flex: 1; min-height: 0; }
    [class*="ToolbarContainer"] { position: relative !important; height: auto !important; flex-wrap: wrap; }
    [class*="ToolbarSectionBackLink"], [class*="ToolbarSectionMeta"] { height: 56px !important; }
    [class*="ToolbarSectionBackLink"] { flex: 1 1 auto; padding: 0 12px !important; }
    [class*="ToolbarSectionMeta"] { flex: 0 0 auto; padding: 0 8px !important; }
    [class*="ToolbarSectionMeta"] [class*="AppHeaderSiteLink"] { display: none !important; }
    [class*="ToolbarSectionMain"] { order: 3; flex: 1 1 100% !important; height: auto !important; flex-wrap: wrap;
      align-items: center; gap: 8px; padding: 8px 12px !important; border-top: 1px solid #dfdfe3; }
    [class*="ToolbarSubSection"] { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
    .SplitPane { position: relative !important; }
    .SplitPane > .Pane1 { width: 100% !important; flex: 1 1 auto !important; }
    .SplitPane > .Pane2, .SplitPane > .Resizer, [class*="ViewControls"] { display: none !important; }
    [class*="ControlPaneContainer"] { padding: 0 8px !important; }
    .editor-refusal { top: 8px; }
  }
  .day-note { margin: 8px 0 0; padding: 8px 12px; border-radius: 5px; background: #e8f1fe; color: #1d2433; font-size: 13px; }
  .editor-refusal { position: fixed; z-index: 100000; top: 76px; left: 50%; transform: translateX(-50%);
    width: min(640px, calc(100vw - 32px)); max-height: calc(100vh - 96px); overflow: auto; padding: 16px 20px;
    border-radius: 8px; background: #fff3f2; border: 2px solid #c4302b; color: #1d2433;
    box-shadow: 0 8px 24px rgb(0 0 0 / 20%); font-size: 15px; }
  .editor-refusal p, .editor-refusal li { margin: 0 0 8px; }
  .editor-refusal ul { margin: 0 0 8px; padding-left: 20px; }
  .editor-refusal-title { font-weight: 700; color: #c4302b; }
  .editor-refusal button { border: 0; border-radius: 5px; padding: 6px 14px; background: #c4302b; color: #fff;
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
  publishOnlyTheEntryAtTheAddress(cms);
  cms.registerCustomFormat(CONTENT_JSON_FORMAT, "json", { fromFile: (text) => JSON.parse(text), toFile: contentJson });
  cms.registerCustomFormat(CONTENT_MDX_FORMAT, "mdx", {
    fromFile: mdxFromFile,
    toFile: (data, fieldNames) => mdxToFile(data as Record<string, unknown>, fieldNames),
  });
  cms.registerEditorComponent(CHART_BLOCK);
  checkFilesBeforeDecap(async (files) => {
    const problems = await uploadProblems(files);
    if (problems.length) showUploadRefusal(problems);
    else clearRefusal("upload");
    return problems.length === 0;
  });
  const env = {
    CMS_BACKEND: process.env.CMS_BACKEND,
    CMS_REPO: process.env.CMS_REPO,
    CMS_BRANCH: process.env.CMS_BRANCH,
    CMS_AUTH_BASE_URL: process.env.CMS_AUTH_BASE_URL,
    CMS_EDITORIAL_WORKFLOW: process.env.CMS_EDITORIAL_WORKFLOW,
  };
  const backend = backendFromEnv(env);
  const publishMode = publishModeFromEnv(env);
  // "proxy" is the backend Decap uses with decap-server (`npm run cms`).
  const backends = [backend?.name ?? "git-gateway", "proxy"];
  commitOnlyNamedUploads(cms, backends);
  refuseWhatTheBuildWould(cms, backends);
  // `npm run cms` may move decap-server off config.yml's default port (8081): point the editor at it.
  const decapPort = process.env.DECAP_SERVER_PORT;
  const localBackend = decapPort
    ? { local_backend: { url: `${location.protocol}//${location.hostname}:${decapPort}/api/v1` } }
    : {};
  // The configuration is built into this script (build-admin.ts), so no config file is served to anyone.
  const config = JSON.parse(process.env.CMS_CONFIG || "{}") as Record<string, unknown>;
  cms.init({
    config: {
      ...config,
      load_config_file: false,
      ...(backend ? { backend } : {}),
      ...(publishMode ? { publish_mode: publishMode } : {}),
      ...localBackend,
      // "View Live" opens the page on the site that serves the editor: the live site, a deploy preview, or
      // the development server under `npm run cms` (config.ts previewPathOf).
      site_url: location.origin,
      display_url: location.origin,
    },
  });
});
