// A post queued for `total` confirmed subscribers in a fresh embedded database, as the admin's
// 'Send' leaves it, for the benches that measure the drain (bench:newsletter, bench:memory).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { startServer } from './server.mjs';

/** What the server needs to send: a local SMTP sink, the rate cap far above the count. */
export const sendEnv = (receivers, total) => ({
  SMTP_URL: receivers.smtpUrl,
  NEWSLETTER_FROM: 'Bench <news@bench.example>',
  NEWSLETTER_RATE_PER_MINUTE: String(total * 100),
  OUTBOX_INTERVAL_SECONDS: '1',
});

/**
 * A server creates and seeds the embedded database; stopped, the database is filled directly.
 * Returns the data directory (start a server on it to send) and how long queueing took.
 */
export async function queueNewsletterSend({ port, total, logFile }) {
  const server = await startServer({ port, env: { OUTBOX_INTERVAL_SECONDS: '0' }, logFile });
  await fetch(`${server.url}/blog/rss.xml`);
  await server.stop();
  const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pglite') });
  await db.query(
    `insert into public.newsletter_subscribers (email, source, status)
     select 'reader-' || g || '@bench.example', 'footer', 'confirmed' from generate_series(1, $1::int) g`,
    [total],
  );
  const post = (await db.query(`select id, slug, title, content from public.blog_posts where published order by created_at desc limit 1`)).rows[0];
  // What the admin's 'Send' stores (createSend in the newsletter repository): the send, and one row per address.
  const queueStarted = performance.now();
  await db.transaction(async (tx) => {
    const send = await tx.query(
      `insert into public.newsletter_sends (post_id, post_slug, subject, html, text, sent_by) values ($1, $2, $3, $4, $5, 'Bench') returning id`,
      [post.id, post.slug, post.title, `<h1>${post.title}</h1>\n<div>${post.content}</div>`, post.content],
    );
    await tx.query(
      `insert into public.newsletter_deliveries (subscriber_id, kind, send_id, post_id)
       select s.id, 'post', $1, $2 from public.newsletter_subscribers s where s.status = 'confirmed'
       on conflict (post_id, subscriber_id) where post_id is not null do nothing`,
      [send.rows[0].id, post.id],
    );
  });
  const queueMs = performance.now() - queueStarted;
  await db.close();
  return { dataDir: server.dataDir, queueMs };
}

/** Resolves once the sink has `total` distinct e-mails; logs every tenth; gives up after `timeoutMs`. */
export async function waitForSend(receivers, total, { started = performance.now(), timeoutMs = 30 * 60_000, logFile } = {}) {
  let shown = 0;
  while (receivers.mail.distinct < total) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (receivers.mail.distinct - shown >= total / 10) console.log(`  … ${(shown = receivers.mail.distinct)} received after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (performance.now() - started > timeoutMs) throw new Error(`Only ${receivers.mail.distinct} of ${total} after ${timeoutMs / 60_000} minutes (log: ${logFile})`);
  }
  return performance.now() - started;
}
