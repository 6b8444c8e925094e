import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import { databaseUrl, isServerless } from './backend';
import { pendingMigrations } from './migrate';
import { createPostgresDatabase } from './postgres';
import type { Database } from './types';

export class MigrationsPendingError extends Error {
  constructor(pending: string[]) {
    super(
      `The database at DATABASE_URL is missing ${pending.length} migration${pending.length === 1 ? '' : 's'} ` +
        `(${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}). Run \`npm run db:migrate\` with the same DATABASE_URL, then start again.`,
    );
    this.name = 'MigrationsPendingError';
  }
}

function poolSize() {
  const configured = Number(runtimeEnv('DATABASE_POOL_MAX'));
  if (Number.isInteger(configured) && configured > 0) return configured;
  return isServerless() ? 1 : 10;
}

async function openPostgres(url: string): Promise<Database> {
  const db = createPostgresDatabase(url, { max: poolSize() });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) throw new MigrationsPendingError(pending.map((m) => `${m.version}_${m.name}`));
  } catch (error) {
    await db.end();
    throw error;
  }
  return db;
}

// One pool per process, shared by every bundle that imports this module.
const globalForDb = globalThis as typeof globalThis & { __database?: Promise<Database> };

/**
 * The one database of this process: the Postgres server at DATABASE_URL (refused until it is
 * fully migrated), or the embedded PGlite database in DATA_DIR. Repositories take this getter.
 */
export function database(): Promise<Database> {
  const url = databaseUrl();
  // PGlite's code loads only where it runs: a server on PostgreSQL never holds it (docs/performance.md).
  if (!url) return import('./pglite').then(({ localDatabase }) => localDatabase());
  globalForDb.__database ??= openPostgres(url).catch((error: unknown) => {
    globalForDb.__database = undefined;
    throw error;
  });
  return globalForDb.__database;
}
