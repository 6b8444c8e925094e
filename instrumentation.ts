export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Before requests reach Next: each one is stamped with its socket address (see the module).
    const { installConnectionGuard } = await import('./lib/http/connection');
    installConnectionGuard();
  }
}
