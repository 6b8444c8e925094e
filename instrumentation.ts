// Runs once as each server process starts (never during `next build`); keep each step a one-line call into lib/.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { holdEmbeddedDatabase } = await import('@/lib/db/startup');
    holdEmbeddedDatabase();
  }
}
