import type { PostSummary } from './types';

export const RELATED_POSTS_LIMIT = 3;

type Indexed = Pick<PostSummary, 'slug' | 'tags' | 'createdAt'>;

/**
 * Posts that share at least one tag with `post`, newest first, never the post itself.
 * `index` is the published index, already newest first.
 */
export function relatedPosts<T extends Indexed>(post: Pick<PostSummary, 'slug' | 'tags'>, index: readonly T[], limit = RELATED_POSTS_LIMIT): T[] {
  const tags = new Set(post.tags ?? []);
  if (tags.size === 0) return [];
  return index.filter((other) => other.slug !== post.slug && (other.tags ?? []).some((tag) => tags.has(tag))).slice(0, limit);
}
