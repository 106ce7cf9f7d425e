/**
 * Decap CMS 3 has no hook that sees what an entry's save will commit, or that can refuse a
 * deletion, with the backend at hand: its `preSave` event gets the entry's data only, and nothing
 * runs before a delete but `preUnpublish`, without the site's other files. The content editor must
 * refuse what the build would refuse before anything is written (src/cms/admin/publish-check.ts),
 * so this wraps the registered backends' `persistEntry` and `deleteFiles`: the guard reads the
 * site through the same backend (`entriesByFolder`, `getEntry`), and a guard that throws stops the
 * commit; Decap then shows "Nothing was published: <the error's message>" (or its delete toast).
 *
 * Guarded by decap-commit-guard.test.ts and tests/e2e/cms-admin.spec.ts (a refused save writes
 * nothing; a page others link to is not deleted). Remove when Decap offers a validation hook with
 * the serialized entry and a pre-delete event that can refuse.
 */

import { type BackendRegistry, changeBackends } from "./decap-backends";

export interface CommittedFile {
  path: string;
  raw: string;
  newPath?: string;
}

/** What a guard may read through the backend. */
export interface BackendReader {
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<Array<{ file: { path: string }; data: string }>>;
  getEntry(path: string): Promise<{ file: { path: string }; data: string }>;
}

export interface CommitGuards {
  /** Before an entry's files are committed; throw to refuse. */
  beforeCommit(files: readonly CommittedFile[], backend: BackendReader): Promise<void>;
  /** Before files are deleted; throw to refuse. */
  beforeDelete(paths: readonly string[], backend: BackendReader): Promise<void>;
}

interface BackendImplementation extends BackendReader {
  persistEntry(entry: { dataFiles: CommittedFile[] }, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

/** An error whose text is the message alone: Decap shows `String(error)` in its toast. */
export class Refusal extends Error {
  override toString(): string {
    return this.message;
  }
}

/** Wraps the named backends (before the editor starts) so that `guards` run before each commit and delete. */
export function guardCommits(cms: BackendRegistry, backendNames: readonly string[], guards: CommitGuards): void {
  changeBackends<BackendImplementation>(cms, backendNames, (implementation) => {
    const persistEntry = implementation.persistEntry.bind(implementation);
    const deleteFiles = implementation.deleteFiles.bind(implementation);
    implementation.persistEntry = async (entry, options) => {
      await guards.beforeCommit(entry.dataFiles, implementation);
      return persistEntry(entry, options);
    };
    implementation.deleteFiles = async (paths, commitMessage) => {
      await guards.beforeDelete(paths, implementation);
      return deleteFiles(paths, commitMessage);
    };
  });
}
