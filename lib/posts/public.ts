import 'server-only';
import { cache } from 'react';
import { notFound, unstable_rethrow } from 'next/navigation';
import { blogCategories } from '@/content/blog';
import { readableAtBuild } from '@/lib/db';
import { BLOG_PAGE_SIZE } from './cache-tags';
import { categoryBySlug, isValidSlug, parsePageNumber } from './params';
import { previewPostBySlug } from './admin';
import { relatedPosts } from './related';
import { redirectOrNotFound, requestPath } from './redirect-answer';
import { cardsOf, getListing, getPublishedPost, pageCountOf, pageOfCards } from './published';
import { postRepository } from './repository';
import type { Post } from './types';

export { getPublishedIndex } from './published';
export { authorPaths, loadAuthorPage, staticAuthorParams } from './author-pages';
export { getRedirect, redirectOrNotFound, requestPath } from './redirect-answer';
export { isBlogPage } from './blog-pages';
export { categoryBySlug } from './params';
export { parseSearchQuery, SEARCH_QUERY_MAX_LENGTH, splitHighlight } from './search';
export { isIndexable, searchDescription, type PostSeoFields } from './seo-fields';
export type * from './types';

/**
 * The blog's public face: published posts only, cached with named tags and revalidated by
 * time and by every admin mutation. Never reads cookies, so the routes stay cacheable.
 */

/**
 * The published post at `slug`, or null. The slug is looked up in the shared listing first, so
 * a made-up slug costs no data-cache entry of its own: only real posts get one (visitors choose
 * the slugs they ask for).
 */
export async function findPublishedPost(slug: string): Promise<Post | null> {
  if (!isValidSlug(slug) || !(await getListing()).some((post) => post.slug === slug)) return null;
  return getPublishedPost(slug);
}

/** Up to three published posts on the same topics as `post`, for the end of its page. */
export async function loadRelatedPosts(post: Pick<Post, 'slug' | 'tags'>) {
  try {
    return cardsOf(relatedPosts(post, await getListing()));
  } catch (error) {
    unstable_rethrow(error);
    // A nice-to-have: the post itself must still render.
    console.error(`Could not load posts related to "${post.slug}"`, error);
    return [];
  }
}

/**
 * One list page for /blog or a topic; a bad page number or topic is a 404. Shared by
 * generateMetadata and the page within one request.
 */
export const loadListPage = cache(async (rawPage: string | number, categorySlug?: string) => {
  const page = typeof rawPage === 'number' ? rawPage : parsePageNumber(rawPage);
  const category = categorySlug === undefined ? undefined : categoryBySlug(categorySlug);
  if (page === null || (categorySlug !== undefined && !category)) {
    // No list lives here, so an old address may: ask the redirects (the redirect rules allow one).
    const base = categorySlug === undefined ? ['blog'] : ['blog', 'category', categorySlug];
    return redirectOrNotFound(rawPage === 1 ? requestPath(...base) : requestPath(...base, 'page', String(rawPage)));
  }
  const listing = await getListing();
  const listed = category ? listing.filter((post) => post.tags?.includes(category.tag)) : listing;
  if (page > pageCountOf(listed.length)) notFound();
  return { result: await pageOfCards(listed, page), category };
});

/**
 * A post page's data. A missing, unpublished or unreachable post is a 404, never a 500. In
 * draft mode (opened from the admin) a signed-in admin also sees drafts.
 */
/** The post at `slug` (a draft, for an admin previewing it), or null when there is none. */
export const findPost = cache(async (slug: string): Promise<{ post: Post; preview: boolean } | null> => {
  if (!isValidSlug(slug)) return null;
  try {
    const draft = await previewPostBySlug(slug);
    if (draft) return { post: draft, preview: true };
    const post = await findPublishedPost(slug);
    return post ? { post, preview: false } : null;
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Could not load post "${slug}"`, error);
    return null;
  }
});

/** The post at `slug`, or else the redirect an old slug left, or else the 404. */
export async function loadPost(slug: string): Promise<{ post: Post; preview: boolean }> {
  return (await findPost(slug)) ?? redirectOrNotFound(requestPath('blog', slug));
}

/** Slugs to prerender at build: all published posts where the build can read them. */
export async function staticPostSlugs(): Promise<{ slug: string }[]> {
  if (!readableAtBuild()) return [];
  try {
    return (await postRepository().listPublishedIndex()).map((post) => ({ slug: post.slug }));
  } catch (error) {
    console.error('Could not list posts at build time; they will render on first request.', error);
    return [];
  }
}

/** Topic pages to prerender at build, under the same rule. */
export function staticCategoryParams(): { category: string }[] {
  return readableAtBuild() ? blogCategories.map((category) => ({ category: category.slug })) : [];
}

/**
 * Params for list routes that take a page number: declaring them (even as an empty list)
 * makes those routes incremental (rendered once, then cached) instead of streamed per
 * request, so a bad page number is answered with a real 404 status.
 */
export function noStaticParams(): never[] {
  return [];
}

/**
 * One page of search results for /blog/search. Not put in the data cache: every query is a
 * new key, so anyone could fill the cache with junk; the page is dynamic and noindex anyway.
 * A bad page number is a 404, like the list pages.
 */
export async function searchPublishedPosts(query: string, rawPage: string | string[] | undefined) {
  const page = rawPage === undefined ? 1 : typeof rawPage === 'string' ? parsePageNumber(rawPage) : null;
  if (page === null) notFound();
  const result = await postRepository().searchPublished({ query, page, pageSize: BLOG_PAGE_SIZE });
  if (page > result.pageCount) notFound();
  return result;
}

/**
 * The blog list's page 1, which is /blog (rewritten to /blog/page/1 in next.config.ts):
 * prerendered where the build can read posts, otherwise rendered on first request and cached.
 */
export function staticListParams(): { page: string }[] {
  return readableAtBuild() ? [{ page: '1' }] : [];
}

/**
 * Files that list every post (the feed, the sitemap) are served through a rewrite from a
 * route with one dynamic segment: a static route would be rendered by `next build`, which
 * must not open the embedded database, and a dynamic one would render per request. This
 * way the file is prerendered where the build can read posts and otherwise rendered once
 * on first request, then served from the incremental cache like a post.
 */
export function staticFileParams(file: string): { file: string }[] {
  return readableAtBuild() ? [{ file }] : [];
}
