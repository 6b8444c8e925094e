// `npm run bench:cache`: what the shared page cache (lib/cache) costs a cached page view. Two
// servers of one build on one PostgreSQL database (the server `npm test` starts, or
// TEST_DATABASE_URL): "shared" polls the database for other servers' expirations every second,
// as every server does by default; "local" has CACHE_POLL_SECONDS=0, its cache unconnected, as
// before the shared cache. Each route is requested REQUESTS times on each server, the two
// interleaved so that both see the same machine noise, and the time to the whole response is
// reported as p50 and p99 side by side (medians of five rounds). Then the poll itself: its
// latency, and what 100 servers' polls cost the database. Goal (issue 40): shared within 10% of local at p50 and p99.
// `next build` must have run. Loopback only; every loop is a fixed number of requests.
// `-- --handler` measures the handler alone, in-process (bench/cache-handler.mjs).
// `-- --control` runs the same with both servers unconnected (an A/A run): how far two identical
// servers differ on this machine, the noise floor against which the goal can be read.
if (process.argv.includes('--handler')) {
  await import('./cache-handler.mjs');
  process.exit(0);
}
import { cpSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { tagStore } from '../lib/cache/tag-store.ts';
import { migrate } from '../lib/db/migrate.ts';
import { createPostgresDatabase } from '../lib/db/postgres.ts';
import { createTestDatabase, startTestPostgres } from '../scripts/lib/test-postgres.ts';
import { benchPort, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONCURRENCY = 4;
// Each route is measured in rounds; the figures are each round's p50 and p99, medians of the rounds.
const ROUNDS = 5;
const GOAL = 1.1;
const routes = ['/blog', '/blog/how-google-ai-overviews-choose-sources', '/blog/category/seo', '/blog/rss.xml', '/sitemap.xml', '/services'];

const own = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const database = await createTestDatabase('bench_cache', process.env.TEST_DATABASE_URL ?? own.url);
const sql = createPostgresDatabase(database.url, { max: 2 });
await migrate(sql, { seed: true });

const servers = {};
try {
  const control = process.argv.includes('--control');
  if (control) console.log('Control run: both servers unconnected (CACHE_POLL_SECONDS=0); the ratios are the noise floor.');
  for (const [name, poll, offset] of [['shared', control ? '0' : '1', 40], ['local', '0', 41]]) {
    const distDir = `.next-bench-${name}`;
    rmSync(distDir, { recursive: true, force: true });
    cpSync(process.env.NEXT_DIST_DIR || '.next', distDir, { recursive: true });
    rmSync(`${distDir}/cache/fetch-cache`, { recursive: true, force: true });
    rmSync(`${distDir}/server/route-cache`, { recursive: true, force: true });
    servers[name] = await startServer({ port: benchPort(offset), env: { NEXT_DIST_DIR: distDir, DATABASE_URL: database.url, CACHE_POLL_SECONDS: poll, ADMIN_KEY: '', INDEXNOW_KEY: '' } });
  }

  async function time(url) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  }
  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };

  // Warm: every route rendered and cached on both servers.
  for (const route of routes) for (const server of Object.values(servers)) for (let i = 0; i < 3; i++) await time(`${server.url}${route}`);

  const rows = [];
  let missed = false;
  const middle = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  for (const route of routes) {
    const rounds = { shared: { p50: [], p99: [] }, local: { p50: [], p99: [] } };
    for (let round = 0; round < ROUNDS; round++) {
      const samples = { shared: [], local: [] };
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          while (sent < REQUESTS / ROUNDS) {
            sent++;
            for (const name of (worker + round) % 2 ? ['shared', 'local'] : ['local', 'shared']) samples[name].push(await time(`${servers[name].url}${route}`));
          }
        }),
      );
      for (const name of ['shared', 'local']) {
        rounds[name].p50.push(quantile(samples[name], 0.5));
        rounds[name].p99.push(quantile(samples[name], 0.99));
      }
    }
    const figures = Object.fromEntries(Object.entries(rounds).map(([name, r]) => [name, { p50: middle(r.p50), p99: middle(r.p99) }]));
    const ratio = { p50: figures.shared.p50 / figures.local.p50, p99: figures.shared.p99 / figures.local.p99 };
    if (ratio.p50 > GOAL || ratio.p99 > GOAL) missed = true;
    rows.push({
      route,
      'shared p50 ms': figures.shared.p50.toFixed(2),
      'local p50 ms': figures.local.p50.toFixed(2),
      'p50 ratio': ratio.p50.toFixed(2),
      'shared p99 ms': figures.shared.p99.toFixed(2),
      'local p99 ms': figures.local.p99.toFixed(2),
      'p99 ratio': ratio.p99.toFixed(2),
    });
  }
  console.log(`\nCached page views, ${REQUESTS} per route per server in ${ROUNDS} rounds, ${CONCURRENCY} clients, interleaved (medians of the rounds):`);
  console.table(rows);

  // The poll each server runs every second: one indexed query, usually returning no rows.
  const store = tagStore(async () => sql);
  const since = (await store.poll(0)).nowMs;
  const pollMs = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await store.poll(since);
    pollMs.push(performance.now() - start);
  }
  const p50 = quantile(pollMs, 0.5);
  console.log(
    `\nOne poll (no change since the last): p50 ${p50.toFixed(2)} ms, p99 ${quantile(pollMs, 0.99).toFixed(2)} ms round trip. ` +
      `100 servers polling once a second: 100 queries/s, about ${((100 * p50) / 1000).toFixed(2)} s of database connection time per second at most (round trip included).`,
  );
  if (control) {
    // Two identical servers: any ratio away from 1.00 is this machine's noise, not the cache.
    const spread = rows.flatMap((row) => [Number(row['p50 ratio']), Number(row['p99 ratio'])]);
    console.log(`\nNoise floor: identical servers differ by ratios ${Math.min(...spread).toFixed(2)}–${Math.max(...spread).toFixed(2)}; read the real run's ratios against it.`);
  } else {
    console.log(missed ? `\n✖ Goal missed: the shared cache costs more than ${Math.round((GOAL - 1) * 100)}% at p50 or p99 on some route.` : `\n✔ Goal met: the shared cache is within ${Math.round((GOAL - 1) * 100)}% of the local one at p50 and p99 on every route.`);
    process.exitCode = missed ? 1 : 0;
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  await sql.end();
  await database.drop();
  own?.stop();
  for (const name of ['shared', 'local']) rmSync(`.next-bench-${name}`, { recursive: true, force: true });
}
