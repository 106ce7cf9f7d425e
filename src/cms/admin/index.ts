/**
 * The admin page's script (static/admin/index.html, built by src/cms/build-admin.ts): starts Decap
 * CMS (the standalone bundle, loaded just after this file) with the backend chosen at build time,
 * the schema's wording for the editor's messages and a preview per page kind drawn by the site's
 * own components. Nothing here is imported by the site.
 */
import { backendFromEnv } from "../backend";
import { renderSitePage } from "../preview/render";
import { PREVIEWS } from "./previews";
import { CONTENT_JSON_FORMAT } from "../config";
import { contentJson } from "../content-json";
import { preloadStaticParts } from "../../lib/lazy-parts";

/* The Decap bundle's API, as far as this file uses it. */
interface ImmutableLike {
  toJS(): Record<string, unknown>;
}
interface PreviewProps {
  entry: { get(key: "data"): ImmutableLike };
  getAsset: (path: string) => { toString(): string } | undefined;
}
interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerPreviewStyle(url: string): void;
  registerLocale(locale: string, phrases: unknown): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown, fieldNames?: string[]): string },
  ): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
}
type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

declare global {
  interface Window {
    CMS?: DecapCms;
    CMS_MANUAL_INIT?: boolean;
    h?: CreateElement;
  }
}

// Decap starts itself when its script runs unless told not to: this file runs first.
window.CMS_MANUAL_INIT = true;

/** The editor's messages in the validator's words ("Description must be 50 to 170 characters long"). */
const WIDGET_MESSAGES = {
  required: "%{fieldLabel} is required.",
  regexPattern: "%{fieldLabel} %{pattern}.",
  range: "%{fieldLabel} must be %{minValue} to %{maxValue}.",
  min: "%{fieldLabel} must be at least %{minValue}.",
  max: "%{fieldLabel} must be at most %{maxValue}.",
  rangeCount: "%{fieldLabel} must have %{minCount} to %{maxCount} items.",
  rangeCountExact: "%{fieldLabel} must have exactly %{count} items.",
  rangeMin: "%{fieldLabel} must have at least %{minCount} items.",
  rangeMax: "%{fieldLabel} must have at most %{maxCount} items.",
};

function registerMessages(cms: DecapCms) {
  const en = cms.getLocale("en") as { editor: { editorControlPane: { widget: Record<string, string> } } } | undefined;
  if (!en) return;
  cms.registerLocale("en", {
    ...en,
    editor: {
      ...en.editor,
      editorControlPane: {
        ...en.editor.editorControlPane,
        widget: { ...en.editor.editorControlPane.widget, ...WIDGET_MESSAGES },
      },
    },
  });
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

document.addEventListener("DOMContentLoaded", async () => {
  // Previews are drawn synchronously (renderSitePage): the static parts' code must be here first.
  await preloadStaticParts();
  const cms = window.CMS;
  if (!cms || !window.h) throw new Error("Decap CMS did not load (/admin/build/decap/decap-cms.js)");
  registerMessages(cms);
  registerPreviews(cms, window.h);
  cms.registerCustomFormat(CONTENT_JSON_FORMAT, "json", { fromFile: (text) => JSON.parse(text), toFile: contentJson });
  const backend = backendFromEnv({
    CMS_BACKEND: process.env.CMS_BACKEND,
    CMS_REPO: process.env.CMS_REPO,
    CMS_BRANCH: process.env.CMS_BRANCH,
    CMS_AUTH_BASE_URL: process.env.CMS_AUTH_BASE_URL,
  });
  // `npm run cms` may move decap-server off config.yml's default port (8081): point the editor at it.
  const decapPort = process.env.DECAP_SERVER_PORT;
  const localBackend = decapPort
    ? { local_backend: { url: `${location.protocol}//${location.hostname}:${decapPort}/api/v1` } }
    : {};
  cms.init({ config: { ...(backend ? { backend } : {}), ...localBackend } });
});
