import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { team } from '@/content/team';
import { readableAtBuild } from '@/lib/db/backend';
import { BLOG_PAGE_SIZE, TAGS } from '@/lib/posts/cache-tags';
import { parsePageNumber } from '@/lib/posts/params';
import { cached, getPublishedIndex, redirectOrNotFound, requestPath } from '@/lib/posts/public';
import type { PostPage } from '@/lib/posts/types';
import { authorBySlug, authorPath, authorPostsPage } from './match';

/**
 * Author pages' data: a team member's published posts, filtered from the cached index the feed
 * and sitemap already read (no query of its own), cached per author and page under the
 * author's tag, which every save or delete of their post revalidates.
 */
const getAuthorPage = cached(
  async (slug: string, page: number): Promise<PostPage> => {
    const member = authorBySlug(slug);
    return authorPostsPage(member ? await getPublishedIndex() : [], member?.name ?? '', page, BLOG_PAGE_SIZE);
  },
  'author-page',
  (slug) => [TAGS.posts, TAGS.author(slug)],
);

/**
 * One author page; an unknown author or a bad page number is the redirect an old address left,
 * or a 404; a page past the last is a 404. Shared by generateMetadata and the page within one
 * request.
 */
export const loadAuthorPage = cache(async (slug: string, rawPage: string | number) => {
  const member = authorBySlug(slug);
  const page = typeof rawPage === 'number' ? rawPage : parsePageNumber(rawPage);
  if (!member || page === null) {
    // No author page lives here, so an old address may: ask the redirects.
    return redirectOrNotFound(rawPage === 1 ? requestPath('blog', 'author', slug) : requestPath('blog', 'author', slug, 'page', String(rawPage)));
  }
  // Counted from the shared index first: a page past the last gets no data-cache entry of its own.
  if (page > authorPostsPage(await getPublishedIndex(), member.name, 1, BLOG_PAGE_SIZE).pageCount) notFound();
  const result = await getAuthorPage(member.slug, page);
  if (page > result.pageCount) notFound();
  return { member, result };
});

/** Author pages to prerender at build, under the topic pages' rule (lib/posts/public.ts). */
export function staticAuthorParams(): { slug: string }[] {
  return readableAtBuild() ? team.map((member) => ({ slug: member.slug })) : [];
}

/** Every author page, for the sitemap: they exist whether or not their author has posts yet. */
export const authorPaths = () => team.map(authorPath);
