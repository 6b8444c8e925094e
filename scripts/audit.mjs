// `npm run audit`: Lighthouse 12 (mobile, simulated throttling) over every route of a production server.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeList, startServer } from './lib/server.mjs';

const out = '.lighthouse';
mkdirSync(out, { recursive: true });
const only = process.argv.slice(2);
const routes = only.length ? only : await routeList();
const server = await startServer({ port: 3302 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const route of routes) {
    const result = await lighthouse(server.url + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) continue;
    const { categories, audits } = result.lhr;
    writeFileSync(`${out}/${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`, result.report);
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    rows.push({
      route,
      perf: score('performance'),
      a11y: score('accessibility'),
      'best-pr': score('best-practices'),
      seo: score('seo'),
      LCP: audits['largest-contentful-paint']?.displayValue,
      TBT: audits['total-blocking-time']?.displayValue,
      CLS: audits['cumulative-layout-shift']?.displayValue,
    });
    console.log(`${route}: ${rows.at(-1).perf}/${rows.at(-1).a11y}/${rows.at(-1)['best-pr']}/${rows.at(-1).seo}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.table(rows);
