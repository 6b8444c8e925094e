// `npm run bench:blog [-- --repo | --load]`: how well the blog's routes are cached. Each route is
// requested once (cold), then loaded together with a static page (/privacy), requests interleaved;
// the ratio of their throughputs says whether a warm hit costs what a static page costs. Loopback
// only; every loop is a fixed number of requests. `--repo` adds repository latency on the embedded
// database at 10, 1,000 and 10,000 posts. `--load` instead holds each route under a sustained load
// of its own (20 keep-alive connections for 5 s, no compression, as autocannon would), /privacy
// just before and just after it, and prints requests and bytes a second beside /privacy's.
// `--load --against URL` instead loads /privacy on this build and on the server at URL (another
// commit's build, started by hand: see bench/README.md) in turns, five pairs, and prints both.
import '../scripts/lib/register.mjs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { median } from './lib/bench-args.ts';
import { benchPort, startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 8;
const ROUNDS = 3;
const GOAL = 0.9;
const reference = '/privacy';
const routes = ['/blog', '/blog/page/2', '/blog/category/seo', '/blog/rss.xml', '/sitemap.xml', '/blog/how-google-ai-overviews-choose-sources'];

async function get(url) {
  const start = performance.now();
  // Uncompressed: gzip per response would make the measure one of page size, not of caching.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  return { response, ms: performance.now() - start };
}

/**
 * Both URLs under one load: CONCURRENCY clients each alternate a request to `route` and one to
 * `reference`, REQUESTS of each in all. Interleaving puts both under the same machine noise; the
 * throughput each would sustain alone is CONCURRENCY / its mean latency.
 */
async function paired(route, reference) {
  const spent = { route: 0, reference: 0 };
  let sent = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (sent < REQUESTS) {
        sent++;
        // Half the clients start with each URL, so neither always follows the other.
        for (const key of worker % 2 ? ['route', 'reference'] : ['reference', 'route']) {
          const { response, ms } = await get(key === 'route' ? route : reference);
          if (!response.ok) failed++;
          spent[key] += ms;
        }
      }
    }),
  );
  if (failed) throw new Error(`${failed} requests failed while measuring ${route}`);
  const rps = (key) => ((CONCURRENCY * REQUESTS) / spent[key]) * 1000;
  return { rps: rps('route'), ref: rps('reference'), ratio: spent.reference / spent.route };
}

async function repositoryLatency() {
  const { memoryDatabase } = await import('../lib/db/pglite.ts');
  const { createPostRepository } = await import('../lib/posts/repository.ts');
  async function time(fn, runs = 30) {
    await fn();
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await fn();
      samples.push(performance.now() - start);
    }
    return median(samples).toFixed(2);
  }
  const rows = [];
  for (const count of [10, 1_000, 10_000]) {
    const db = await memoryDatabase();
    await db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, tags, published, created_at)
       select 'Post ' || i, 'post-' || i, 'Excerpt ' || i, repeat('Body text. ', 300),
              array[(array['seo','paid-media','local-marketing'])[1 + i % 3]], i % 10 <> 0,
              now() - (i || ' minutes')::interval
       from generate_series(1, $1) as i`,
      [count],
    );
    await db.exec('analyze public.blog_posts');
    const repo = createPostRepository(async () => db);
    rows.push({
      posts: count,
      'list page 1 (ms)': await time(() => repo.listPublished({ page: 1, pageSize: 10 })),
      'list by tag (ms)': await time(() => repo.listPublished({ page: 1, pageSize: 10, tag: 'seo' })),
      'get by slug (ms)': await time(() => repo.getPublishedBySlug(`post-${Math.ceil(count / 2) + 1}`)),
    });
    await db.close();
  }
  console.log('Repository on PGlite (median of 30 runs):');
  console.table(rows);
}

/** `connections` clients, each sending its next request as its last response ends, for `seconds`. */
async function sustained(url, { seconds = 5, connections = 20 } = {}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + seconds * 1000;
  let responses = 0;
  let bytes = 0;
  let failed = 0;
  const once = () =>
    new Promise((resolve) => {
      const request = http.get({ host: target.hostname, port: target.port, path: target.pathname, agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
        if (response.statusCode !== 200) failed++;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', resolve);
      });
      request.on('error', () => {
        failed++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await once();
        responses++;
      }
    }),
  );
  agent.destroy();
  if (failed) throw new Error(`${failed} requests failed while loading ${url}`);
  return { rps: responses / seconds, kb: bytes / responses / 1024, mbps: bytes / seconds / 2 ** 20 };
}

async function sustainedLoad() {
  const server = await startServer({ port: benchPort(3) });
  const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const rows = [];
  let referenceKb = 0;
  try {
    // Every route cached and every code path warm before anything is counted.
    for (const route of [reference, ...routes, '/services']) await sustained(server.url + route, { seconds: 1 });
    console.log(`load average before: ${loadAverage()}`);
    // /services: a static page as heavy as a post, to tell the cost of bytes from the cost of a cache hit.
    for (const route of [...routes, '/services']) {
      const before = await sustained(server.url + reference);
      const loaded = await sustained(server.url + route);
      const after = await sustained(server.url + reference);
      referenceKb = before.kb;
      const ref = { rps: (before.rps + after.rps) / 2, mbps: (before.mbps + after.mbps) / 2 };
      rows.push({
        route,
        'req/s': loaded.rps.toFixed(0),
        'KB each': loaded.kb.toFixed(1),
        [`${reference} req/s`]: `${before.rps.toFixed(0)}, ${after.rps.toFixed(0)}`,
        'req/s ratio': (loaded.rps / ref.rps).toFixed(2),
        [`≥ ${GOAL}`]: loaded.rps / ref.rps >= GOAL ? 'yes' : 'NO',
        'MB/s': loaded.mbps.toFixed(1),
        'MB/s ratio': (loaded.mbps / ref.mbps).toFixed(2),
      });
      console.log(`${route}: ${rows.at(-1)['req/s ratio']} of ${reference}'s requests a second`);
    }
  } finally {
    await server.stop();
  }
  console.log(`load average after: ${loadAverage()}`);
  console.log(`Sustained load: 20 keep-alive connections, 5 s per route, uncompressed; ${reference} (${referenceKb.toFixed(1)} KB) 5 s before and after each.`);
  console.table(rows);
}

