import 'server-only';

export type { Database, GetDatabase, Queryable } from './types';
// The one database of this process (./connection), kept apart from the start-up check
// (./startup), which needs it too.
export { database } from './connection';
// What other domains ask of this process's storage besides queries: which backend and the data
// folder. The start-up check is in ./jobs.ts.
export { dataBackend, isServerless, readableAtBuild } from './backend';
export { dataDirectory } from './lock';
// Paging for exports of any size (leads, subscribers).
export { keysetBatches } from './keyset';
