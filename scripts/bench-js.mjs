// `npm run bench:js`: gzipped bytes of JavaScript each route's HTML loads (target ≤ 90 KB).
import { gzipSync } from 'node:zlib';
import { routeList, startServer } from './lib/server.mjs';

const server = await startServer({ port: 3301 });
const cache = new Map();
async function gzippedSize(src) {
  if (!cache.has(src)) cache.set(src, gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length);
  return cache.get(src);
}

const rows = [];
for (const route of await routeList()) {
  const html = await (await fetch(server.url + route)).text();
  // noModule scripts are legacy polyfills that modern browsers neither download nor run.
  const scripts = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1] + m[3]))
    .map((m) => new URL(m[2].replace(/&amp;/g, '&'), server.url).href);
  const unique = [...new Set(scripts)];
  let total = 0;
  for (const src of unique) total += await gzippedSize(src);
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + gzipSync(m[1]).length, 0);
  rows.push({ route, files: unique.length, 'JS gzip KB': (total / 1024).toFixed(1), 'inline gzip KB': (inline / 1024).toFixed(1), 'within 90 KB': total / 1024 <= 90 ? 'yes' : 'NO' });
}
console.table(rows);
await server.stop();
