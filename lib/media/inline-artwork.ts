import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The blog's bundled artwork (public/blog/*.svg, 1.4–3.6 KB gzipped) written into a post's page
 * as a data: URL instead of fetched. The featured image is a post's largest paint, and a separate
 * request for it starts only once the HTML's head has arrived: on a slow phone that round trip put
 * it 640 ms behind the first paint (docs/performance.md, "First paint"). Uploads and images on
 * other hosts are fetched as before; so is artwork too big to be worth carrying in every view.
 */
const ARTWORK = /^\/blog\/[a-z0-9-]+\.svg$/;
/** Past this the page's own weight costs more than the round trip saves. */
export const MAX_INLINE_BYTES = 16 * 1024;

const inlined = new Map<string, string | null>();

/** `src` as a data: URL when it names bundled artwork, or null (read once per process). */
export function inlineArtwork(src: string, publicDir = path.join(process.cwd(), 'public')): string | null {
  if (!ARTWORK.test(src)) return null;
  const key = path.join(publicDir, src);
  if (!inlined.has(key)) inlined.set(key, readArtwork(key));
  return inlined.get(key) ?? null;
}

function readArtwork(file: string): string | null {
  let svg: string;
  try {
    svg = readFileSync(file, 'utf8');
  } catch {
    return null; // not deployed with the server (a serverless function without the file): fetch it
  }
  return Buffer.byteLength(svg) <= MAX_INLINE_BYTES ? svgDataUrl(svg) : null;
}

/** What the URL standard's parser calls a validation error unescaped in a data: URL's body. */
const NOT_IN_URL = /[ "#%<>[\\\]^`{|}\u{80}-\u{10ffff}]/gu;

/**
 * An SVG as a UTF-8 data: URL: whitespace runs collapsed, and only the characters a valid URL
 * cannot hold escaped (the space, quotes, brackets and the like, and anything outside ASCII), so
 * it stays readable and gzips as well as the file (base64 would not).
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ');
  return 'data:image/svg+xml,' + text.replace(NOT_IN_URL, (c) => encodeURIComponent(c));
}
