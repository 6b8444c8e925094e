// Writes app/font-fallbacks.css: fallback faces scaled so a line set in Arial or its metric twin
// (Liberation Sans, which Debian's fonts-liberation installs) is as wide as in each brand font.
// Usage: node scripts/measure-font-fallbacks.mjs (Chromium at /usr/bin/chromium, fonts-liberation).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';

// Each font's ascent and descent over its em (hhea), as next/font computes them.
const fonts = {
  Inter: { file: 'app/_fonts/inter-latin-wght-400-800.woff2', ascent: 0.96875, descent: 0.24121 },
  Jakarta: { file: 'app/_fonts/plus-jakarta-sans-latin-wght-400-800.woff2', ascent: 1.03799, descent: 0.22197 },
};
// One face per weight band, scaled at the weight the band is measured at. From 550 up the
// fallback is the twin's real bold.
const bands = [
  { range: '100 449', weight: 400 },
  { range: '450 549', weight: 500 },
  { range: '550 749', weight: 650 },
  { range: '750 1000', weight: 800 },
];
// Arial and the faces metric-compatible with it (Helvetica's widths are Arial's), then Roboto,
// Android's system font, in a family of its own: its widths are scaled by Arial's average width
// over Roboto's (the capsize metrics next ships: 913/911 regular, 983/926 bold).
const families = [
  {
    suffix: '',
    regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    scale: { regular: 1, bold: 1 },
  },
  { suffix: ' Roboto', regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'], scale: { regular: 913 / 911, bold: 983 / 926 } },
];
// Running text and a headline from the site, so letter frequencies are the site's own.
const sample =
  'Field notes from our strategists: getting cited by AI assistants, running storm-triggered campaigns and turning paid media into booked jobs. How Google AI Overviews Choose Their Sources, and How to Become One';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let widths;
try {
  const page = await browser.newPage();
  const sources = Object.fromEntries(Object.entries(fonts).map(([name, { file }]) => [name, readFileSync(file).toString('base64')]));
  widths = await page.evaluate(
    async ({ sources, sample, weights }) => {
      const context = document.createElement('canvas').getContext('2d');
      const width = (font) => ((context.font = font), context.measureText(sample).width);
      if (!document.fonts.check('16px "Liberation Sans"')) throw new Error('Liberation Sans is not installed (Debian: fonts-liberation)');
      const result = {};
      for (const [name, base64] of Object.entries(sources)) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        document.fonts.add(await new FontFace(`measure-${name}`, bytes, { weight: '400 800' }).load());
        for (const weight of weights) {
          const twin = width(`${weight >= 550 ? 700 : 400} 100px "Liberation Sans"`);
          result[`${name} ${weight}`] = width(`${weight} 100px "measure-${name}"`) / twin;
        }
      }
      return result;
    },
    { sources, sample, weights: bands.map((band) => band.weight) },
  );
} finally {
  await browser.close();
}
console.table(Object.fromEntries(Object.entries(widths).map(([key, ratio]) => [key, `${(ratio * 100).toFixed(2)}%`])));

const percent = (value) => `${(value * 100).toFixed(2)}%`;
const faces = Object.entries(fonts).flatMap(([name, font]) =>
  families.flatMap((family) =>
    bands.map(({ range, weight }) => {
      const kind = weight >= 550 ? 'bold' : 'regular';
      const size = widths[`${name} ${weight}`] * family.scale[kind];
      return `@font-face {
  font-family: "${name} Fallback${family.suffix}";
  font-weight: ${range};
  src: ${family[kind].map((local) => `local("${local}")`).join(', ')};
  size-adjust: ${percent(size)};
  ascent-override: ${percent(font.ascent / size)};
  descent-override: ${percent(font.descent / size)};
  line-gap-override: 0%;
}`;
    }),
  ),
);

writeFileSync(
  'app/font-fallbacks.css',
  `/*
 * Written by \`node scripts/measure-font-fallbacks.mjs\`: change the script, not this file.
 *
 * Fallback faces shaped like the brand fonts, for the moment before they arrive (font-display:
 * swap) and for visitors who never get them. Text set in them wraps like the brand fonts, so the
 * swap moves nothing (CLS 0).
 *
 * next/font's own fallback names only local(Arial), at Arial's regular weight for every weight.
 * Android and most Linux systems have no Arial, so there the text fell through to the system font
 * and shifted when the brand font arrived (CLS 0.028 on /blog under applied throttling). These
 * faces also name Arial's metric twins (Liberation Sans, Arimo) and Helvetica, and, in a family of
 * its own, Roboto, with a real bold face for 550 and up.
 *
 * size-adjust: the brand font's line width over the twin's, measured in Chromium at 400, 500, 650
 * and 800 for the weight bands below. ascent and descent: the brand font's own over size-adjust.
 */
${faces.join('\n\n')}
`,
);
console.log('Wrote app/font-fallbacks.css');
