// `npm run bench:memory [-- --quick]`: the server's memory on a small machine. Prints, in one run:
// - idle RSS of `next start` after one request to each public route and 20 s idle, for the bare
//   page, the site on the embedded database, the pages floor (the same pages' markup on the bare
//   fixture, one route each: bench/lib/server.mjs) and the site on PostgreSQL, with the ratio to
//   the bare page and where the memory is (native malloc, anonymous, mapped files);
// - the peak RSS during a 10,000-subscriber newsletter send (embedded database) and during the CSV
//   export of 100,000 leads (PostgreSQL), with the latency of / and /blog sampled during each.
// `--quick` skips the send and the export. `--snapshot` also takes a V8 heap snapshot of the idle
// pages floor and PostgreSQL server, after their RSS is read, and prints what each holds by script
// file (bench/lib/heap-by-script.mjs); the files stay in the temporary directory. `--small-machine[=MB]` starts every server in a memory
// cgroup of 1,024 MB (or MB; bench/lib/cgroup.mjs, needs root), so V8 sizes its heap as on a
// machine that small instead of this one. NODE_OPTIONS (e.g. --max-old-space-size=N) reaches
// every server, as do glibc's MALLOC_* settings (the script sets those `npm start` sets).
// `next build` must have run. Exits non-zero when a goal is missed.
import { readdirSync, renameSync, statSync } from 'node:fs';
import { loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { migrate } from '../lib/db/migrate.ts';
import { memoryCgroup } from './lib/cgroup.mjs';
import { createPostgresDatabase } from '../lib/db/postgres.ts';
import { createTestDatabase, startTestPostgres } from '../scripts/lib/test-postgres.ts';
import { describeHeap } from './lib/heap-by-script.mjs';
import { describeLatency, percentile, rssBreakdown, rssMb, sampleLatency, watchPeakRss } from './lib/measure.mjs';
import { queueNewsletterSend, sendEnv, waitForSend } from './lib/newsletter-send.mjs';
import { startReceivers } from './lib/receivers.mjs';
import { seedLeads, signIn } from './lib/scale-data.mjs';
import { benchPort, routeList, startFloor, startPagesFloor, startServer } from './lib/server.mjs';

if (process.env.BASE_URL || process.env.FLOOR_URL) throw new Error('bench:memory starts its own servers; run it without BASE_URL or FLOOR_URL.');
const quick = process.argv.includes('--quick');
const snapshot = process.argv.includes('--snapshot');
if (snapshot && !quick) throw new Error('--snapshot needs --quick: a snapshot would move the export\'s peak that follows it.');
// Every server this script starts writes a heap snapshot on SIGUSR2 (set now, it reaches only them).
if (snapshot) process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2`.trim();
const heaps = [];
const small = process.argv.find((arg) => arg.startsWith('--small-machine'));
const machineMb = small ? Number(small.split('=')[1] ?? 1024) : null;
if (machineMb) {
  const cgroup = memoryCgroup('bench-small-machine', machineMb);
  if (cgroup.problem) throw new Error(`--small-machine: ${cgroup.problem}`);
  process.env.BENCH_CGROUP = cgroup.dir;
}
const SUBSCRIBERS = 10_000;
const LEADS = 100_000;
const IDLE_MS = 20_000;
const GOALS = { embeddedIdle: 250, postgresRatio: 1.3, peak: 350, p95: 500 };
const port = benchPort(40);
const logFile = path.join(tmpdir(), `bench-memory-${Date.now()}.log`);
const ADMIN_KEY = 'bench-admin-key-0123456789';
const staff = { ADMIN_KEY, SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123' };
const pages = ['/', '/blog'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const routes = await routeList();
const rows = [];
let ok = true;

function row(setup, mb, goal, met, extra = {}) {
  ok &&= met;
  rows.push({ setup, 'RSS MB': mb.toFixed(0), ...extra, goal: goal ? `${goal}: ${met ? 'met' : 'MISSED'}` : '' });
}

/** One request to each route (the bare page has only `/`, asked as often), then 20 s idle. */
async function idleRss(server, paths) {
  for (const route of paths) await (await fetch(`${server.url}${route}`)).arrayBuffer();
  await sleep(IDLE_MS);
  const { heap, anonymous, files } = rssBreakdown(server.pid);
  return { mb: rssMb(server.pid), where: `malloc ${heap.toFixed(0)}, anon ${anonymous.toFixed(0)}, files ${files.toFixed(0)}` };
}

/** With --snapshot: the server's heap, written where it runs and moved beside the log. */
async function heapSnapshot(server, name) {
  if (!snapshot) return;
  const taken = () => new Set(readdirSync('.').filter((file) => file.endsWith('.heapsnapshot')));
  const before = taken();
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0, last = -1; waited < 120_000; waited += 500) {
    await sleep(500);
    const file = [...taken()].find((each) => !before.has(each) && each.includes(`.${server.pid}.`));
    if (!file) continue;
    const size = statSync(file).size;
    // V8 writes the file as it walks the heap: done once its size holds for half a second.
    if (size > 0 && size === last) {
      const target = path.join(tmpdir(), `bench-memory-${name.replace(/\W+/g, '-')}-${Date.now()}.heapsnapshot`);
      renameSync(file, target);
      heaps.push(`${name} (${target}):\n${describeHeap(target)}`);
      return;
    }
    last = size;
  }
  throw new Error(`The ${name} server wrote no heap snapshot within 120 s`);
}

// --- Idle: the bare page, the embedded database, PostgreSQL, one after another.
const floor = await startFloor({ port });
const bare = await idleRss(floor, routes.map(() => '/'));
await floor.stop();
row('bare page, idle', bare.mb, '', true, { 'ratio to bare': '1.00', where: bare.where });

const embedded = await startServer({ port, env: { OUTBOX_INTERVAL_SECONDS: '0' }, logFile });
const embeddedIdle = await idleRss(embedded, routes);
row('embedded database, idle', embeddedIdle.mb, `≤ ${GOALS.embeddedIdle} MB`, embeddedIdle.mb <= GOALS.embeddedIdle, { 'ratio to bare': (embeddedIdle.mb / bare.mb).toFixed(2), where: embeddedIdle.where });

// The floor under the PostgreSQL goal: the site's pages on Next with none of the site's code.
const pagesFloor = await startPagesFloor({ port: port + 2, siteUrl: embedded.url, routes });
await embedded.stop();
const pagesIdle = await idleRss(pagesFloor, pagesFloor.paths);
await heapSnapshot(pagesFloor, 'pages floor');
await pagesFloor.stop();
row(`pages floor (${routes.length} routes of the site's markup, no site code), idle`, pagesIdle.mb, '', true, { 'ratio to bare': (pagesIdle.mb / bare.mb).toFixed(2), where: pagesIdle.where });

const own = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const database = await createTestDatabase('bench_memory', process.env.TEST_DATABASE_URL ?? own.url);
const sql = createPostgresDatabase(database.url, { max: 2 });
await migrate(sql, { seed: true });
const postgres = await startServer({ port: port + 1, env: { DATABASE_URL: database.url, OUTBOX_INTERVAL_SECONDS: '0', ...staff }, logFile });
const postgresIdle = await idleRss(postgres, routes);
await heapSnapshot(postgres, 'PostgreSQL');
const ratio = postgresIdle.mb / bare.mb;
row('PostgreSQL, idle', postgresIdle.mb, `≤ ${GOALS.postgresRatio}× bare`, ratio <= GOALS.postgresRatio, { 'ratio to bare': ratio.toFixed(2), where: postgresIdle.where });

/** Peak RSS and / and /blog latency while `work()` runs. */
async function during(server, work) {
  let done = false;
  const peakRss = watchPeakRss(server.pid, 100);
  const sampled = sampleLatency(server.url, pages, () => done, 0);
  const result = await work();
  done = true;
  const times = await sampled;
  return { peak: peakRss(), times, result };
}

function loadRow(setup, { peak, times }, note) {
  const p95 = percentile(times, 95);
  row(setup, peak, `peak < ${GOALS.peak} MB, p95 < ${GOALS.p95} ms`, peak < GOALS.peak && p95 < GOALS.p95, { 'ratio to bare': '', where: `${pages.join(' and ')}: ${describeLatency(times)}; ${note}` });
}

if (!quick) {
  // --- The CSV export of 100,000 leads on PostgreSQL, on the server measured idle above.
  await seedLeads(sql, LEADS);
  const admin = await signIn(postgres.url, process.env.NEXT_DIST_DIR || '.next', ADMIN_KEY);
  const exported = await during(postgres, async () => {
    const response = await fetch(`${postgres.url}/admin/leads/export/contacts`, { headers: admin });
    if (!response.ok) throw new Error(`The export answered ${response.status}`);
    let lines = 0;
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines++;
    return lines - 1;
  });
  loadRow(`PostgreSQL, CSV export of ${LEADS} leads`, exported, `${exported.result} rows`);
}
await postgres.stop();
await sql.end();
await database.drop();
own?.stop();

if (!quick) {
  // --- The newsletter send on the embedded database.
  const receivers = await startReceivers({ smtpPort: port + 21, webhookPort: port + 22 });
  const { dataDir } = await queueNewsletterSend({ port, total: SUBSCRIBERS, logFile });
  const server = await startServer({ port, env: sendEnv(receivers, SUBSCRIBERS), dataDir, logFile });
  const sent = await during(server, () => waitForSend(receivers, SUBSCRIBERS, { logFile }));
  await server.stop();
  await receivers.down();
  loadRow(`embedded database, send to ${SUBSCRIBERS} subscribers`, sent, `${receivers.mail.distinct} e-mails in ${(sent.result / 1000).toFixed(0)} s`);
}

const load = loadavg().map((n) => n.toFixed(2)).join(' ');
const machine = machineMb ? `servers in a ${machineMb} MB memory cgroup` : `this machine's ${(totalmem() / 1024 ** 3).toFixed(1)} GB`;
console.log(`bench:memory — ${new Date().toISOString().slice(0, 10)}, ${machine}, ${routes.length} routes, ${IDLE_MS / 1000} s idle; NODE_OPTIONS=${process.env.NODE_OPTIONS ?? ''} MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? ''} MALLOC_TRIM_THRESHOLD_=${process.env.MALLOC_TRIM_THRESHOLD_ ?? ''}; load average ${load}; server log ${logFile}`);
console.table(rows);
for (const heap of heaps) console.log(`\nHeap at idle, ${heap}`);
process.exit(ok ? 0 : 1);
