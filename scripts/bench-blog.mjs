// `npm run bench:blog`: repository latency on the embedded database at 10, 1,000 and 10,000
// posts, then /blog and a post rendered cold and warm by the production server.
import './lib/register.mjs';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const { memoryDatabase } = await import('../lib/db/pglite.ts');
const { createLocalRepository } = await import('../lib/posts/local.ts');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
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
  const repo = createLocalRepository(async () => db);
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

const server = await startServer({ port: 3303 });
const renders = [];
for (const route of ['/blog', '/blog/how-google-ai-overviews-choose-sources']) {
  const measure = async () => {
    const start = performance.now();
    const response = await fetch(server.url + route);
    await response.text();
    return (performance.now() - start).toFixed(1);
  };
  const cold = await measure();
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push(Number(await measure()));
  renders.push({ route, 'cold (ms)': cold, 'warm median (ms)': median(warm).toFixed(1) });
}
await server.stop();
console.log('Production server (cold = first request, including opening the embedded database for the first route):');
console.table(renders);
