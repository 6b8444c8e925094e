// Runs once as each server process starts (never during `next build`); keep each step a one-line call into lib/.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { holdEmbeddedDatabase } = await import('@/lib/db/startup');
    holdEmbeddedDatabase();
    // Before requests reach Next: each one is stamped with its socket address (see the module).
    const { installConnectionGuard } = await import('@/lib/http/connection');
    installConnectionGuard();
  }
}
