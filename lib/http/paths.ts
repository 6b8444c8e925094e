/**
 * Request paths as the site reads them. Pure and Web-only: middleware (edge runtime), the
 * redirect rules and the pages share it, so they agree on what a path is.
 */

/** The longest path worth an answer: no route serves a longer one, and no redirect may start there. */
export const MAX_PATH_LENGTH = 300;

// Control characters (a NUL above all) make file names and Postgres text fail.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A path the way a request for it reaches a page: dot segments resolved, each segment's
 * percent-escapes decoded, then written again as `encodeURI` writes it (what
 * `app/(site)/[...path]` and the blog's pages look up). Null for a path no request can name
 * that way: not starting with one /, a broken escape, an escaped / or a control character.
 */
export function canonicalPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = new URL(raw, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/') || CONTROL.test(decoded)) return null;
    segments.push(decoded);
  }
  try {
    return encodeURI(segments.join('/'));
  } catch {
    // A lone surrogate: no request can name it.
    return null;
  }
}

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A broken escape or a control character: no request a browser makes. */
function isMalformed(pathname: string): boolean {
  try {
    return CONTROL.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * Middleware's screen for /blog/… paths, before anything renders or touches the page cache: a
 * malformed one (broken escape, NUL) is a plain 400; one too long for any route, or with an
 * escaped / (no route or redirect has one), a plain 404. Null lets the request through.
 */
export function screenBlogPath(pathname: string): Response | null {
  if (pathname.length <= MAX_PATH_LENGTH && canonicalPath(pathname) !== null) return null;
  return isMalformed(pathname) ? plain(400, 'Malformed address.') : plain(404, 'Not found.');
}
