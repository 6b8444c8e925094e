import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable packages: nothing is downloaded at build time.
// Preloaded with `swap`, measured (npm run audit, /, /contact, a post, beside the bare page):
// without preload LCP did not move beyond the noise while `swap` then shifted the contact hero
// (CLS 0.028); `optional` kept CLS 0 with no LCP gain either. The hero's render delay is script
// and layout work before the first paint, not font loading.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

export const jakarta = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-jakarta',
  weight: '200 800',
  display: 'swap',
});
