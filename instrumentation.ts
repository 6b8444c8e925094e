/** Runs once when a server process starts (Next.js instrumentation). */
export async function register() {
  // Node only (not the edge runtime), and never while `next build` prerenders.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxDrain } = await import('./lib/leads/outbox-drain');
  startOutboxDrain();
}
