// `npm run bench:newsletter [subscribers]`: a post sent to 10,000 (default) confirmed subscribers
// through the newsletter outbox of a production server on the embedded database, against a local
// SMTP sink. Prints: how long queueing the send takes (the one statement the admin's button runs),
// how long the drain takes to hand every e-mail to the sink, the server's peak memory (RSS) while it
// sends, and the latency of two public pages during the send against the same server idle after.
// NEWSLETTER_RATE_PER_MINUTE is set far above the count, so the figure is the machine's, not the cap's.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { startReceivers } from './lib/receivers.mjs';
import { startServer } from './lib/server.mjs';

if (process.env.BASE_URL) throw new Error('bench:newsletter fills its own embedded database; run it without BASE_URL.');
const total = Number(process.argv[2] ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3300) + 8;
const logFile = path.join(tmpdir(), `bench-newsletter-${Date.now()}.log`);
const receivers = await startReceivers({ smtpPort: port + 21, webhookPort: port + 22 });
const env = {
  SMTP_URL: receivers.smtpUrl,
  NEWSLETTER_FROM: 'Bench <news@bench.example>',
  NEWSLETTER_RATE_PER_MINUTE: String(total * 100),
  OUTBOX_INTERVAL_SECONDS: '1',
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pages = ['/', '/blog'];

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Sequential GETs of the public pages until `until()` is true; the latencies in ms. */
async function sampleLatency(url, until, minimum = 40) {
  const times = [];
  for (let i = 0; !until() || i < minimum; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${pages[i % pages.length]}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pages[i % pages.length]} answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const describe = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (${values.length} requests)`;

// 1. A server creates and seeds the embedded database; stopped, the database is filled directly.
let server = await startServer({ port, env: { ...env, OUTBOX_INTERVAL_SECONDS: '0' }, logFile });
await fetch(`${server.url}/blog/rss.xml`);
await server.stop();
const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pglite') });
await db.query(
  `insert into public.newsletter_subscribers (email, source, status)
   select 'reader-' || g || '@bench.example', 'footer', 'confirmed' from generate_series(1, $1::int) g`,
  [total],
);
const post = (await db.query(`select id, slug, title, content from public.blog_posts where published order by created_at desc limit 1`)).rows[0];
// What the admin's 'Send' stores (lib/newsletter/sql/sends.ts createSend): the send, and one row per address.
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

// 2. The server starts with the send queued; its drain starts within seconds.
server = await startServer({ port, env, dataDir: server.dataDir, logFile });
const started = performance.now();
let done = false;
let peak = rssMb(server.pid);
const memory = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 250);
const during = sampleLatency(server.url, () => done, 0);
let shown = 0;
while (receivers.mail.distinct < total) {
  await sleep(100);
  if (receivers.mail.distinct - shown >= total / 10) console.log(`  … ${(shown = receivers.mail.distinct)} received after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (performance.now() - started > 30 * 60 * 1000) throw new Error(`Only ${receivers.mail.distinct} of ${total} after 30 minutes (log: ${logFile})`);
}
const sendMs = performance.now() - started;
done = true;
const busy = await during;
clearInterval(memory);
const idle = await sampleLatency(server.url, () => true, Math.min(busy.length, 200));
await server.stop();
await receivers.down();

console.log(`bench:newsletter — ${total} confirmed subscribers, embedded database, local SMTP sink (${new Date().toISOString().slice(0, 10)})`);
console.log(`  queue the send (one transaction):   ${queueMs.toFixed(0)} ms`);
console.log(`  drain to the sink:                  ${(sendMs / 1000).toFixed(1)} s (${((total / sendMs) * 60_000).toFixed(0)} e-mails a minute), includes the drain's first tick (~3 s)`);
console.log(`  e-mails received: ${receivers.mail.received}, distinct Message-IDs: ${receivers.mail.distinct}`);
console.log(`  server peak RSS during the send:    ${peak.toFixed(0)} MB`);
console.log(`  ${pages.join(' and ')} during the send: ${describe(busy)}`);
console.log(`  ${pages.join(' and ')} idle afterwards:  ${describe(idle)}`);
process.exit(0);
