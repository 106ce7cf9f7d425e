/**
 * Where the editor's workarounds reach Decap CMS's backends (decap-uploads.ts, decap-commit-guard.ts):
 * each registered backend makes its implementation in `init`, before the editor starts, and the
 * workarounds change that implementation's methods. One way in, so two of them wrap the same
 * implementation rather than one of two copies.
 */

export interface BackendRegistry {
  getBackend(name: string): { init(...args: unknown[]): unknown } | undefined;
}

/** Calls `change` with the implementation each named backend makes (before the editor starts). */
export function changeBackends<Implementation>(
  cms: BackendRegistry,
  backendNames: readonly string[],
  change: (implementation: Implementation) => void,
): void {
  for (const name of new Set(backendNames)) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: unknown[]) => {
      const implementation = init(...args) as Implementation;
      change(implementation);
      return implementation;
    };
  }
}
