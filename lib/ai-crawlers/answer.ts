import 'server-only';
import { isOpenAdminPath } from '@/lib/auth/edge';
import { isConfigRedirect } from '@/lib/http';
import { canonicalPath } from '@/lib/http/edge';
import { getRedirect, isBlogPage } from '@/lib/posts/public';
import { isListed } from './client';

/** The status each answer is counted with when it is decided here rather than seen. */
export const DECIDED_STATUS = { served: 200, redirected: 308, adminSignIn: 307, notFound: 404 } as const;

/**
 * The status a GET of `path` gets, decided against the site's own list of pages and redirects,
 * for hosts where the status sent cannot be seen (serverless: middleware hands the hit over
 * before the page runs). Served: a listed page or file, a blog page that exists. Redirected: a
 * trailing slash or a redirect of next.config.ts (Next answers those before middleware, so they
 * reach this only when called directly), /admin/… without a session (crawlers have none), a
 * stored redirect. Not found: anything else, including the addresses the catch-all and the
 * placeholder service and industry pages answer with 200. Never an error: that is known only
 * where it happens. A database that cannot be read throws; the caller counts nothing.
 */
export async function decidedStatus(path: string): Promise<number> {
  if (path !== '/' && path.endsWith('/')) return DECIDED_STATUS.redirected;
  if (isConfigRedirect(path)) return DECIDED_STATUS.redirected;
  if (isListed(path)) return DECIDED_STATUS.served;
  if (path === '/admin' || path.startsWith('/admin/')) return isOpenAdminPath(path) ? DECIDED_STATUS.served : DECIDED_STATUS.adminSignIn;
  if (path.startsWith('/blog/') && (await isBlogPage(path))) return DECIDED_STATUS.served;
  // Stored redirects are looked up by the path as the catch-all reads it.
  const canonical = canonicalPath(path);
  if (canonical !== null && (await getRedirect(canonical))) return DECIDED_STATUS.redirected;
  return DECIDED_STATUS.notFound;
}
