import { externalUrl } from '@/lib/external-url';
import { canonicalPath, MAX_PATH_LENGTH } from '@/lib/http/edge';
import type { RedirectInput } from './types';

/** Paths the app itself owns: a redirect there would hide the admin, assets or APIs. */
export const RESERVED_PREFIXES = ['/admin', '/_next', '/api'] as const;
/** The most redirects one visit is sent through (collapsed into one hop); a longer chain is served as a 404. */
export const MAX_REDIRECT_HOPS = 10;

export const REDIRECT_MESSAGES = {
  sourceFormat: 'The old path must start with / and be a plain path: no spaces, query string or #fragment.',
  /** {path}: the path as a request names it. */
  sourceNotCanonical: 'Browsers ask for this path as {path}: enter it that way.',
  reserved: 'Paths under /admin, /_next and /api cannot be redirected.',
  /** A page, file or route of the site answers at the path, so a redirect there would never be used. */
  routed: 'A page of this site answers at this path, so a redirect from it would never be used.',
  targetFormat: 'The target must be a path on this site (starting with /) or an https:// URL.',
  self: 'A redirect cannot point to itself.',
  loop: 'This redirect would create a loop: its target leads back to the old path.',
  tooLong: `This redirect would make a chain of more than ${MAX_REDIRECT_HOPS} redirects, which visitors are not sent through. Point it, or the redirect before it, at the final address.`,
  livePost: 'A post lives at this path. Change the post’s slug instead; its old URL then redirects by itself.',
  duplicate: 'There is already a redirect from this path.',
} as const;

/** One trailing slash less (Next serves /x/ as /x), so /old and /old/ are one redirect. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

const isPlainPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !/[\s?#\\]/.test(path) && !/[<>"]/.test(path) && path.length <= MAX_PATH_LENGTH;

export const isReserved = (path: string) =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || path.startsWith('/_next');

export type RedirectCheck = { ok: true; value: RedirectInput } | { ok: false; field: 'source' | 'target'; message: string };

/**
 * The rules that need no database: format, reserved paths, a redirect to itself. A source is
 * stored as a request names it (canonicalPath), since that is what the lookup compares: a
 * non-ASCII letter percent-encoded, an escaped plain letter as the letter (`/%6Fld` is
 * `/old`). A path with dot segments (`/./old`) is refused with the way to write it, and one that
 * only reaches a reserved path that way (`/%61dmin`, `/./admin`) is reserved.
 */
export function checkRedirect(rawSource: string, rawTarget: string): RedirectCheck {
  const typed = trimSlash(rawSource.trim());
  const source = isPlainPath(typed) ? canonicalPath(typed) : null;
  if (source === null || source.length > MAX_PATH_LENGTH) return { ok: false, field: 'source', message: REDIRECT_MESSAGES.sourceFormat };
  if (isReserved(source.toLowerCase())) return { ok: false, field: 'source', message: REDIRECT_MESSAGES.reserved };
  // Escapes are spelt the one way a lookup uses; dot segments are a detour staff did not mean.
  if (decodeURIComponent(source) !== decodeURIComponent(typed)) {
    return { ok: false, field: 'source', message: REDIRECT_MESSAGES.sourceNotCanonical.replace('{path}', source) };
  }

  const targetText = rawTarget.trim();
  let target: string;
  if (targetText.startsWith('/')) {
    const [path = '', query] = targetText.split(/\?(.*)$/s, 2);
    if (!isPlainPath(path) || (query !== undefined && /[\s#<>"]/.test(query))) {
      return { ok: false, field: 'target', message: REDIRECT_MESSAGES.targetFormat };
    }
    target = query ? `${trimSlash(path)}?${query}` : trimSlash(path);
  } else {
    const url = externalUrl(targetText);
    if (!url) return { ok: false, field: 'target', message: REDIRECT_MESSAGES.targetFormat };
    target = url;
  }
  if (target === source) return { ok: false, field: 'target', message: REDIRECT_MESSAGES.self };
  return { ok: true, value: { source, target } };
}

/**
 * Follows redirects from a path to where they end, so a visitor gets one hop. Null when
 * there is none, and when the chain loops or has more than MAX_REDIRECT_HOPS redirects (then
 * nothing is served; `chainProblem` keeps such chains from being saved).
 */
export async function followRedirects(start: string, find: (path: string) => Promise<string | null>): Promise<string | null> {
  const seen = new Set([start]);
  let current = start;
  for (let hops = 0; ; hops++) {
    const next = current.startsWith('/') ? await find(current.split('?')[0]!) : null;
    if (next === null) return current === start ? null : current;
    if (hops === MAX_REDIRECT_HOPS || seen.has(next)) return null;
    seen.add(next);
    current = next;
  }
}

/**
 * What would be wrong with the chains through a new redirect, given every redirect by source:
 * it never ends (a loop, or it runs into one), or a visit would pass more redirects than
 * `followRedirects` follows. Chains that do not use the new one are not its business.
 */
export function chainProblem(redirects: ReadonlyMap<string, string>, added: RedirectInput): 'loop' | 'tooLong' | null {
  const all = new Map(redirects).set(added.source, added.target);
  const next = (path: string) => (path.startsWith('/') ? (all.get(path.split('?')[0]!) ?? null) : null);
  /** How many redirects a visit to `start` passes, and whether the new one is among them; null when it never ends. */
  const walk = (start: string) => {
    const seen = new Set([start]);
    let hops = 0;
    let through = false;
    for (let at = start, target = next(at); target !== null; target = next(at)) {
      through ||= at === added.source;
      at = target.split('?')[0]!;
      if (seen.has(at)) return null;
      seen.add(at);
      hops += 1;
    }
    return { hops, through };
  };
  if (walk(added.source) === null) return 'loop';
  for (const start of all.keys()) {
    const chain = walk(start);
    if (chain?.through && chain.hops > MAX_REDIRECT_HOPS) return 'tooLong';
  }
  return null;
}
