import 'server-only';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { isNextBuild } from '@/lib/build-phase';
import { readableAtBuild } from '@/lib/db';
import { BLOG_PAGE_SIZE, BLOG_REVALIDATE_SECONDS, TAGS } from './cache-tags';
import { postRepository } from './repository';
import type { PostCard, PostPage, PostSummary } from './types';

/**
 * The cached reads behind the blog's public pages, each tagged with what it shows
 * (lib/posts/cache-tags.ts). Private to lib/posts: pages use ./public.ts.
 */

async function deferPrerenderWithoutBuildData() {
  if (isNextBuild() && !readableAtBuild()) await connection();
}

/** A read in the data cache under `key`, tagged for revalidation. */
export const cached = <Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tags: (...args: Args) => string[]) =>
  async (...args: Args): Promise<R> => {
    await deferPrerenderWithoutBuildData();
    return unstable_cache(fn, [key, JSON.stringify(args)], { tags: tags(...args), revalidate: BLOG_REVALIDATE_SECONDS })(...args);
  };

export const getPublishedPost = cached(
  (slug: string) => postRepository().getPublishedBySlug(slug),
  'published-post',
  (slug) => [TAGS.post(slug)],
);

/** A public post's card on a list, under its own tag: editing the text alone leaves it be. */
const getPublishedCard = cached(
  async (slug: string): Promise<PostCard | null> => {
    const post = await postRepository().getPublishedBySlug(slug);
    if (!post) return null;
    const { content, updatedAt, ...card } = post;
    return card;
  },
  'published-card',
  (slug) => [TAGS.card(slug)],
);

/**
 * Published posts are read whole in slices of INDEX_SLICE, newest first, because the data cache
 * refuses an entry over 2 MB and the index of 10,000 posts is about 5 MB (`npm run bench:scale`).
 */
const INDEX_SLICE = 1_000;
async function readSlices<T>(slice: (n: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let n = 0; ; n++) {
    const part = await slice(n);
    all.push(...part);
    if (part.length < INDEX_SLICE) return all;
  }
}
const indexSlice = (n: number) => postRepository().listPublishedIndex({ offset: n * INDEX_SLICE, limit: INDEX_SLICE });

/** Every published post's slug, title, dates and description: feeds, sitemap, llms.txt. */
const getPublishedIndexSlice = cached(indexSlice, 'published-index', () => [TAGS.index]);
export const getPublishedIndex = () => readSlices(getPublishedIndexSlice);

/** A public post's place in the lists: enough to page, filter by topic or author, and relate. */
export type Listed = Pick<PostSummary, 'slug' | 'tags' | 'author' | 'createdAt'>;

/**
 * Which posts are public, in order, with their topics and authors: the membership of every list.
 * Kept apart from the index so that editing a post's text, which changes no list's members,
 * leaves the lists and other posts' pages cached (lib/posts/changed.ts).
 */
const getListingSlice = cached(
  async (n: number): Promise<Listed[]> => (await indexSlice(n)).map(({ slug, tags, author, createdAt }) => ({ slug, tags, author, createdAt })),
  'published-listing',
  () => [TAGS.listing],
);
export const getListing = () => readSlices(getListingSlice);

/** The cards of these posts, in order; one unpublished since the listing was cached is left out. */
export async function cardsOf(posts: readonly Listed[]): Promise<PostCard[]> {
  const cards = await Promise.all(posts.map((post) => getPublishedCard(post.slug)));
  return cards.filter((card): card is PostCard => card !== null);
}

/** Page `page` of `listed` (newest first) as a list shows it; the caller has checked it exists. */
export async function pageOfCards(listed: readonly Listed[], page: number): Promise<PostPage<PostCard>> {
  return {
    posts: await cardsOf(listed.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)),
    total: listed.length,
    page,
    pageSize: BLOG_PAGE_SIZE,
    pageCount: pageCountOf(listed.length),
  };
}

/** How many list pages `total` posts fill; page 1 always exists. */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

