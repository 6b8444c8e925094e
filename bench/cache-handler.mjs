// `npm run bench:cache -- --handler`: what the shared page cache adds to one cached page view
// inside the server, without the network or the machine's noise: PageCache.get of a page held in
// Next's memory cache, unconnected (as before the shared cache) against connected to a database
// (the stamp checked on every get). Plain Node; runs in a few seconds on any machine.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
const PageCache = require('../lib/cache/page-cache.cjs');

const GETS = 200_000;
const dir = mkdtempSync(path.join(tmpdir(), 'bench-cache-'));
const id = '11111111-1111-4111-8111-111111111111';
const page = {
  kind: 'APP_PAGE',
  html: '<html>post</html>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog/layout,_N_T_/blog/[slug]/page,_N_T_/blog/a-post,post:a-post,posts:listing,card:a-post' },
  status: 200,
  segmentData: new Map(),
};
const ctx = { cacheControl: { revalidate: 300, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

async function measure(label) {
  const cache = new PageCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 50 * 1024 * 1024 });
  await cache.set('/blog/a-post', page, ctx);
  for (let i = 0; i < 10_000; i++) await cache.get('/blog/a-post', { kind: 'APP_PAGE', isFallback: false });
  const start = performance.now();
  for (let i = 0; i < GETS; i++) if (!(await cache.get('/blog/a-post', { kind: 'APP_PAGE', isFallback: false }))) throw new Error('miss');
  const us = ((performance.now() - start) * 1000) / GETS;
  return { label, 'µs per get': us.toFixed(3) };
}

try {
  const rows = [];
  for (let round = 0; round < 3; round++) {
    PageCache.disconnect();
    rows.push(await measure('local (unconnected)'));
    await PageCache.connect({ poll: async () => ({ databaseId: id, nowMs: Date.now(), rows: [] }), record: async () => [] }, { pollMs: 0 });
    rows.push(await measure('shared (stamp checked)'));
  }
  PageCache.disconnect();
  console.log(`PageCache.get of a page in the memory cache, ${GETS.toLocaleString()} gets each, three rounds:`);
  console.table(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
