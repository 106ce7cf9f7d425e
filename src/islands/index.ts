/**
 * The islands engine: static parts the landing page never hydrates, lazily loaded parts that never
 * blank the page, and the demands that say when a part's code is fetched (README.md, lazy-parts.md).
 * Code outside src/islands imports from here and nowhere else.
 */
export { lazyPart, PartBoundary, isChunkLoadError, type LazyPartOptions, type PartSlots } from "./lazy-part";
export { CHUNK_RETRY_DELAY_MS, loadChunk } from "./load-chunk";
export {
  RELOADED_PATHS_KEY,
  browserNavigation,
  loadFullyAfterChunkFailure,
  recover,
  reloadPathOnce,
  type Recovery,
} from "./recovery";
export { reportPartFailure, setPartFailureReporter, type PartFailureReporter } from "./report";
export {
  Static,
  preloadStaticParts,
  staticPart,
  staticPartsReady,
  STATIC_PART_ATTRIBUTE,
  type StaticPartOptions,
} from "./static-part";
export { type Demand, createDemand, requestEverything, useDemanded, useRequestWhenNear } from "./demand";
export { prefetchLinksOnIntent } from "./static-links";
export { RenderedInFullProvider, useClientRendered } from "./use-client-rendered";
export { afterInputAnswered, afterNextPaint } from "./after-paint";
export { OWN_ROOT_ATTRIBUTE, mountOwnRootIslands, ownRootIsland, type OwnRootProps } from "./own-root";
