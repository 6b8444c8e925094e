import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate';
import { acquireLock, dataDirectory } from './lock';

/**
 * The embedded database: real Postgres (PGlite) in DATA_DIR, created on first use from
 * supabase/migrations and supabase/seed.sql. PGlite allows exactly one process per data
 * directory — two processes silently lose rows — so a lock file guards it.
 */

async function openLocalDatabase(): Promise<PGlite> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The embedded database is never opened during `next build`; posts render on first request.');
  }
  const root = dataDirectory();
  mkdirSync(root, { recursive: true });
  const release = acquireLock(path.join(root, 'pglite.lock'));
  try {
    const db = await PGlite.create({ dataDir: path.join(root, 'pglite') });
    await migrate(db);
    return db;
  } catch (error) {
    release();
    throw error;
  }
}

// One instance per process, shared by every bundle that imports this module.
const globalForDb = globalThis as typeof globalThis & { __localDb?: Promise<PGlite> };

export function localDatabase(): Promise<PGlite> {
  globalForDb.__localDb ??= openLocalDatabase().catch((error: unknown) => {
    globalForDb.__localDb = undefined;
    throw error;
  });
  return globalForDb.__localDb;
}

/** A throwaway in-memory database with the full schema, for tests. */
export async function memoryDatabase({ seed = false } = {}) {
  const db = await PGlite.create();
  await migrate(db, { seed });
  return db;
}
