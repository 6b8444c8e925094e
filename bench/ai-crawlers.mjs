// `npm run bench:ai-crawlers`: what the AI crawler log (lib/ai-crawlers) costs. Three servers of one
// build on one PostgreSQL database (the server `npm test` starts, or TEST_DATABASE_URL): "log on",
// as every server runs by default, and two controls, the same build with AI_CRAWLER_LOG=0.
//   1. A person's cached page view (a browser's user agent) on all three, interleaved so all see
//      the same machine noise: p50 and p99, medians of five rounds. The second control against the
//      first is the noise floor of this run (an A/A pair). Goal: the log within 10% of the control,
//      or no further from it than the two controls are from each other. Then the one thing the log
//      does on a person's request, a test of the user agent, timed alone.
//   2. A crawler's view on the server with the log on, beside a person's view of the same page.
//   3. Storage: 2,000 crawler requests to 2,000 distinct made-up paths, and what they add to the
//      log's table and index (pg_total_relation_size; the write-ahead log aside). Goal: ≤ 100 KB.
// `next build` must have run. Loopback only; every loop is a fixed number of requests.
import { cpSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { aiCrawlers } from '../content/ai-crawlers.ts';
import { migrate } from '../lib/db/migrate.ts';
import { createPostgresDatabase } from '../lib/db/postgres.ts';
import { createTestDatabase, startTestPostgres } from '../scripts/lib/test-postgres.ts';
import { benchPort, startServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = 4;
const ROUNDS = 5;
const GOAL = 1.1;
const STORAGE_GOAL_BYTES = 100 * 1024;
const ROUTE = '/services';
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';

const own = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const database = await createTestDatabase('bench_ai_crawlers', process.env.TEST_DATABASE_URL ?? own.url);
const sql = createPostgresDatabase(database.url, { max: 2 });
await migrate(sql, { seed: true });

const servers = {};
let failed = false;
try {
  for (const [name, log, offset] of [['on', '1', 50], ['control', '0', 51], ['control2', '0', 52]]) {
    const distDir = `.next-bench-ai-${name}`;
    rmSync(distDir, { recursive: true, force: true });
    cpSync(process.env.NEXT_DIST_DIR || '.next', distDir, { recursive: true });
    servers[name] = await startServer({ port: benchPort(offset), env: { NEXT_DIST_DIR: distDir, DATABASE_URL: database.url, AI_CRAWLER_LOG: log, ADMIN_KEY: '', INDEXNOW_KEY: '' } });
  }

  async function time(url, agent) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity', 'user-agent': agent } });
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  }
  const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
  const middle = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

  /** Each pair [label, url, agent] measured in turns by every client, p50/p99 per round, medians of the rounds. */
  async function compare(pairs) {
    for (const [, url, agent] of pairs) for (let i = 0; i < 20; i++) await time(url, agent);
    const rounds = Object.fromEntries(pairs.map(([label]) => [label, { p50: [], p99: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      const samples = Object.fromEntries(pairs.map(([label]) => [label, []]));
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          while (sent < REQUESTS / ROUNDS) {
            sent++;
            const order = (worker + round) % 2 ? pairs : [...pairs].reverse();
            for (const [label, url, agent] of order) samples[label].push(await time(url, agent));
          }
        }),
      );
      for (const [label] of pairs) {
        rounds[label].p50.push(quantile(samples[label], 0.5));
        rounds[label].p99.push(quantile(samples[label], 0.99));
      }
    }
    return Object.fromEntries(pairs.map(([label]) => [label, { p50: middle(rounds[label].p50), p99: middle(rounds[label].p99) }]));
  }

  const person = await compare([
    ['on', `${servers.on.url}${ROUTE}`, PERSON],
    ['control', `${servers.control.url}${ROUTE}`, PERSON],
    ['control2', `${servers.control2.url}${ROUTE}`, PERSON],
  ]);
  const ratio = (a, b) => ({ p50: a.p50 / b.p50, p99: a.p99 / b.p99 });
  const cost = ratio(person.on, person.control);
  const noise = ratio(person.control2, person.control);
  const row = (figures) => ({ 'p50 ms': figures.p50.toFixed(2), 'p99 ms': figures.p99.toFixed(2) });
  console.log(`\n1. A person's cached view of ${ROUTE}, ${REQUESTS} per server in ${ROUNDS} rounds, ${CONCURRENCY} clients, interleaved (medians of the rounds):`);
  console.table({
    'log on': row(person.on),
    'control (log off)': row(person.control),
    'second control (log off)': row(person.control2),
    'log on / control': { 'p50 ms': cost.p50.toFixed(2), 'p99 ms': cost.p99.toFixed(2) },
    'second control / control (noise)': { 'p50 ms': noise.p50.toFixed(2), 'p99 ms': noise.p99.toFixed(2) },
  });
  const within = (q) => cost[q] <= GOAL || cost[q] <= Math.max(noise[q], 1 / noise[q]);
  if (!within('p50') || !within('p99')) failed = true;
  console.log(
    !failed
      ? `✔ The log is within ${Math.round((GOAL - 1) * 100)}% of the control, or within this run's noise, at p50 and p99.`
      : `✖ The log is more than ${Math.round((GOAL - 1) * 100)}% over the control, and further than the noise, at p50 or p99.`,
  );
  // All a person's request runs of the log: one test of its user agent against the tokens (the
  // pattern lib/ai-crawlers/client.ts builds from the same list), timed in this process.
  const pattern = new RegExp([...aiCrawlers].sort((a, b) => b.token.length - a.token.length).map((c) => c.token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
  const tests = 1_000_000;
  let matched = 0;
  const started = performance.now();
  for (let i = 0; i < tests; i++) if (pattern.test(PERSON)) matched++;
  const nanoseconds = ((performance.now() - started) * 1e6) / tests;
  if (matched) throw new Error('A browser user agent matched the crawler pattern');
  console.log(`The log's work on a person's request: one user-agent test, ${nanoseconds.toFixed(0)} ns (mean of ${tests.toLocaleString('en-US')}).`);
  const crawler = await compare([
    ['crawler', `${servers.on.url}${ROUTE}`, CRAWLER],
    ['person', `${servers.on.url}${ROUTE}`, PERSON],
  ]);
  console.log(`\n2. A crawler's view (GPTBot) of ${ROUTE} beside a person's, on the server with the log on:`);
  console.table({
    crawler: { 'p50 ms': crawler.crawler.p50.toFixed(2), 'p99 ms': crawler.crawler.p99.toFixed(2) },
    person: { 'p50 ms': crawler.person.p50.toFixed(2), 'p99 ms': crawler.person.p99.toFixed(2) },
    'crawler - person': { 'p50 ms': (crawler.crawler.p50 - crawler.person.p50).toFixed(2), 'p99 ms': (crawler.crawler.p99 - crawler.person.p99).toFixed(2) },
  });

  {
    const size = async () => Number((await sql.query(`select pg_total_relation_size('public.ai_crawler_visits')::bigint as bytes`)).rows[0].bytes);
    const rows = async () => Number((await sql.query('select count(*)::int as n, coalesce(sum(requests), 0)::int as requests from public.ai_crawler_visits')).rows[0].requests);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = { bytes: await size(), requests: await rows() };
    const run = Date.now().toString(36);
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < 2000) {
          const i = next++;
          await time(`${servers.on.url}/made-up-${run}-${i}`, CRAWLER);
        }
      }),
    );
    let after = { bytes: 0, requests: 0 };
    for (let i = 0; i < 50; i++) {
      after = { bytes: await size(), requests: await rows() };
      if (after.requests - before.requests >= 2000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const added = after.bytes - before.bytes;
    const met = added <= STORAGE_GOAL_BYTES && after.requests - before.requests === 2000;
    if (!met) failed = true;
    console.log(
      `\n3. 2,000 crawler requests to 2,000 made-up paths: ${after.requests - before.requests} counted; the table and its index went from ` +
        `${(before.bytes / 1024).toFixed(0)} KB to ${(after.bytes / 1024).toFixed(0)} KB: ${(added / 1024).toFixed(1)} KB added (goal ≤ 100 KB). ${met ? '✔' : '✖'}`,
    );
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  await sql.end();
  await database.drop();
  own?.stop();
  for (const name of ['on', 'control', 'control2']) rmSync(`.next-bench-ai-${name}`, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
