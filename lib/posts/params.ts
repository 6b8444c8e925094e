import { blogCategories } from '@/content/blog';
/** Route parameter rules shared by the blog routes: anything else is a 404, never a query. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
/** Slugs that would collide with the blog's own routes. */
export const RESERVED_SLUGS = ['page', 'category', 'author', 'rss', 'feed', 'search'] as const;

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** "2" → 2; "0", "-1", "01", "1e3", "abc" and absurdly large numbers → null. */
export function parsePageNumber(value: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** A blog topic by its URL slug; undefined for anything else. */
export function categoryBySlug(slug: string) {
  return blogCategories.find((category) => category.slug === slug);
}
