import { isNextBuild } from '@/lib/build-phase';
import { dataBackend } from './backend';
import { database, MigrationsPendingError } from './connection';
import { DatabaseLockedError, holdDataDirectory } from './lock';

function refuse(message: string): never {
  // Next.js only logs a failed register() and keeps serving; this server must not start.
  console.error(`Refusing to start: ${message}`);
  process.exit(1);
}

/**
 * Checks the database as the server starts (instrumentation.ts). The embedded one: takes its
 * lock, so a second server on the same DATA_DIR exits at once with the reason instead of
 * serving cached pages and failing on its first query. A Postgres server: it must hold every
 * migration. A server that cannot reach it yet still starts (cached pages keep serving).
 */
export async function checkDatabase() {
  if (isNextBuild()) return;
  if (dataBackend === 'embedded') {
    try {
      holdDataDirectory();
    } catch (error) {
      if (error instanceof DatabaseLockedError) refuse(error.message);
      throw error;
    }
    return;
  }
  try {
    await database();
  } catch (error) {
    if (error instanceof MigrationsPendingError) refuse(error.message);
    console.error('The database at DATABASE_URL could not be reached as the server started; pages will retry on each request.', error);
  }
}
