import localFont from 'next/font/local';

// Self-hosted, nothing is downloaded at build time: the @fontsource-variable Latin files cut to
// the 400–800 weights the site uses (scripts/subset-fonts.sh; sizes in docs/performance.md).
// Both `swap`, over fallback faces shaped like them (app/font-fallbacks.css), so a swap moves
// nothing. Only the display face is preloaded: the headings, the largest paint on every page, are
// set in it. Preloading the text face too took 31 KB of a slow phone's bandwidth while the page's
// own HTML was still arriving; `npm run audit` (docs/performance.md, "First paint") measured the
// three choices: both, the display face only (kept), neither.
export const inter = localFont({
  src: './_fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
  // Body text: shown in its fallback until it arrives (see above).
  preload: false,
  // Its fallback faces are in app/font-fallbacks.css: next/font's names only Arial.
  adjustFontFallback: false,
});

export const jakarta = localFont({
  src: './_fonts/plus-jakarta-sans-latin-wght-400-800.woff2',
  variable: '--font-jakarta',
  weight: '400 800',
  display: 'swap',
  // Its fallback faces are in app/font-fallbacks.css: next/font's names only Arial.
  adjustFontFallback: false,
});
