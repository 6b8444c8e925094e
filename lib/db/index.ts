import 'server-only';

export type { Database, GetDatabase, Queryable } from './types';
// The one database of this process (./connection), kept apart from the start-up check
// (./startup), which needs it too.
export { database } from './connection';
// What other domains ask of this process's storage besides queries: which backend, the data
// folder, and the check instrumentation.ts runs at start-up.
export { dataBackend, isServerless, readableAtBuild } from './backend';
export { dataDirectory } from './lock';
export { checkDatabase } from './startup';
