// `npm run bench:newsletter [subscribers]`: a post sent to 10,000 (default) confirmed subscribers
// through the newsletter outbox of a production server on the embedded database, against a local
// SMTP sink. Prints: how long queueing the send takes (the one statement the admin's button runs),
// how long the drain takes to hand every e-mail to the sink, the server's peak memory (RSS) while it
// sends, and the latency of two public pages during the send against the same server idle after.
// NEWSLETTER_RATE_PER_MINUTE is set far above the count, so the figure is the machine's, not the cap's.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { describeLatency, sampleLatency, watchPeakRss } from './lib/measure.mjs';
import { queueNewsletterSend, sendEnv, waitForSend } from './lib/newsletter-send.mjs';
import { startReceivers } from './lib/receivers.mjs';
import { startServer } from './lib/server.mjs';

if (process.env.BASE_URL) throw new Error('bench:newsletter fills its own embedded database; run it without BASE_URL.');
const total = Number(process.argv[2] ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 3300) + 8;
const logFile = path.join(tmpdir(), `bench-newsletter-${Date.now()}.log`);
const receivers = await startReceivers({ smtpPort: port + 21, webhookPort: port + 22 });
const pages = ['/', '/blog'];

const { dataDir, queueMs } = await queueNewsletterSend({ port, total, logFile });

// The server starts with the send queued; its drain starts within seconds.
const server = await startServer({ port, env: sendEnv(receivers, total), dataDir, logFile });
const started = performance.now();
let done = false;
const peakRss = watchPeakRss(server.pid);
const during = sampleLatency(server.url, pages, () => done, 0);
const sendMs = await waitForSend(receivers, total, { started, logFile });
done = true;
const busy = await during;
const peak = peakRss();
const idle = await sampleLatency(server.url, pages, () => true, Math.min(busy.length, 200));
await server.stop();
await receivers.down();

console.log(`bench:newsletter — ${total} confirmed subscribers, embedded database, local SMTP sink (${new Date().toISOString().slice(0, 10)})`);
console.log(`  queue the send (one transaction):   ${queueMs.toFixed(0)} ms`);
console.log(`  drain to the sink:                  ${(sendMs / 1000).toFixed(1)} s (${((total / sendMs) * 60_000).toFixed(0)} e-mails a minute), includes the drain's first tick (~3 s)`);
console.log(`  e-mails received: ${receivers.mail.received}, distinct Message-IDs: ${receivers.mail.distinct}`);
console.log(`  server peak RSS during the send:    ${peak.toFixed(0)} MB`);
console.log(`  ${pages.join(' and ')} during the send: ${describeLatency(busy)}`);
console.log(`  ${pages.join(' and ')} idle afterwards:  ${describeLatency(idle)}`);
process.exit(0);
