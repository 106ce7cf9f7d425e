/**
 * Decap CMS 3 (3.16.3 here) loads an entry only when its editor is first drawn: its route
 * `/collections/:name/entries/*` keeps the same Editor when the address moves to another entry, and
 * the Editor's componentDidUpdate reloads nothing (it only starts a new draft for `/new`). So an
 * address typed, bookmarked or reached by Back while an entry is open showed the previous entry's
 * content under the new address, and Publish saved the previous entry (decaporg/decap-cms#4147,
 * reported in August 2020 and still open: "Field not updating when linking between pages inside CMS").
 *
 * `reopenEntriesByAddress` listens to `hashchange` before Decap's router (this script runs before
 * Decap's), and when the address moves from one entry's editor to another's, hides the change from
 * Decap and goes there through an address of no route of Decap's: Decap takes its editor down, and
 * the entry then opens in a new editor, which loads it (a moment's "not found", not a reload of the
 * 5 MB editor). With unsaved changes the marketer is asked first; staying puts the old address back.
 * Decap's own moves are left to it: a new entry or a duplicate in the same collection (Decap starts
 * that draft itself), and the move from a new entry to its address once it is saved (Decap loads
 * that entry itself).
 *
 * Guarded by decap-entry-address.test.ts and tests/e2e/cms-admin.spec.ts ("entries opened by their
 * address in every order…"). Remove when Decap reloads the entry on a route change (the e2e test
 * passes without this module): delete it and its call in src/cms/admin/index.ts.
 */

/** What an editor address names: a collection and an entry, or a new entry. */
export interface EditorRoute {
  collection: string;
  /** The entry's slug (its path in the collection), or null for a new entry. */
  entry: string | null;
}

export function editorRouteOf(hash: string): EditorRoute | null {
  const match = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)(?:\?.*)?$/.exec(hash);
  return match
    ? { collection: decodeURIComponent(match[1]), entry: match[2] ? decodeURIComponent(match[2]) : null }
    : null;
}

/**
 * Whether Decap would keep showing the entry at `from` after the address moved to `to`. `newEntrySaved`:
 * a new entry was saved moments ago, after which Decap moves from `/new` to its address itself.
 */
export function keepsStaleEntry(from: string, to: string, newEntrySaved: boolean): boolean {
  const before = editorRouteOf(from);
  const after = editorRouteOf(to);
  if (!before || !after) return false;
  if (before.collection !== after.collection) return true;
  if (after.entry === null) return false;
  if (before.entry === null && newEntrySaved) return false;
  return before.entry !== after.entry;
}

export interface EntryAddressOptions {
  /** Whether the open entry has changes not yet saved. */
  unsavedChanges(): boolean;
  /** Asks the marketer to leave those changes; true to leave. */
  confirmLeave(): boolean;
  /** Whether a new entry was saved moments ago (asked once per move: the answer is used up). */
  newEntrySaved(): boolean;
  /** Whether Decap still draws an entry's editor. */
  editorShown(): boolean;
  /** An address to go to instead of the one reached (a post's address → its entry), or null. */
  rewrite?(hash: string): string | null;
  target?: Window;
}

/**
 * The address the move passes through: no route of Decap's, so it draws its "not found" page for a moment,
 * which takes the editor down and loads nothing (a collection's list loads its entries, and an entry opened
 * while they loaded was seen to stay at "Loading entry..." on a busy machine).
 */
export const PASSING_ADDRESS = "#/opening-entry";

/** How long the move waits for Decap to take the editor down before it opens the entry anyway. */
const EDITOR_GONE_MS = 3_000;

export function reopenEntriesByAddress(options: EntryAddressOptions): void {
  const target = options.target ?? window;
  let shown = target.location.hash;
  /** The move under way: through `list` (PASSING_ADDRESS, where Decap takes its editor down) to `to`. */
  let move: { list: string; to: string } | null = null;
  const whenEditorGone = (then: () => void, since = Date.now()) => {
    if (!options.editorShown() || Date.now() - since > EDITOR_GONE_MS) then();
    else target.setTimeout(() => whenEditorGone(then, since), 50);
  };
  target.addEventListener("hashchange", (event) => {
    const to = target.location.hash;
    if (move && to === move.list) {
      // Decap leaves the editor now; its "leave this page?" was answered by the marketer already.
      const { to: entry } = move;
      const confirm = target.confirm;
      target.confirm = () => true;
      target.setTimeout(() => {
        target.confirm = confirm;
        whenEditorGone(() => target.location.replace(entry));
      });
      move = null;
      shown = to;
      return;
    }
    const rewritten = options.rewrite?.(to);
    if (rewritten && rewritten !== to) {
      // Decap sees only the rewritten address, which fires its own hashchange.
      event.stopImmediatePropagation();
      target.location.replace(rewritten);
      return;
    }
    const from = shown;
    shown = to;
    if (!keepsStaleEntry(from, to, options.newEntrySaved())) return;
    event.stopImmediatePropagation();
    if (options.unsavedChanges() && !options.confirmLeave()) {
      target.history.replaceState(target.history.state, "", from);
      shown = from;
      return;
    }
    move = { list: PASSING_ADDRESS, to };
    target.location.replace(move.list);
  });
}
