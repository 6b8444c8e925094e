import localFont from 'next/font/local';

// Self-hosted, nothing is downloaded at build time: the @fontsource-variable Latin files cut to
// the 400–800 weights the site uses (scripts/subset-fonts.sh), 50 KB preloaded instead of 77 KB.
// Preloaded with `swap`, measured (npm run audit, /, /contact, a post, beside the bare page):
// without preload LCP did not move beyond the noise while `swap` then shifted the contact hero
// (CLS 0.028); `optional` kept CLS 0 with no LCP gain either.
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
