// Full-page screenshots at desktop and 390 px of the given paths: node scripts/screenshots.mjs / /privacy
import { chromium } from 'playwright';
import { mkdirSync } from 'node:fs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = '.reports/screens';
mkdirSync(out, { recursive: true });
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' });
    const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
