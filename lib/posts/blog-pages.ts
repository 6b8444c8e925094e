import 'server-only';
import { authorBySlug, postsByAuthor } from '@/lib/authors/public';
import { categoryBySlug, isValidSlug, parsePageNumber } from './params';
import { getListing, pageCountOf } from './published';

/**
 * Whether a /blog/… path is a page the blog's routes serve (a post, a list page, a topic and its
 * feed, an author, search), by the same rules they use; for code that cannot see the status the
 * route sent (the AI crawler log on serverless hosts). Redirects are not pages: see getRedirect.
 */
export async function isBlogPage(path: string): Promise<boolean> {
  const parts = path.split('/').slice(2);
  if (parts.length === 0 || parts.some((part) => part === '')) return false;
  const [first, second, third, fourth, ...rest] = parts;
  if (rest.length > 0) return false;
  const listed = async (count: () => Promise<number>, page: string | undefined) => {
    if (page === undefined) return true;
    const number = parsePageNumber(page);
    return number !== null && number >= 2 && number <= pageCountOf(await count());
  };
  const listing = async (filter: (post: Awaited<ReturnType<typeof getListing>>[number]) => boolean = () => true) => (await getListing()).filter(filter).length;

  if (first === 'search') return parts.length === 1;
  if (first === 'page') return parts.length === 2 && listed(() => listing(), second);
  if (first === 'category') {
    const category = second === undefined ? undefined : categoryBySlug(second);
    if (!category) return false;
    if (third === undefined) return true;
    if (third === 'rss.xml') return fourth === undefined;
    return third === 'page' && fourth !== undefined && listed(() => listing((post) => Boolean(post.tags?.includes(category.tag))), fourth);
  }
  if (first === 'author') {
    const member = second === undefined ? undefined : authorBySlug(second);
    if (!member) return false;
    if (third === undefined) return true;
    return third === 'page' && fourth !== undefined && listed(async () => postsByAuthor(await getListing(), member.name).length, fourth);
  }
  return parts.length === 1 && isValidSlug(first!) && (await getListing()).some((post) => post.slug === first);
}
