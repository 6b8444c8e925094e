import 'server-only';
import { notFound, permanentRedirect, unstable_rethrow } from 'next/navigation';
import { canonicalPath } from '@/lib/http/edge';
import { TAGS } from './cache-tags';
import { cached } from './published';
import { followRedirects } from './redirect-rules';
import { postRepository } from './repository';

// How a public route answers a path nothing serves: the redirect an old slug or a manual
// redirect left, else the 404. Apart from ./public so the loaders it re-exports
// (./author-pages) can use it without importing their own face back.

/**
 * A request path from route params, as redirect sources are stored (lib/http/paths.ts): escapes
 * spelt one way whether or not the router decoded the params. Null for one no source can be.
 */
export const requestPath = (...segments: string[]) => canonicalPath(`/${segments.join('/')}`);

/**
 * Every public redirect as one cached map, rather than one cache entry per path asked about:
 * the paths come from visitors, and a key per path would let anyone fill the data cache.
 */
const getRedirectMap = cached(
  async () => Object.fromEntries(await postRepository().listPublicRedirects()),
  'redirects',
  () => [TAGS.redirects],
);

/** Where an old path now lives, chains collapsed to one hop. Old slugs depend on posts too. */
export async function getRedirect(path: string): Promise<string | null> {
  const map = await getRedirectMap();
  return followRedirects(path, async (next) => (Object.hasOwn(map, next) ? map[next]! : null));
}

/**
 * Answers a path nothing else serves: a permanent redirect (308) when an old slug or a manual
 * redirect covers it, else the 404 page. An unreachable database is a 404, never a 500.
 */
export async function redirectOrNotFound(path: string | null): Promise<never> {
  let target: string | null = null;
  try {
    if (path !== null) target = await getRedirect(path);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Could not look up a redirect for "${path}"`, error);
  }
  if (target) permanentRedirect(target);
  notFound();
}
