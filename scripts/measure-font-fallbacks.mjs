// Prints how much Arial's metric twin (Liberation Sans) must be scaled to set a line as wide as
// each brand font at each weight: the size-adjust values in app/font-fallbacks.css.
// Usage: node scripts/measure-font-fallbacks.mjs (Chromium at /usr/bin/chromium, fonts-liberation).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const fonts = {
  Inter: 'app/_fonts/inter-latin-wght-400-800.woff2',
  Jakarta: 'app/_fonts/plus-jakarta-sans-latin-wght-400-800.woff2',
};
// Running text and a headline from the site, so letter frequencies are the site's own.
const sample =
  'Field notes from our strategists: getting cited by AI assistants, running storm-triggered campaigns and turning paid media into booked jobs. How Google AI Overviews Choose Their Sources, and How to Become One';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const sources = Object.fromEntries(Object.entries(fonts).map(([name, file]) => [name, readFileSync(file).toString('base64')]));
  const rows = await page.evaluate(
    async ({ sources, sample }) => {
      const context = document.createElement('canvas').getContext('2d');
      const width = (font) => ((context.font = font), context.measureText(sample).width);
      if (!document.fonts.check('16px "Liberation Sans"')) throw new Error('Liberation Sans is not installed');
      const rows = [];
      for (const [name, base64] of Object.entries(sources)) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        document.fonts.add(await new FontFace(`measure-${name}`, bytes, { weight: '400 800' }).load());
        for (const weight of [400, 500, 600, 650, 700, 800]) {
          // The fallback face for 550 and up is the twin's real bold (app/font-fallbacks.css).
          const twin = width(`${weight >= 550 ? 700 : 400} 100px "Liberation Sans"`);
          rows.push({ font: name, weight, 'size-adjust': `${((width(`${weight} 100px "measure-${name}"`) / twin) * 100).toFixed(2)}%` });
        }
      }
      return rows;
    },
    { sources, sample },
  );
  console.table(rows);
} finally {
  await browser.close();
}
