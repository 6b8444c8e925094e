import 'server-only';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { isNextBuild } from '@/lib/build-phase';
import { migrate } from './migrate';
import { dataDirectory, holdDataDirectory, restrictPermissions } from './lock';

/**
 * The embedded database: real Postgres (PGlite) in DATA_DIR, created on first use from
 * supabase/migrations and supabase/seed.sql. PGlite allows exactly one process per data
 * directory — two processes silently lose rows — so a lock file guards it. The server takes
 * the lock as it starts (instrumentation.ts); taking it here again is a no-op then, and covers
 * `next dev` reloads and scripts.
 */

/**
 * The embedded database shares the site's process, so its memory is the server's: Postgres's
 * default 128 MB of shared buffers would be most of a small machine's. 16 MB holds this site's
 * data many times over (docs/performance.md has the measurements).
 */
const SMALL_SERVER = ['-c', 'shared_buffers=16MB'];

/**
 * V8 compiles PGlite's WebAssembly a function at a time as each is first called, rather than all
 * of it as it loads: most of Postgres never runs here, and its compiled code would stay in memory.
 * And it keeps that code on its baseline compiler (Liftoff). Tiering one of Postgres's hot
 * functions (105 KB of WebAssembly) up to the optimizing compiler took 640 MB for 0.4 s, moments
 * after the first query: a small machine's memory. The optimized code made this site's queries
 * no faster that could be measured, and it stayed resident (about 50 MB); docs/performance.md.
 */
const WASM_FLAGS = ['--wasm-lazy-compilation', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/**
 * A new database is made (Postgres's initdb) by a Node process of its own, which exits when it is
 * done. initdb runs a second Postgres beside the first and copies the data directory between
 * them: about 700 MB for a second and a half. In the server's process that peak left 30–40 MB of
 * freed memory that glibc keeps for as long as the server runs (idle 260 MB against 225 MB for a
 * server that opens an existing database); a process that exits gives all of it back. Same test
 * as PGlite's own: a data directory without PG_VERSION gets initdb.
 */
async function createDatabase(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // Node resolves the package from the working directory, the project's, as `next start` runs.
  const script = "const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create({ dataDir: process.argv[1] })).close();";
  try {
    await promisify(execFile)(process.execPath, [...WASM_FLAGS, '--input-type=module', '-e', script, dataDir]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dataDir}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

async function openLocalDatabase(): Promise<PGlite> {
  if (isNextBuild()) {
    throw new Error('The embedded database is never opened during `next build`; posts render on first request.');
  }
  const root = dataDirectory();
  holdDataDirectory(root);
  const dataDir = path.join(root, 'pglite');
  await createDatabase(dataDir);
  for (const flag of WASM_FLAGS) setFlagsFromString(flag);
  const db = await PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...SMALL_SERVER] });
  await migrate(db, { seed: true });
  // PGlite unpacks a new database with mode 0666; Postgres creates later files as 0600 itself.
  restrictPermissions(root);
  return db;
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
