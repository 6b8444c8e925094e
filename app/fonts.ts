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

/**
 * A first view lays its text out in the fallback faces alone, until both brand fonts have arrived.
 * With a `swap` face still loading in its font stack, Chromium's layout of the page's text costs
 * two to three times as much: on `/`, the layout before the first paint took 170–260 ms of a
 * throttled phone's CPU against 67–120 ms with the fallback faces alone (docs/performance.md,
 * "First paint"). This inline script, run before the body is parsed, marks the page
 * `fonts-pending` (app/theme.css points the font variables at the fallback faces) and clears the
 * mark when the fonts have loaded or failed: the same swap as `font-display: swap`, over the same
 * metric-matched faces, so nothing moves. It asks for the fonts once the HTML has arrived
 * (DOMContentLoaded), as the first layout did before: asked for at once, the text face took a
 * slow phone's bandwidth from the page's own HTML (the preloaded display face is on its way
 * anyway). Once the browser has had the fonts (a flag in localStorage, so a new tab counts), a
 * next view skips the mark and sets the brand fonts from the cache, as before: marked, it would lay
 * the page out twice before its first paint, once in each face. Without JavaScript the page is as
 * before.
 */
export const fontsPendingScript = `(function (d) {
  try { if (localStorage.getItem('fonts-loaded')) return; } catch (e) {}
  if (!d.fonts || !d.fonts.load) return;
  var c = d.documentElement.classList;
  c.add('fonts-pending');
  function done() { c.remove('fonts-pending'); try { localStorage.setItem('fonts-loaded', '1'); } catch (e) {} }
  function load() {
    Promise.all([d.fonts.load(${JSON.stringify(`1em ${inter.style.fontFamily}`)}), d.fonts.load(${JSON.stringify(`1em ${jakarta.style.fontFamily}`)})]).then(done, function () { c.remove('fonts-pending'); });
  }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', load); else load();
})(document);`;
