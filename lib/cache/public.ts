// Plain Node (no aliases, no server-only): next.config.ts imports it.

/** The incremental cache handler next.config.ts installs (self-hosted), relative to the project. */
export const PAGE_CACHE_HANDLER = 'lib/cache/page-cache.cjs';
