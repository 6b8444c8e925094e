import 'server-only';
import { authorBySlug, postsByAuthor } from '@/lib/authors/public';
import { categoryBySlug, isValidSlug, parsePageNumber } from './params';
import { getListing, pageCountOf } from './published';

type Listed = Awaited<ReturnType<typeof getListing>>[number];

/** Page `raw` of the list of posts `keep` selects; page 1 is the list's own address (a redirect). */
async function isListPage(raw: string, keep: (posts: Listed[]) => Listed[] = (posts) => posts) {
  const page = parsePageNumber(raw);
  return page !== null && page >= 2 && page <= pageCountOf(keep(await getListing()).length);
}

/**
 * Whether a /blog/… path is a page the blog's routes serve (a post, a list page, a topic and its
 * feed, an author, search), by the same rules they use; for code that cannot see the status the
 * route sent (the AI crawler log on serverless hosts). Redirects are not pages: see getRedirect.
 */
export async function isBlogPage(path: string): Promise<boolean> {
  if (path === '/blog/search') return true;
  let match = /^\/blog\/page\/([^/]+)$/.exec(path);
  if (match) return isListPage(match[1]!);
  match = /^\/blog\/category\/([^/]+)(\/rss\.xml|\/page\/([^/]+))?$/.exec(path);
  if (match) {
    const category = categoryBySlug(match[1]!);
    if (!category || match[3] === undefined) return Boolean(category);
    return isListPage(match[3], (posts) => posts.filter((post) => post.tags?.includes(category.tag)));
  }
  match = /^\/blog\/author\/([^/]+)(?:\/page\/([^/]+))?$/.exec(path);
  if (match) {
    const member = authorBySlug(match[1]!);
    if (!member || match[2] === undefined) return Boolean(member);
    return isListPage(match[2], (posts) => postsByAuthor(posts, member.name));
  }
  match = /^\/blog\/([^/]+)$/.exec(path);
  return Boolean(match && isValidSlug(match[1]!) && (await getListing()).some((post) => post.slug === match[1]));
}
