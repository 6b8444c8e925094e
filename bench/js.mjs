// `npm run bench:js [routes…]`: JavaScript each route makes a browser download (gzipped, level 9),
// beside the bare page (bench/fixtures/bare-app), and the gzipped HTML. Measured in Chromium, so
// chunks loaded after hydration count too; noModule polyfills are skipped by a modern browser.
// Also reports whether the toast library or the markdown editor reached the page.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { benchPort, routeList, startFloor, startServer } from './lib/server.mjs';

const BUDGET_KB = 10;
// Strings that survive minification: sonner's toaster attribute and the editor's root class.
const markers = { toasts: 'data-sonner-toaster', editor: 'w-md-editor' };

const only = process.argv.slice(2);
const routes = only.length ? only : await routeList();
const floor = await startFloor({ port: benchPort(11) });
const server = await startServer({ port: benchPort(1) });
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * One visit. With `prefetch: false` the router's prefetches of linked routes are refused, so only
 * the page's own code is counted; with it, the code of linked routes fetched in advance is too.
 */
async function load(url, { prefetch }) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  if (!prefetch) await page.route('**/*', (route) => (route.request().headers()['rsc'] ? route.abort() : route.continue()));
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {}
  });
  // A first visit to a blog route may create the embedded database, which is slow on a busy machine.
  const documentResponse = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  // Islands that hydrate when the browser is idle have asked for their code by now.
  await page.waitForTimeout(1500);
  const html = await documentResponse.body();
  await page.close();
  const bodies = [...scripts.values()];
  const text = bodies.map((b) => b.toString('utf8')).join('\n');
  const inline = [...html.toString('utf8').matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + gzip(Buffer.from(m[1])), 0);
  return {
    files: bodies.length,
    js: bodies.reduce((sum, body) => sum + gzip(body), 0),
    html: gzip(html),
    rawHtml: html.length,
    inline,
    toasts: text.includes(markers.toasts),
    editor: text.includes(markers.editor),
  };
}

const rows = [];
try {
  const bare = await load(floor.url + '/', { prefetch: false });
  console.log(`bare page: ${bare.files} files, ${kb(bare.js)} KB JS, ${kb(bare.html)} KB HTML (gzipped)`);
  for (const route of routes) {
    const r = await load(server.url + route, { prefetch: false });
    const all = await load(server.url + route, { prefetch: true });
    rows.push({
      route,
      files: r.files,
      'JS KB': kb(r.js),
      'over floor KB': kb(r.js - bare.js),
      [`≤ ${BUDGET_KB} KB`]: (r.js - bare.js) / 1024 <= BUDGET_KB ? 'yes' : 'NO',
      'HTML KB': kb(r.html),
      'HTML raw KB': kb(r.rawHtml),
      'inline script KB': kb(r.inline),
      '+ prefetched KB': kb(all.js - r.js),
      toasts: all.toasts ? 'LOADED' : '–',
      editor: all.editor ? 'LOADED' : '–',
    });
  }
} finally {
  await browser.close();
  await Promise.all([server.stop(), floor.stop()]);
}
console.table(rows);
console.log(`Gzipped (level 9). Floor = the bare page's JavaScript; budget ${BUDGET_KB} KB over it. "inline script" = the RSC payload and bootstrap inside the HTML. "+ prefetched" = code of linked routes the router fetched in advance (not counted in the budget); the toast and editor columns include it.`);
