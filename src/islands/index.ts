/** Lazily loaded parts of the page that never blank it: see README.md. */
export { lazyPart, PartBoundary, isChunkLoadError, type LazyPartOptions, type PartSlots } from "./lazy-part";
export { CHUNK_RETRY_DELAY_MS, loadChunk } from "./load-chunk";
export { RELOADED_PATHS_KEY, loadFullyAfterChunkFailure, recover, reloadPathOnce, type Recovery } from "./recovery";
export { reportPartFailure, setPartFailureReporter, type PartFailureReporter } from "./report";
export { Static, preloadStaticParts, staticPart, STATIC_PART_ATTRIBUTE, type StaticPartOptions } from "./static-part";
