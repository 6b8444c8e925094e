import { startTestPostgres } from '@/scripts/lib/test-postgres';

/** A throwaway PostgreSQL server for the whole run, unless `npm test` or TEST_DATABASE_URL gave one. */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startTestPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  (globalThis as { __testPostgres?: { stop: () => void } }).__testPostgres = server;
}