/** /privacy on this build and on `against` (another build's server), 5 s each in turns: is the static page slower than there? */
async function staticAgainst(against) {
  const server = await startServer({ port: benchPort(3) });
  const rows = [];
  try {
    for (const url of [server.url, against]) await sustained(url + reference, { seconds: 2 });
    console.log(`load average before: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    for (let pair = 1; pair <= 5; pair++) {
      // Each pair starts with the other server, so neither always runs on a machine the other warmed.
      const order = pair % 2 ? [server.url, against] : [against, server.url];
      const [first, second] = [await sustained(order[0] + reference), await sustained(order[1] + reference)];
      const [here, there] = order[0] === server.url ? [first, second] : [second, first];
      rows.push({ pair, 'this build req/s': here.rps.toFixed(0), 'KB each': here.kb.toFixed(1), [`${against} req/s`]: there.rps.toFixed(0), 'KB each there': there.kb.toFixed(1), ratio: (here.rps / there.rps).toFixed(2) });
    }
  } finally {
    await server.stop();
  }
  console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log(`${reference} under 20 keep-alive connections for 5 s, uncompressed, this build and ${against} in turns. Median ratio ${median(rows.map((r) => Number(r.ratio))).toFixed(2)}.`);
  console.table(rows);
}

const against = args.includes('--against') ? args[args.indexOf('--against') + 1].replace(/\/$/, '') : null;
if (args.includes('--load') && against) {
  await staticAgainst(against);
  process.exit(0);
}
if (args.includes('--load')) {
  await sustainedLoad();
  process.exit(0);
}
if (args.includes('--repo')) await repositoryLatency();

const server = await startServer({ port: benchPort(3) });
const rows = [];
try {
  // Warm the static reference first; its first request pays for nothing the blog routes don't.
  await paired(server.url + reference, server.url + reference);
  for (const route of routes) {
    const cold = await get(server.url + route);
    const warm = await get(server.url + route);
    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) ratios.push(await paired(server.url + route, server.url + reference));
    const mid = ratios.find((r) => r.ratio === median(ratios.map((x) => x.ratio)));
    rows.push({
      route,
      status: warm.response.status,
      'x-nextjs-cache': warm.response.headers.get('x-nextjs-cache') ?? '–',
      'cold ms': cold.ms.toFixed(0),
      'warm ms': warm.ms.toFixed(1),
      'req/s': mid.rps.toFixed(0),
      [`${reference} req/s`]: mid.ref.toFixed(0),
      ratio: mid.ratio.toFixed(2),
      [`≥ ${GOAL}`]: mid.ratio >= GOAL ? 'yes' : 'NO',
    });
    console.log(`${route}: ${rows.at(-1).ratio} of ${reference} (${rows.at(-1)['x-nextjs-cache']})`);
  }
} finally {
  await server.stop();
}
console.log(`Throughput beside ${reference}: ${REQUESTS} requests to each, interleaved, ${CONCURRENCY} concurrent; median of ${ROUNDS} rounds. Ratio = ${reference}'s mean latency / the route's. "cold" = first request (the first one also creates the embedded database).`);
console.table(rows);
