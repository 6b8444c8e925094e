import { absoluteUrl } from '@/lib/env';
import { isScheduled } from '@/lib/schedule/time';

/** What IndexNow needs of a post: where it lives and whether anyone may see it. */
type PostState = { slug: string; published: boolean; publishAt?: string | null };

const postUrl = (post: PostState) => absoluteUrl(`/blog/${post.slug}`);
/** Public now: published, and not waiting for its time (a scheduled post's URL is still a 404). */
const live = (post: PostState | null): post is PostState => Boolean(post?.published) && !isScheduled(post!);

/**
 * The URLs a post save changed for search engines: the public URL it had (now changed, a 308 to
 * the new slug, or a 404 after unpublishing) and the one it has. A draft that stays a draft
 * changes nothing public, so it sends nothing; nor does a post scheduled for later, whose URL is
 * sent when it goes public (lib/schedule/cron.ts).
 */
export function postChangeUrls(before: PostState | null, after: PostState | null): string[] {
  const urls = [live(before) ? postUrl(before) : null, live(after) ? postUrl(after) : null];
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** A redirect added (or removed): its old address now answers differently. */
export function redirectChangeUrls(source: string): string[] {
  return [absoluteUrl(source)];
}
