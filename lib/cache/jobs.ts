import 'server-only';
import { database, dataBackend, isServerless } from '@/lib/db';
import { runtimeEnv } from '@/lib/env.server';
import PageCache from './page-cache.cjs';
import { tagStore } from './tag-store';

/**
 * How often each server on PostgreSQL looks for cache tags other servers expired
 * (CACHE_POLL_SECONDS, default 1; docs/performance.md says what it costs). 0 leaves this
 * server's page cache unconnected: its own, as if no other server existed, with no database
 * stamp either; for one server alone that wants no query a second.
 */
export function pollSeconds(): number {
  const configured = Number(runtimeEnv('CACHE_POLL_SECONDS') ?? 1);
  return Number.isFinite(configured) && configured >= 0 ? configured : 1;
}
/** The longest a starting server waits for the database before serving its cache unchecked. */
const CONNECT_WAIT_MS = 5_000;
/** A fractional CACHE_POLL_SECONDS polls no faster than this, so a typo cannot flood the database. */
const MIN_POLL_MS = 100;

/**
 * Connects this server's page cache to the database as the server starts (instrumentation.ts).
 * This bundle's copy of the handler and the one Next loads share their state (on globalThis) and
 * Next's tags manifest. On a PostgreSQL server it polls for other servers' expirations; the
 * embedded database has one process, so its own writes are all there is to know. On serverless
 * hosts the platform's cache is shared already and this handler is not installed.
 */
export async function startSharedPageCache() {
  const seconds = pollSeconds();
  if (isServerless() || seconds === 0) return;
  const connected = PageCache.connect(tagStore(database), { pollMs: dataBackend === 'postgres' ? Math.max(MIN_POLL_MS, seconds * 1000) : 0 });
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
}
