import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { isNextBuild } from '@/lib/build-phase';
import { BLOG_PAGE_SIZE, BLOG_REVALIDATE_SECONDS, TAGS } from './cache-tags';
import { postBackend, postRepository } from './index';

/**
 * Cached public reads for the blog. On Supabase they run at build time and are revalidated
 * by time and by tag; the embedded database is never opened by `next build`, so there the
 * routes that read posts are rendered on first request and then served from the cache.
 */
async function skipPrerenderOnEmbeddedDb() {
  if (postBackend === 'local' && isNextBuild()) await connection();
}

const cached = <Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tags: (...args: Args) => string[]) =>
  async (...args: Args): Promise<R> => {
    await skipPrerenderOnEmbeddedDb();
    return unstable_cache(fn, [key, JSON.stringify(args)], { tags: tags(...args), revalidate: BLOG_REVALIDATE_SECONDS })(...args);
  };

export const getPublishedPage = cached(
  (page: number, tag?: string) => postRepository().listPublished({ page, pageSize: BLOG_PAGE_SIZE, tag }),
  'published-page',
  () => [TAGS.posts],
);

export const getPublishedPost = cached(
  (slug: string) => postRepository().getPublishedBySlug(slug),
  'published-post',
  (slug) => [TAGS.posts, TAGS.post(slug)],
);

export const getPublishedIndex = cached(() => postRepository().listPublishedIndex(), 'published-index', () => [TAGS.posts]);

/** Slugs to prerender at build: all published posts on Supabase, none on the embedded database. */
export async function staticPostSlugs(): Promise<string[]> {
  if (postBackend === 'local') return [];
  try {
    return (await postRepository().listPublishedIndex()).map((post) => post.slug);
  } catch (error) {
    console.error('Could not list posts at build time; they will render on first request.', error);
    return [];
  }
}

/**
 * Params for routes under /blog that take paths: declaring them (even as an empty list) makes
 * those routes incremental (rendered once, then cached) instead of streamed per request,
 * so a bad page number is answered with a real 404 status.
 */
export function noStaticParams(): never[] {
  return [];
}
