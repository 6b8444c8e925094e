import { absoluteUrl } from '@/lib/env';

/** What IndexNow needs of a post: where it lives and whether anyone may see it. */
type PostState = { slug: string; published: boolean };

const postUrl = (post: PostState) => absoluteUrl(`/blog/${post.slug}`);

/**
 * The URLs a post save changed for search engines: the public URL it had (now changed, a 308 to
 * the new slug, or a 404 after unpublishing) and the one it has. A draft that stays a draft
 * changes nothing public, so it sends nothing.
 */
export function postChangeUrls(before: PostState | null, after: PostState | null): string[] {
  const urls = [before?.published ? postUrl(before) : null, after?.published ? postUrl(after) : null];
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** A redirect added (or removed): its old address now answers differently. */
export function redirectChangeUrls(source: string): string[] {
  return [absoluteUrl(source)];
}
