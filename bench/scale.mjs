// `npm run bench:scale`: the site at scale on a PostgreSQL server. Seeds 10,000 posts and 100,000
// leads into a fresh database (on the server `npm test` starts, or TEST_DATABASE_URL), starts the
// production build on it (`next build` must have run), then prints, per route, the time to the
// whole response over 50 requests (p50/p95) and the server's resident memory, and for the leads
// CSV export its time, size and how much the server's memory grew while it streamed.
// Goals (issue 30): admin screens and search ≤ 200 ms p95; the export of 100,000 leads grows the
// server's memory by ≤ 50 MB; sitemap and feed list every published post; cached public routes
// as fast as with the sample posts. Exits non-zero when a goal is missed.
//   npm run bench:scale -- [posts=10000] [leads=100000]
import { cpSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrate } from '../lib/db/migrate.ts';
import { createPostgresDatabase } from '../lib/db/postgres.ts';
import { createTestDatabase, startTestPostgres } from '../scripts/lib/test-postgres.ts';
import { rssMb as serverRss } from './lib/measure.mjs';
import { seedLeads, seedPosts, signIn } from './lib/scale-data.mjs';
import { benchPort, startServer } from './lib/server.mjs';

const POSTS = Number(process.argv[2] ?? 10_000);
const LEADS = Number(process.argv[3] ?? 100_000);
const REQUESTS = 50;
const port = benchPort(30);
const CRON_SECRET = 'bench-cron-secret-0123456789abcdef';
const ADMIN_KEY = 'bench-admin-key-0123456789';
const distDir = '.next-scale';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- The database: fresh, migrated, then seeded in a few set-based statements.
const own = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const database = await createTestDatabase('bench_scale', process.env.TEST_DATABASE_URL ?? own.url);
const sql = createPostgresDatabase(database.url, { max: 2 });
await migrate(sql, { seed: true });

let seeded = performance.now();
await seedPosts(sql, POSTS);
await seedLeads(sql, LEADS);
const { rows: [counts] } = await sql.query(
  `select (select count(*)::int from public.blog_posts
           where slug like 'storm-season-playbook-%' and published and (publish_at is null or publish_at <= now())) as public_posts,
          (select count(*)::int from public.contact_requests) as leads`,
);
seeded = performance.now() - seeded;
console.log(`Seeded ${POSTS} posts (${counts.public_posts} public, beside the sample posts) and ${counts.leads} leads in ${(seeded / 1000).toFixed(1)} s`);

