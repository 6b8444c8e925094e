import { externalUrl } from '@/lib/external-url';
import type { RedirectInput } from './types';

/** Paths the app itself owns: a redirect there would hide the admin, assets or APIs. */
export const RESERVED_PREFIXES = ['/admin', '/_next', '/api'] as const;
/** Longest chain followed before a redirect is treated as a loop. */
export const MAX_REDIRECT_HOPS = 10;
const MAX_PATH = 300;

export const REDIRECT_MESSAGES = {
  sourceFormat: 'The old path must start with / and be a plain path: no spaces, query string or #fragment.',
  reserved: 'Paths under /admin, /_next and /api cannot be redirected.',
  targetFormat: 'The target must be a path on this site (starting with /) or an https:// URL.',
  self: 'A redirect cannot point to itself.',
  loop: 'This redirect would create a loop: its target leads back to the old path.',
  livePost: 'A post lives at this path. Change the post’s slug instead; its old URL then redirects by itself.',
  duplicate: 'There is already a redirect from this path.',
} as const;

/** One trailing slash less (Next serves /x/ as /x), so /old and /old/ are one redirect. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

const isPlainPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !/[\s?#\\]/.test(path) && !/[<>"]/.test(path) && path.length <= MAX_PATH;

export const isReserved = (path: string) =>
  RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) || path.startsWith('/_next');

export type RedirectCheck = { ok: true; value: RedirectInput } | { ok: false; field: 'source' | 'target'; message: string };

/** The rules that need no database: format, reserved paths, a redirect to itself. */
export function checkRedirect(rawSource: string, rawTarget: string): RedirectCheck {
  const source = trimSlash(rawSource.trim());
  if (!isPlainPath(source)) return { ok: false, field: 'source', message: REDIRECT_MESSAGES.sourceFormat };
  if (isReserved(source.toLowerCase())) return { ok: false, field: 'source', message: REDIRECT_MESSAGES.reserved };

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
 * there is none, and when the chain loops or never ends (then nothing is served).
 */
export async function followRedirects(start: string, find: (path: string) => Promise<string | null>): Promise<string | null> {
  const seen = new Set([start]);
  let current = start;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    const next = current.startsWith('/') ? await find(current.split('?')[0]!) : null;
    if (next === null) return current === start ? null : current;
    if (seen.has(next)) return null;
    seen.add(next);
    current = next;
  }
  return null;
}

/** Whether adding source → target would make a chain come back to source. */
export async function wouldLoop({ source, target }: RedirectInput, find: (path: string) => Promise<string | null>): Promise<boolean> {
  let current = target;
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    if (!current.startsWith('/')) return false;
    const path = current.split('?')[0]!;
    if (path === source) return true;
    const next = await find(path);
    if (next === null) return false;
    current = next;
  }
  return true;
}
