// Runs once as each server process starts (never during `next build`); keep each step a one-line
// call into a domain's jobs face (lib/<domain>/jobs.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Which address sign-in links and passkeys use, and whether the build's pages agree.
    const { siteUrlNotice } = await import('@/lib/env.server');
    const notice = siteUrlNotice();
    console[notice.level](notice.message);
    const { checkDatabase } = await import('@/lib/db/jobs');
    await checkDatabase();
    // Before the first request: cached pages from another database are never served, and
    // cache tags expired by other servers reach this one (lib/cache).
    const { startSharedPageCache } = await import('@/lib/cache/jobs');
    await startSharedPageCache();
    // Images an older version kept in DATA_DIR/uploads move into the database, once (docs/operations.md).
    const { importLocalUploadsAtStart } = await import('@/lib/media/jobs');
    await importLocalUploadsAtStart();
    // Before requests reach Next: each one is stamped with its socket address (see the module).
    const { installConnectionGuard } = await import('@/lib/http/jobs');
    installConnectionGuard();
    // Requests from AI crawlers are counted with the answer they got (lib/ai-crawlers/log.ts).
    const { startAiCrawlerLog } = await import('@/lib/ai-crawlers/jobs');
    startAiCrawlerLog();
    // After the check: a server that may not start drains nothing.
    const { startOutboxDrain } = await import('@/lib/outbox/jobs');
    startOutboxDrain();
    // Scheduled posts appear on their own: cached pages are refreshed once their time passes.
    const { startPublishCheck } = await import('@/lib/posts/jobs');
    startPublishCheck();
  }
}