// --- The server: its own copy of the build, its caches empty, so every page is read from this database.
rmSync(distDir, { recursive: true, force: true });
cpSync('.next', distDir, { recursive: true });
for (const dir of ['cache/fetch-cache', 'server/route-cache']) rmSync(`${distDir}/${dir}`, { recursive: true, force: true });
const server = await startServer({
  port,
  env: { DATABASE_URL: database.url, NEXT_DIST_DIR: distDir, ADMIN_KEY, CRON_SECRET, SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123', OUTBOX_INTERVAL_SECONDS: '0' },
});
const url = server.url;
const rssMb = () => serverRss(server.pid);

// The pages prerendered at build show the sample posts: a publish check that makes a post public
// refreshes every list, as it does in production when staff schedule one.
await sql.query(`update public.blog_posts set publish_at = now() - interval '1 second' where slug = 'storm-season-playbook-1'`);
const publish = await fetch(`${url}/api/cron/publish`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
if (!publish.ok) throw new Error(`The publish check answered ${publish.status}`);
counts.public_posts += 1;

const admin = await signIn(url, distDir, ADMIN_KEY);

const deepPage = Math.floor(counts.public_posts / 10 / 2);
// A public post from the middle of the list (not a multiple of 10, a draft; not 1 mod 50, scheduled).
const middlePost = Math.floor(POSTS / 2) - (Math.floor(POSTS / 2) % 10) + 3;
const routes = [
  { name: '/blog', path: '/blog', cached: true },
  { name: `a page deep in the list (/blog/page/${deepPage})`, path: `/blog/page/${deepPage}`, cached: true },
  { name: 'a topic (/blog/category/seo)', path: '/blog/category/seo', cached: true },
  { name: 'a post', path: `/blog/storm-season-playbook-${middlePost}`, cached: true },
  { name: 'search (robots)', path: '/blog/search?q=robots', goal: 200 },
  { name: 'sitemap.xml', path: '/sitemap.xml', cached: true, lists: 'sitemap' },
  { name: 'rss.xml', path: '/blog/rss.xml', cached: true, lists: 'feed' },
  { name: 'admin: posts, page 200', path: '/admin?page=200', headers: admin, goal: 200 },
  { name: 'admin: posts, drafts titled "HVAC"', path: '/admin?status=draft&q=HVAC', headers: admin, goal: 200 },
  { name: 'admin: leads, page 1', path: '/admin/leads', headers: admin, goal: 200 },
  { name: 'admin: leads from Florida matching "Company 42"', path: '/admin/leads?source=florida&q=Company%2042', headers: admin, goal: 200 },
  { name: 'admin: lead sources, 30 days', path: '/admin/sources', headers: admin, goal: 200 },
  { name: 'admin: lead sources, 365 days', path: '/admin/sources?days=365', headers: admin, goal: 200 },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function timed(path, headers = {}) {
  const start = performance.now();
  const response = await fetch(`${url}${path}`, { headers, redirect: 'manual' });
  const body = await response.text();
  return { ms: performance.now() - start, status: response.status, body };
}

const table = [];
let ok = true;
for (const route of routes) {
  // Twice first: a cached route's first request after the refresh renders it in the background.
  let last = await timed(route.path, route.headers);
  await sleep(route.cached ? 1_500 : 0);
  last = await timed(route.path, route.headers);
  if (last.status !== 200) throw new Error(`${route.path} answered ${last.status}`);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await timed(route.path, route.headers)).ms);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const row = { route: route.name, 'p50 ms': percentile(times, 50).toFixed(1), 'p95 ms': p95.toFixed(1), 'server RSS MB': rssMb().toFixed(0), goal: '' };
  if (route.goal) {
    const met = p95 <= route.goal;
    row.goal = `p95 ≤ ${route.goal} ms: ${met ? 'met' : 'MISSED'}`;
    ok &&= met;
  }
  if (route.lists) {
    const listed = route.lists === 'sitemap' ? (last.body.match(/<loc>[^<]*\/blog\/storm-season-playbook-\d+<\/loc>/g) ?? []).length : (last.body.match(/<link>[^<]*\/blog\/storm-season-playbook-\d+<\/link>/g) ?? []).length;
    const complete = listed === counts.public_posts;
    row.goal = `lists ${listed} of ${counts.public_posts} public posts: ${complete ? 'met' : 'MISSED'}`;
    ok &&= complete;
  }
  table.push(row);
}

// --- The CSV export of every lead, the server's memory sampled every 20 ms while it streams. The
// subscriber export first loads the export's code, so the figure is the streaming's own growth;
// later exports show whether memory grows with each one or stays where the first left it.
await (await fetch(`${url}/admin/leads/export/subscribers`, { headers: admin })).text();
for (const run of ['1st', '2nd', '3rd']) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const exportStart = performance.now();
  const response = await fetch(`${url}/admin/leads/export/contacts`, { headers: admin });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const exportMs = performance.now() - exportStart;
  clearInterval(sampler);
  const grew = peak - before;
  const exportOk = response.ok && lines >= counts.leads && grew <= 50;
  ok &&= exportOk;
  table.push({
    route: `CSV export of ${counts.leads} leads (${run})`,
    'p50 ms': exportMs.toFixed(0),
    'p95 ms': '(one run)',
    'server RSS MB': peak.toFixed(0),
    goal: `${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB; memory grew ${grew.toFixed(1)} MB (≤ 50): ${exportOk ? 'met' : 'MISSED'}`,
  });
}

console.table(table);
await server.stop();
await sql.end();
await database.drop();
own?.stop();
rmSync(distDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
