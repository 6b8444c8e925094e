import { isNextBuild } from '@/lib/build-phase';
import { supabaseConfig } from './backend';
import { DatabaseLockedError, holdDataDirectory } from './lock';

/**
 * Takes the embedded database's lock as the server starts (instrumentation.ts), so a second
 * server on the same DATA_DIR exits at once with the reason instead of serving cached pages
 * and failing on its first query. Nothing to do on Supabase or during `next build`.
 */
export function holdEmbeddedDatabase() {
  if (isNextBuild() || supabaseConfig()) return;
  try {
    holdDataDirectory();
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // Next.js only logs a failed register() and keeps serving; this server must not start.
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
}
