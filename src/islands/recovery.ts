/**
 * What happens after a part of the page could not get its code. The spec's
 * rule (§8, "Chunk-load failure → browser navigates to last known path"):
 * after a deploy the open page asks for chunks that no longer exist, and a
 * full load of the same path brings the new HTML with the new chunk names.
 * At most once per path per session, so a chunk that is broken for good
 * cannot make the page reload forever.
 */

/** sessionStorage key: a JSON array of the paths already reloaded this session, e.g. `["/contact-us/"]`. */
export const RELOADED_PATHS_KEY = "lazy-part-reloaded-paths";

/**
 * What a part does when its code cannot be loaded:
 * - "reload-path": the spec's rule, a full load of the current path (once per path per session);
 * - `{ navigateTo }`: a full load of the page that offers the same thing (for a part the
 *   visitor opens with a click, so each navigation follows a click and cannot loop);
 * - "none": nothing (the part is not the visitor's; the page carries on without it).
 */
export type Recovery = "reload-path" | { navigateTo: string } | "none";

/** The browser navigations used here, in one object so that tests can replace them. */
export const browserNavigation = {
  reload: (): void => window.location.reload(),
  assign: (href: string): void => window.location.assign(href),
};

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked altogether; without it there is no loop guard, so no reload.
    return null;
  }
}

/** The paths reloaded so far this session; anything unreadable counts as none. */
export function reloadedPaths(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOADED_PATHS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Input types whose value the visitor does not type (or whose default is not their `value` attribute). */
const NOT_TYPED = ["hidden", "submit", "button", "reset", "image", "file", "range", "color"];

/**
 * Whether a select shows something else than it did on load: the options marked `selected`,
 * or, where none is, the first option that is not disabled (a single-choice select shows one).
 */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  const marked = options.some((option) => option.defaultSelected);
  const firstEnabled = options.find((option) => !option.disabled);
  return options.some(
    (option) => option.selected !== (marked ? option.defaultSelected : !select.multiple && option === firstEnabled),
  );
}

/** Whether the visitor has typed or chosen something in a form on the page (a reload would lose it). */
export function hasUnsavedInput(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>("input, textarea, select")].some((field) => {
    if (field instanceof HTMLSelectElement) return selectChanged(field);
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (!(field instanceof HTMLInputElement)) return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    if (NOT_TYPED.includes(field.type)) return false;
    return field.value !== field.defaultValue;
  });
}

/**
 * Reloads the current path, unless it was already reloaded this session, the
 * browser is offline (the reload would show the browser's offline page),
 * sessionStorage is unavailable, or the visitor has unsaved input in a form.
 * Returns whether it reloaded.
 */
export function reloadPathOnce(): boolean {
  if (typeof window === "undefined") return false;
  if (window.navigator.onLine === false || hasUnsavedInput()) return false;
  const storage = sessionStore();
  if (!storage) return false;
  const path = window.location.pathname;
  const paths = reloadedPaths(storage);
  if (paths.includes(path)) return false;
  try {
    storage.setItem(RELOADED_PATHS_KEY, JSON.stringify([...paths, path]));
  } catch {
    return false;
  }
  browserNavigation.reload();
  return true;
}

/** Whether a part with the "reload-path" recovery failed to load on this page. */
let chunkFailed = false;

/** Applies a part's recovery; returns whether the browser is now loading a page. */
export function recover(recovery: Recovery): boolean {
  if (typeof window === "undefined" || recovery === "none") return false;
  if (recovery === "reload-path") {
    chunkFailed = true;
    return reloadPathOnce();
  }
  browserNavigation.assign(recovery.navigateTo);
  return true;
}

/**
 * Called before each client-side navigation (gatsby-browser's onPreRouteUpdate). Once a part's
 * code has failed to load, the next navigation is a full load of its path instead, as Gatsby does
 * for its own chunks: the new page then comes with server HTML for every part (a client-side
 * render of a failed part would have nothing to keep) and, after a deploy, with the new chunk
 * names. Each such load follows the visitor's click, so it cannot loop. Returns whether it did.
 */
export function loadFullyAfterChunkFailure(to: Pick<Location, "pathname" | "search" | "hash">): boolean {
  if (!chunkFailed) return false;
  browserNavigation.assign(`${to.pathname}${to.search}${to.hash}`);
  return true;
}
