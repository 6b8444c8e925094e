// `npm run bench:cpu [-- --runs 5] [routes…]`: the main thread's work on each route beside its
// markup floor (the same markup on the framework alone, bench/lib/server.mjs) and the bare page,
// in Chromium with the CPU slowed 4x, as Lighthouse's mobile preset assumes. Observed, not
// modelled: Lighthouse's simulated TBT multiplies the task lengths of an unthrottled load on a
// machine whose two cores the browser shares with the servers, and swings by 100 ms from run to
// run. Prints medians of: all main-thread time from navigation to 1.5 s after the network is idle;
// blocking time, as TBT (each long task after the first contentful paint, its time past 50 ms);
// script (evaluation, calls, compilation), style and layout, and HTML parsing. "ours" is the
// route's extra over its markup floor. `--profile` takes V8 CPU profiles of the same loads instead
// and prints self time by script file (means): JavaScript, the browser's own work outside it
// ("(program)": parsing, style, layout, paint) and garbage collection, route against markup floor.
import { chromium } from 'playwright';
import { benchArgs, medianOf } from './lib/bench-args.ts';
import { benchPort, routeList, startFloor, startMarkupFloor, startServer } from './lib/server.mjs';

const args = benchArgs(process.argv.slice(2), { runs: 5 });
const { runs } = args;
const profiling = args.has('--profile');
const routes = args.routes.length ? args.routes : await routeList();
const CPU_SLOWDOWN = 4;

// Trace events summed into each column; RunTask is the unit of a long task.
const kinds = {
  script: ['EvaluateScript', 'FunctionCall', 'v8.compile', 'RunMicrotasks'],
  'style+layout': ['UpdateLayoutTree', 'Layout'],
  html: ['ParseHTML'],
};

const floor = await startFloor({ port: benchPort(21) });
const server = await startServer({ port: benchPort(4) });
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});

async function slowPage() {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto('about:blank');
  return { page, cdp };
}

/** Self time in ms by script file name; V8's own entries keep their names ("(program)", …). */
async function profile(url) {
  const { page, cdp } = await slowPage();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile: { nodes, samples, timeDeltas } } = await cdp.send('Profiler.stop');
  await page.close();
  // A script by its file name (the document's inline scripts by the page's path); V8's own entries
  // keep their names; built-in and browser functions called from a script are "(native)".
  const fileOf = new Map(
    nodes.map(({ id, callFrame: { url, functionName } }) => [
      id,
      url ? new URL(url).pathname.split('/').pop() || '(document)' : functionName.startsWith('(') ? functionName : '(native)',
    ]),
  );
  const self = {};
  samples.forEach((id, i) => {
    const file = fileOf.get(id);
    if (file !== '(idle)') self[file] = (self[file] ?? 0) + (timeDeltas[i] ?? 0) / 1000;
  });
  return self;
}

async function measure(url) {
  const { page } = await slowPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'loading', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  // Top-level events only: a call inside an evaluation is not counted twice.
  const onMain = traceEvents.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts && e.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.ts >= start.ts)?.ts ?? start.ts;
  const ms = (events) => events.reduce((sum, e) => sum + e.dur / 1000, 0);
  const within = (e, task) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur;
  const outermost = (names) => {
    const matching = onMain.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let end = -Infinity;
    return matching.filter((e) => e.ts >= end && ((end = e.ts + e.dur), true));
  };
  return {
    main: ms(tasks),
    // As Lighthouse's TBT: long tasks after the first contentful paint.
    blocking: tasks.filter((task) => task.ts >= fcp).reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0),
    ...Object.fromEntries(Object.entries(kinds).map(([kind, names]) => [kind, ms(outermost(names).filter((e) => tasks.some((task) => within(e, task))))])),
  };
}

const notScript = new Set(['(program)', '(garbage collector)', '(root)']);
const mean = (profiles) => {
  const sum = {};
  for (const self of profiles) for (const [file, ms] of Object.entries(self)) sum[file] = (sum[file] ?? 0) + ms / profiles.length;
  return sum;
};
const total = (self, keep) => Math.round(Object.entries(self).reduce((sum, [file, ms]) => (keep(file) ? sum + ms : sum), 0));
const byFile = (self) =>
  Object.entries(self)
    .filter(([file]) => !notScript.has(file))
    .sort((a, b) => b[1] - a[1])
    .map(([file, ms]) => `${file} ${ms.toFixed(1)}`)
    .join(', ');

