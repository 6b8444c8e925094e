import localFont from 'next/font/local';

// Self-hosted, nothing is downloaded at build time: the @fontsource-variable Latin files cut to
// the 400–800 weights the site uses (scripts/subset-fonts.sh; sizes in docs/performance.md).
// Preloaded with `swap` (checked with `npm run audit`): without preload LCP did not improve while
// `swap` shifted the contact hero; `optional` kept the layout still but gained no LCP either.
export const inter = localFont({
  src: './_fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
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
