// `npm run bench:blog [-- --repo]`: how well the blog's routes are cached. Each route is requested
// once (cold), then loaded together with a static page (/privacy), requests interleaved; the ratio
// of their throughputs says whether a warm hit costs what a static page costs. Loopback only; every
// loop is a fixed number of requests. `--repo` adds repository latency on the embedded database at
// 10, 1,000 and 10,000 posts.
import '../scripts/lib/register.mjs';
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
