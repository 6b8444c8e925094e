// `npm run bench:leads`: N concurrent valid contact submissions (default 200) against the
// production server, then the rows actually stored. Every reported success must be a stored row.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { startServer } from './lib/server.mjs';

const total = Number(process.argv[2] ?? 200);
const server = await startServer({ port: 3304, env: { LEAD_RATE_LIMIT: String(total * 10), LEAD_GLOBAL_RATE_LIMIT: String(total * 10) } });
if (process.env.BASE_URL) throw new Error('bench:leads counts rows in its own embedded database; run it without BASE_URL.');

// Open the embedded database first so the figures measure submissions, not its creation.
await fetch(`${server.url}/blog/rss.xml`);
const html = await (await fetch(`${server.url}/contact`)).text();
const form = html.match(/<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? '';
const hidden = Object.fromEntries(
  [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]) => [name, (value ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')]),
);

const run = Date.now().toString(36);
async function submit(i) {
  const body = new FormData();
  for (const [key, value] of Object.entries(hidden)) body.append(key, value);
  body.append('fullName', `Load Test ${i}`);
  body.append('email', `load.${run}.${i}@example.com`);
  body.append('message', `Concurrent submission ${i}`);
  const start = performance.now();
  try {
    const response = await fetch(`${server.url}/contact`, { method: 'POST', body, headers: { origin: server.url } });
    const text = await response.text();
    return { ok: response.ok && text.includes('Message sent!'), ms: performance.now() - start };
  } catch {
    return { ok: false, ms: performance.now() - start };
  }
}

const started = performance.now();
const results = await Promise.all(Array.from({ length: total }, (_, i) => submit(i)));
const wall = performance.now() - started;
await server.stop();

const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pglite') });
const { rows } = await db.query(`select count(*)::int as n from public.contact_requests where email like $1`, [`load.${run}.%`]);
await db.close();

const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
const successes = results.filter((r) => r.ok).length;
console.table([
  {
    submissions: total,
    successes,
    failures: total - successes,
    'rows stored': rows[0].n,
    'p50 ms': pct(50),
    'p99 ms': pct(99),
    'wall s': (wall / 1000).toFixed(1),
    'stored = successes': rows[0].n === successes ? 'yes' : 'NO',
  },
]);
process.exit(rows[0].n === successes ? 0 : 1);
