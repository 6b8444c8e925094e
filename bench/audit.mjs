// `npm run audit [-- --runs 3] [--styled] [--markup] [--throttling devtools] [--h2] [routes…]`: Lighthouse 12 (mobile,
// simulated throttling unless told otherwise) over every route of the production build, each measured right after the bare page
// (bench/fixtures/bare-app) so a noisy machine moves both alike. Prints the gap; JSON reports go to
// .lighthouse/. `--styled` also measures, beside each route, three floors above the bare page
// (bench/lib/server.mjs): the one-rule floor (a stylesheet of one rule), the styled floor
// (the site's stylesheet) and the branded floor (the stylesheet, the site's preloaded fonts and the
// <html> font classes), each stylesheet linked or inlined as the site's is. `--markup` also measures
// two copies of each route (bench/lib/server.mjs, startMarkupFloor): its markup rendered by the
// framework alone (the markup floor: what the page costs with none of our client code) and its HTML
// with no scripts at all (the static floor). `--throttling devtools`
// has Chromium really slow the network and CPU, so LCP is observed instead of modelled (Lantern's
// simulation counts every script that finished downloading and began to run before the observed LCP). `--h2`
// measures every page through an HTTP/2 front (bench/lib/h2-proxy.mjs), as a CDN serves it.
// `--what-if` keeps the route's first load and replays its simulation once without each of its
// requests (bench/lib/lantern-what-if.ts): what each file costs in Lantern's LCP, noise-free.
// Every route is measured twice under each throttling: a first view (empty cache) and a next view
// (the visitor came from another page of the site, so its stylesheet, fonts and scripts are in the
// HTTP cache); the bare page likewise, from itself. `--throttling simulate|devtools` keeps one of the two.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchArgs, medianOf } from './lib/bench-args.ts';
import { startH2Proxy } from './lib/h2-proxy.mjs';
import { readDevtoolsLog, replayWithout, subresourcesOf } from './lib/lantern-what-if.ts';
import { benchPort, floorKinds, routeList, startFloor, startMarkupFloor, startServer } from './lib/server.mjs';

const args = benchArgs(process.argv.slice(2), { runs: 1, valued: ['--throttling'] });
const { runs } = args;
const styled = args.has('--styled');
const markup = args.has('--markup');
const h2 = args.has('--h2');
const whatIf = args.has('--what-if');
const throttling = args.valueOf('--throttling');
if (throttling && !['simulate', 'devtools'].includes(throttling)) throw new Error('--throttling is simulate or devtools (both when left out)');
if (whatIf && throttling !== 'simulate') throw new Error('--what-if replays a simulation: add --throttling simulate');
const throttlings = throttling ? [throttling] : ['simulate', 'devtools'];
const routes = args.routes.length ? args.routes : await routeList();

// The goals, against the bare page beside the route: within 2 points simulated, and first and
// largest paints within 300 ms under applied throttling.
const PERF_GAP = 2;
const PAINT_GAP_MS = 300;

const out = '.lighthouse';
mkdirSync(out, { recursive: true });
const floor = await startFloor({ port: benchPort(12) });
// The floors are built one after the other (`next build` into one fixture), then served side by side.
const upperFloors = [];
if (styled) for (const [i, kind] of floorKinds.entries()) upperFloors.push({ kind, ...(await startFloor({ port: benchPort(13 + i), kind })) });
const server = await startServer({ port: benchPort(2) });
// A browser of its own for each route: one kept for a run of eight routes slowed as it went (the
// bare page's blocking time rose from 126 to 554 ms between the first route and the last).
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(h2 ? ['--ignore-certificate-errors'] : [])],
  });
/** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
let chrome;

// With --h2, one HTTP/2 front per server (by origin; the markup floor keeps its port from route to route).
const fronts = new Map();
async function served(url) {
  if (!h2) return url;
  const { origin, port, pathname, search } = new URL(url);
  if (!fronts.has(origin)) fronts.set(origin, await startH2Proxy({ port: Number(port) + 100, target: origin, certDir: `${out}/h2` }));
  return fronts.get(origin).url + pathname + search;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse 12's own reset (its clearStorageTypes default), and localStorage.
const FIRST_VISIT_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];
// What a first view is gathered with, so `--what-if` can replay it (Lighthouse refuses other settings).
const settings = { throttlingMethod: 'simulate', onlyCategories: CATEGORIES, clearStorageTypes: FIRST_VISIT_STORAGE };

/**
 * One Lighthouse load of `url` under `throttlingMethod`. `from`: a next view, `url` loaded with the
 * HTTP cache that a visit to `from` just filled (the visit itself unthrottled and unmeasured).
 * `artifacts`: a folder to keep the load in (trace and devtools log), for `--what-if`.
 */
