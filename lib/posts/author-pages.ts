import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { team } from '@/content/team';
import { authorBySlug, authorPath, postsByAuthor } from '@/lib/authors/public';
import { readableAtBuild } from '@/lib/db';
import { parsePageNumber } from './params';
import { getListing, pageCountOf, pageOfCards } from './published';
import { redirectOrNotFound, requestPath } from './redirect-answer';

/**
 * One author page: a team member's published posts, filtered from the cached listing (no query
 * of its own), each card under its post's tag. An unknown author or a bad page number is the
 * redirect an old address left, or a 404; a page past the last is a 404. Shared by
 * generateMetadata and the page within one request.
 */
export const loadAuthorPage = cache(async (slug: string, rawPage: string | number) => {
  const member = authorBySlug(slug);
  const page = typeof rawPage === 'number' ? rawPage : parsePageNumber(rawPage);
  if (!member || page === null) {
    // No author page lives here, so an old address may: ask the redirects.
    return redirectOrNotFound(rawPage === 1 ? requestPath('blog', 'author', slug) : requestPath('blog', 'author', slug, 'page', String(rawPage)));
  }
  const listed = postsByAuthor(await getListing(), member.name);
  if (page > pageCountOf(listed.length)) notFound();
  return { member, result: await pageOfCards(listed, page) };
});

/** Author pages to prerender at build, under the topic pages' rule (lib/posts/public.ts). */
export function staticAuthorParams(): { slug: string }[] {
  return readableAtBuild() ? team.map((member) => ({ slug: member.slug })) : [];
}

/** Every author page, for the sitemap: they exist whether or not their author has posts yet. */
export const authorPaths = () => team.map(authorPath);