/** `--profile`: JavaScript and the browser's own work, route against its markup floor. */
async function profileRoute(route, floorUrl) {
  const profiles = { route: [], markup: [] };
  for (let run = 0; run < runs; run++) {
    profiles.markup.push(await profile(floorUrl));
    profiles.route.push(await profile(server.url + route));
  }
  const [r, m] = [mean(profiles.route), mean(profiles.markup)];
  const columns = (self) => ({
    js: total(self, (file) => !notScript.has(file)),
    program: total(self, (file) => file === '(program)'),
    gc: total(self, (file) => file === '(garbage collector)'),
  });
  const [rc, mc] = [columns(r), columns(m)];
  console.log(`${route}: JavaScript ${rc.js} ms (markup floor ${mc.js}), the browser's own work ${rc.program} ms (${mc.program}), GC ${rc.gc} ms (${mc.gc})`);
  console.log(`  route, by script: ${byFile(r)}`);
  console.log(`  markup floor, by script: ${byFile(m)}`);
  return { route, 'JavaScript ms': `${rc.js} / ${mc.js}`, '(program) ms': `${rc.program} / ${mc.program}`, 'GC ms': `${rc.gc} / ${mc.gc}` };
}

/** Trace: the route beside its markup floor and the bare page, medians. */
async function traceRoute(route, floorUrl) {
  const samples = { route: [], markup: [], bare: [] };
  // Interleaved, so a noisy moment falls on all three alike.
  for (let run = 0; run < runs; run++) {
    samples.bare.push(await measure(`${floor.url}/`));
    samples.markup.push(await measure(floorUrl));
    samples.route.push(await measure(server.url + route));
  }
  const [r, m, b] = [samples.route, samples.markup, samples.bare].map((list) => {
    const medians = medianOf(list);
    return Object.fromEntries(Object.entries(medians).map(([key, value]) => [key, Math.round(value)]));
  });
  const signed = (value) => `${value > 0 ? '+' : ''}${value}`;
  console.log(`${route}: main thread ${r.main} ms (markup floor ${m.main}, bare ${b.main}), blocking ${r.blocking} ms (markup floor ${m.blocking}, bare ${b.blocking})`);
  return {
    route,
    'main ms': r.main,
    'markup floor': m.main,
    bare: b.main,
    'blocking ms': r.blocking,
    'markup floor blocking': m.blocking,
    'bare blocking': b.blocking,
    'script ms': `${r.script} / ${m.script}`,
    'style+layout ms': `${r['style+layout']} / ${m['style+layout']}`,
    'html ms': `${r.html} / ${m.html}`,
    ours: `${signed(r.main - m.main)} ms main, ${signed(r.blocking - m.blocking)} ms blocking`,
  };
}

const rows = [];
try {
  for (const route of routes) await (await fetch(server.url + route)).arrayBuffer();
  for (const route of routes) {
    const copies = await startMarkupFloor({ port: benchPort(22), siteUrl: server.url, route });
    try {
      rows.push(await (profiling ? profileRoute : traceRoute)(route, `${copies.url}/`));
    } finally {
      await copies.stop();
    }
  }
} finally {
  await browser.close();
  await Promise.all([server.stop(), floor.stop()]);
}
console.table(rows);
if (profiling) {
  console.log(`V8 CPU profiles, CPU slowed ${CPU_SLOWDOWN}x, mobile viewport, means of ${runs} interleaved runs; self time, route / markup floor. '(program)': the browser's work outside JavaScript.`);
} else {
  console.log(`CPU slowed ${CPU_SLOWDOWN}x, mobile viewport, medians of ${runs} interleaved runs. 'script', 'style+layout', 'html': route / markup floor.`);
  console.log(`'ours': the route's main-thread and blocking time beyond its markup floor (the same markup on the framework alone).`);
}
