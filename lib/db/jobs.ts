import 'server-only';

// The check instrumentation.ts runs as the server starts: the embedded database's lock, or a
// fully migrated Postgres server.
export { checkDatabase } from './startup';
