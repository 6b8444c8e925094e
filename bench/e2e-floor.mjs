// `npm run bench:e2e-floor [-- --runs 60] [--workers 2] [route]`: what one end-to-end test costs
// on this machine before it checks anything. Playwright's runner gives every test a fresh browser
// context and page; the test then opens a route (default /about). This does only that, `--workers`
// at a time (the gate's count) in the Chromium and launch options the e2e suite uses, against the
// production build, and prints the wall time per test, its parts, and what the gate's browser
// tests cost at that rate (their count from the last `npm test`'s reports, when there are any).
import { chromium } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { e2eLaunchOptions } from '../tests/helpers/servers.ts';
import { benchArgs, median } from './lib/bench-args.ts';
import { benchPort, startServer } from './lib/server.mjs';

const args = benchArgs(process.argv.slice(2), { runs: 60, valued: ['--workers'] });
const workers = Number(args.valueOf('--workers') ?? 2);
const route = args.routes[0] ?? '/about';

const server = await startServer({ port: benchPort(30) });
const browser = await chromium.launch(e2eLaunchOptions);

/** One test's share: context and page, then the visit; milliseconds of each. */
async function oneTest() {
  const from = performance.now();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const opened = performance.now();
  await page.goto(route);
  const visited = performance.now();
  await context.close();
  return { open: opened - from, visit: visited - opened, all: performance.now() - from };
}

// A warm-up per worker, as the runner's first test in each worker pays for the browser's start.
await Promise.all(Array.from({ length: workers }, oneTest));
const samples = [];
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: workers }, async () => {
    while (next++ < args.runs) samples.push(await oneTest());
  }),
);
const perTest = (performance.now() - started) / args.runs;
await browser.close();
await server.stop();

const ms = (value) => `${Math.round(value)} ms`;
console.log(`${args.runs} tests, ${workers} at a time, each a fresh context and page and one visit to ${route}:`);
console.log(`  per test (wall, ${workers} workers): ${ms(perTest)}`);
console.log(`  one test, median: context and page ${ms(median(samples.map((s) => s.open)))}, visit ${ms(median(samples.map((s) => s.visit)))}, all ${ms(median(samples.map((s) => s.all)))}`);

// The gate's browser tests, from the last run's reports.
const reports = existsSync('.reports') ? readdirSync('.reports').filter((file) => /^playwright-gate-\d+\.json$/.test(file)) : [];
const tests = reports.reduce((sum, file) => {
  const { stats } = JSON.parse(readFileSync(`.reports/${file}`, 'utf8'));
  return sum + stats.expected + stats.unexpected + stats.flaky + stats.skipped;
}, 0);
if (tests) console.log(`  the gate's ${tests} e2e tests at this rate: at least ${(tests * perTest / 60_000).toFixed(1)} minutes before any of them checks anything`);