async function measure(url, file, { throttlingMethod = 'simulate', from = undefined, artifacts = undefined } = {}) {
  if (!chrome) throw new Error('no browser is running');
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  if (from) await lighthouse(await served(from), { ...flags, onlyAudits: ['first-contentful-paint'], throttlingMethod: 'provided', disableStorageReset: true });
  const result = await lighthouse(await served(url), {
    ...flags,
    ...(artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {}),
    onlyCategories: CATEGORIES,
    throttlingMethod,
    // A first view is a first visit: Lighthouse's reset leaves localStorage, where the site
    // remembers that the browser has had its fonts (app/fonts.ts), so it is cleared too.
    ...(from ? { disableStorageReset: true } : { clearStorageTypes: FIRST_VISIT_STORAGE }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (file) writeFileSync(`${out}/${file}.json`, result.report);
  const { categories, audits } = result.lhr;
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  // The simulated LCP split into TTFB, load delay, load time and render delay (the phase we own).
  const phases = audits['largest-contentful-paint-element']?.details?.items?.find((item) => item.headings?.some((h) => h.key === 'phase'))?.items ?? [];
  const renderDelay = phases.at(-1)?.timing;
  // Lantern's LCP averages two simulations of the requests that had finished when the page
  // painted in the unthrottled load it observed (a script only if it had also begun to run).
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
  const scriptsBeforePaint = scripts.filter((request) => request.networkEndTime <= observedLcp).length;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    renderDelay: renderDelay ?? NaN,
    scriptsBeforePaint,
    scripts: scripts.length,
  };
}

/** Per run, how many of the page's scripts had arrived when it painted: '11,11,11 of 11'. */
const beforePaint = (samples) => `${samples.map((s) => s.scriptsBeforePaint).join(',')} of ${samples[0].scripts}`;
const ms = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)}`);
/**
 * Each run's LCP: Lantern's is two-valued on these pages (charged for the framework's hydration
 * or not, by which came first in the observed load), so a median of a few runs can land on either.
 */
const byRun = (samples) => `LCP by run ${samples.map((s) => ms(s.lcp)).join(',')} ms`;

/** The route's first load replayed without each of its requests in turn (scripts, fonts, …). */
async function printWhatIf(route, artifacts, measured) {
  const replayed = await replayWithout(artifacts, () => false, settings);
  const lines = [];
  for (const { url, type, bytes } of subresourcesOf(readDevtoolsLog(artifacts))) {
    const without = await replayWithout(artifacts, (requestUrl) => requestUrl === url, settings);
    lines.push(`  without ${type.toLowerCase()} ${path.basename(new URL(url).pathname)} (${(bytes / 1024).toFixed(1)} KB): LCP ${ms(without.lcp)} ms (${ms(without.lcp - replayed.lcp)}), perf ${without.perf}`);
  }
  console.log(`${route} what-if: first run LCP ${ms(measured.lcp)} ms, replayed ${ms(replayed.lcp)} ms, perf ${replayed.perf}`);
  console.log(lines.join('\n'));
}

/** One row of the table: the route's medians beside the bare page's, in one throttling and view. */
function report({ route, throttlingMethod, view, bare, site, floors }) {
  const b = medianOf(bare);
  const s = medianOf(site);
  const medians = floors.map(({ kind, samples }) => ({ kind, ...medianOf(samples) }));
  const markupFloor = medians.find((f) => f.kind === 'markup');
  const simulated = throttlingMethod === 'simulate';
  // Simulated: the performance score. Applied: the paints, which are observed.
  const paintsMet = simulated ? s.perf >= b.perf - PERF_GAP : s.fcp <= b.fcp + PAINT_GAP_MS && s.lcp <= b.lcp + PAINT_GAP_MS;
  const met = paintsMet && s.a11y === 100 && s.bp === 100 && s.seo === 100 && s.cls < 0.001;
  rows.push({
    route,
    throttling: throttlingMethod,
    view,
    perf: s.perf,
    'bare perf': b.perf,
    'FCP ms': ms(s.fcp),
    'bare FCP': ms(b.fcp),
    'FCP gap': ms(s.fcp - b.fcp),
    'LCP ms': ms(s.lcp),
    'bare LCP': ms(b.lcp),
    'LCP gap': ms(s.lcp - b.lcp),
    'render delay': ms(s.renderDelay),
    'TBT ms': ms(s.tbt),
    ...(simulated ? { 'scripts before paint': beforePaint(site) } : {}),
    ...Object.fromEntries(medians.flatMap((f) => [[`${f.kind} perf`, f.perf], [`${f.kind} LCP`, ms(f.lcp)]])),
    // Our code's share: the route beside its own markup on the framework alone, by the same goal.
    ...(markupFloor ? { 'ours vs markup': `${markupFloor.perf - s.perf} pt / ${ms(s.lcp - markupFloor.lcp)} ms` } : {}),
    CLS: Number(s.cls.toFixed(3)),
    'a11y/bp/seo': `${s.a11y}/${s.bp}/${s.seo}`,
    goal: met ? 'met' : 'NO',
  });
  const floorNote = medians.map((f, i) => `, ${f.kind} floor perf ${f.perf} / LCP ${ms(f.lcp)} ms, ${byRun(floors[i].samples)}`).join('');
  console.log(`${route} (${throttlingMethod}, ${view} view): perf ${s.perf} (bare ${b.perf}), FCP ${ms(s.fcp)} ms (bare ${ms(b.fcp)}), LCP ${ms(s.lcp)} ms (${byRun(site)}; bare ${ms(b.lcp)}${floorNote}), TBT ${ms(s.tbt)} ms → ${met ? 'met' : 'NO'}`);
}

const rows = [];
try {
  // Every route once first: the audit measures what visitors get from a warm server, not the
  // creation of the embedded database or a blog route's first render.
  for (const route of routes) await (await fetch(server.url + route)).arrayBuffer();
  for (const route of routes) {
    // Built for each route, since it carries the route's markup; stopped before the next one.
    const copies = markup ? await startMarkupFloor({ port: benchPort(13 + floorKinds.length), siteUrl: server.url, route }) : undefined;
    const pages = [
      ...upperFloors.map(({ kind, url }) => ({ kind, url: `${url}/` })),
      ...(copies ? [{ kind: 'markup', url: `${copies.url}/` }, { kind: 'static', url: copies.staticUrl }] : []),
    ];
    // A next view of the route comes from the home page (of the home page, from /services).
    const previous = server.url + (route === '/' ? '/services' : '/');
    // The first run's reports are kept: the route's as `name.json`, each page beside it as `name.kind.json`.
    const name = route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9]+/gi, '_');
    chrome = await launchChrome();
    try {
      for (const throttlingMethod of throttlings) {
        for (const view of ['first', 'next']) {
          const next = view === 'next';
          // The floors are first views only: they place the route's first view.
          const floorPages = next ? [] : pages;
          const bare = [];
          const upper = floorPages.map(() => []);
          const site = [];
          for (let run = 0; run < runs; run++) {
            const suffix = `${throttlingMethod === 'simulate' ? '' : `.${throttlingMethod}`}${next ? '.next' : ''}`;
            const file = (kind) => (run === 0 ? `${name}${kind ? `.${kind}` : ''}${suffix}` : undefined);
            bare.push(await measure(floor.url + '/', file('bare'), { throttlingMethod, from: next ? floor.url + '/' : undefined }));
            for (const [i, page] of floorPages.entries()) upper[i].push(await measure(page.url, file(page.kind), { throttlingMethod }));
            const artifacts = whatIf && run === 0 && !next ? `${out}/artifacts/${name}` : undefined;
            site.push(await measure(server.url + route, file(), { throttlingMethod, from: next ? previous : undefined, artifacts }));
          }
          if (whatIf && !next) await printWhatIf(route, `${out}/artifacts/${name}`, site[0]);
          report({ route, throttlingMethod, view, bare, site, floors: floorPages.map(({ kind }, i) => ({ kind, samples: upper[i] })) });
        }
      }
    } finally {
      chrome.kill();
      chrome = undefined;
      await copies?.stop();
    }
  }
} finally {
  chrome?.kill();
  await Promise.all([server.stop(), floor.stop(), ...upperFloors.map((f) => f.stop()), ...[...fronts.values()].map((f) => f.stop())]);
}
console.table(rows);
console.log(`Goal: simulated, performance within ${PERF_GAP} points of the bare page beside it; applied (devtools), FCP and LCP within ${PAINT_GAP_MS} ms of it; a11y, best practices, SEO 100; CLS below 0.001.${runs > 1 ? ` Medians of ${runs} runs.` : ''}${h2 ? ' Over HTTP/2.' : ''} A next view comes from / (from /services for /), the bare page's from itself.`);
console.log(`${rows.filter((r) => r.goal === 'met').length} of ${rows.length} rows meet it.`);
if (markup) console.log(`'ours vs markup': perf points and LCP ms the route loses to its own markup rendered by the framework alone (the markup floor).`);
if (throttlings.includes('simulate')) {
  console.log(`'scripts before paint': per run, the scripts that had arrived when the page painted in the unthrottled load Lighthouse observed. Lantern's LCP counts those that also began to run before that paint; a page that paints before its scripts arrive (the bare page, usually) is not charged for them.`);
}
