// The page cache's index face: the handler's path, for next.config.ts. Plain Node (no aliases,
// no server-only) because next.config.ts imports it; connecting the handler at start-up is ./jobs.ts.

/** The incremental cache handler next.config.ts installs (self-hosted), relative to the project. */
export const PAGE_CACHE_HANDLER = 'lib/cache/page-cache.cjs';
