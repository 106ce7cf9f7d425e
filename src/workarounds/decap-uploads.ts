/**
 * Two gaps in Decap CMS 3's uploads, closed from outside its prebuilt bundle (the content editor only;
 * the site never loads this):
 *
 * 1. Decap takes any file picked in its media library: no hook runs before it reads the file input.
 *    `checkFilesBeforeDecap` listens to file inputs' `change` first (capturing on window, before
 *    React's listener on its root), holds the event back, and hands Decap a copy of it only when
 *    `check` passes the files; otherwise the input is emptied and Decap never sees them.
 * 2. While an entry is open, every file uploaded in the media library becomes one of the entry's
 *    files and is committed with it, chosen or not. `commitOnlyNamedUploads` wraps the backends'
 *    `persistEntry` so that only the files the entry's text names are committed.
 *
 * Guarded by tests/e2e/cms-admin.spec.ts (a text file renamed .jpg is refused and never written; a
 * file uploaded but not chosen is not committed) and decap-uploads.test.ts. Remove when Decap
 * offers a check before upload and commits only the media an entry uses.
 */

import { type BackendRegistry, changeBackends } from "./decap-backends";

/** Events this module dispatched itself: Decap may have them. */
const handedOn = new WeakSet<Event>();

export function checkFilesBeforeDecap(check: (files: File[]) => Promise<boolean>, target: Window = window): void {
  target.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || handedOn.has(event)) return;
      event.stopImmediatePropagation();
      const files = [...(input.files ?? [])];
      void check(files).then((pass) => {
        if (!pass) {
          input.value = "";
          return;
        }
        const copy = new Event("change", { bubbles: true });
        handedOn.add(copy);
        input.dispatchEvent(copy);
      });
    },
    { capture: true },
  );
}

interface DataFile {
  raw: string;
}
interface Asset {
  path: string;
}

/** The uploads an entry's files name (by file name: `cover: photo.jpg`, `"src": "../images/work/photo.jpg"`). */
export function namedAssets<A extends Asset>(dataFiles: readonly DataFile[], assets: readonly A[]): A[] {
  const text = dataFiles.map((file) => file.raw).join("\n");
  return assets.filter((asset) => text.includes(asset.path.split("/").pop() ?? asset.path));
}

interface BackendImplementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: Asset[] }, options: unknown): Promise<unknown>;
}

/** Wraps the named backends (before the editor starts) so an entry commits only the uploads it names. */
export function commitOnlyNamedUploads(cms: BackendRegistry, backendNames: readonly string[]): void {
  changeBackends<BackendImplementation>(cms, backendNames, (implementation) => {
    const persistEntry = implementation.persistEntry.bind(implementation);
    implementation.persistEntry = (entry, options) =>
      persistEntry({ ...entry, assets: namedAssets(entry.dataFiles, entry.assets) }, options);
  });
}
