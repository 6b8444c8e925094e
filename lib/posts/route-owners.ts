import 'server-only';
import { authorBySlug } from '@/lib/authors/public';
import { indexNowEnv } from '@/lib/env.server';
import { categoryBySlug, isValidSlug, parsePageNumber } from './params';
import { postRepository } from './repository';
import { currentRouteTable, servedBy, type RouteOwners } from './route-table';

/**
 * What the site's dynamic routes serve, by parameters (see lib/posts/route-table.ts). Where one
 * of these says no, the route answers by asking the redirects (lib/posts/redirect-answer.ts
 * `redirectOrNotFound`), so a redirect saved there is used. Dynamic routes not listed here
 * (route handlers, the service and industry pages, the feeds) keep every path they match.
 */
export const routeOwners: RouteOwners = {
  // A post keeps its address while it exists, published or not.
  '/blog/[slug]': async ([slug = '']) => isValidSlug(slug) && (await postRepository().getBySlug(slug)) !== null,
  // A list keeps all its page numbers, not only today's: the blog grows into them.
  '/blog/page/[page]': ([page = '']) => parsePageNumber(page) !== null,
  '/blog/category/[category]': ([category = '']) => categoryBySlug(category) !== undefined,
  '/blog/category/[category]/page/[page]': ([category = '', page = '']) => categoryBySlug(category) !== undefined && parsePageNumber(page) !== null,
  '/blog/author/[slug]': ([slug = '']) => authorBySlug(slug) !== undefined,
  '/blog/author/[slug]/page/[page]': ([slug = '', page = '']) => authorBySlug(slug) !== undefined && parsePageNumber(page) !== null,
  // The key file answers for the configured key alone; other names ask the redirects.
  '/indexnow-key/[key]': ([key = '']) => {
    const settings = indexNowEnv();
    return Boolean(settings && 'config' in settings && settings.config.key === key);
  },
  // The catch-all is where redirects are served.
  '/[...path]': () => false,
};

/** Whether a redirect from `source` (canonical) would be used, and if not, what answers instead. */
export async function pathOwner(source: string): Promise<'post' | 'route' | null> {
  const served = await servedBy(currentRouteTable(), routeOwners, source);
  if (!served) return null;
  return served.page === '/blog/[slug]' ? 'post' : 'route';
}
