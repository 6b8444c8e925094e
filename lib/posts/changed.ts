import 'server-only';
import { revalidateTag, updateTag } from 'next/cache';
import { recordAuditEvent } from '@/lib/audit';
import { serverUrl } from '@/lib/env.server';
import { notifyIndexNow } from '@/lib/indexnow';
import { TAGS } from './cache-tags';
import { formatScheduleTime, isScheduled } from './schedule/time';
import type { Post } from './types';

/**
 * "A post changed": the one place that knows what follows a change to a post, whoever made it
 * (a save, a delete, a restored revision, the publish check). It invalidates the cached reads
 * the change touched, tells IndexNow about public URLs that now answer differently, and records
 * the change on the Activity page.
 */

/** What the side effects need to know of a post, before or after the change. */
export type PostState = Pick<Post, 'slug' | 'published'> & Partial<Post>;

export type PostChange =
  | { kind: 'created'; after: Post }
  | { kind: 'updated'; before: Post; after: Post }
  | { kind: 'restored'; before: Post; after: Post; revision: { id: string; createdAt: string } }
  | { kind: 'deleted'; before: Post }
  /** A scheduled post whose time came (lib/posts/schedule/cron.ts). */
  | { kind: 'went-public'; after: { slug: string; publishAt: string } };

/** Public now: published, and not waiting for its time (a scheduled post's URL is still a 404). */
const live = (post: PostState | null): post is PostState => Boolean(post?.published) && !isScheduled(post!);

const postUrl = (post: PostState) => serverUrl(`/blog/${post.slug}`);

/**
 * The URLs a change altered for search engines: the public URL the post had (now changed, a 308
 * to the new slug, or a 404 after unpublishing) and the one it has. A draft that stays a draft
 * changes nothing public, so it sends nothing; nor does a post scheduled for later, whose URL is
 * sent when it goes public.
 */
export function postChangeUrls(before: PostState | null, after: PostState | null): string[] {
  const urls = [live(before) ? postUrl(before) : null, live(after) ? postUrl(after) : null];
  return [...new Set(urls.filter((url): url is string => url !== null))];
}

/** A redirect added (or removed): its old address now answers differently. */
export function redirectChangeUrls(source: string): string[] {
  return [serverUrl(source)];
}

const sameList = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

/** What a list shows of a post: all but its text and modified date (PostCard). */
const cardOf = (post: PostState) => {
  const { content, updatedAt, ...card } = post;
  return JSON.stringify(card, Object.keys(card).sort());
};

/**
 * The cache tags a change invalidates (see lib/posts/cache-tags.ts). A post's own tag always;
 * nothing public for a draft that stays a draft. Editing a public post's text changes its page
 * and the feeds; its title or excerpt, also its cards; the listing (every list's members,
 * existing slugs, related posts) only when the post joins or leaves the public posts or moves
 * between lists: its slug, topics, author or date changed. The redirects when an old slug
 * appears or its post's visibility flips.
 */
export function changedTags(before: PostState | null, after: PostState | null): string[] {
  const tags = new Set<string>();
  for (const post of [before, after]) if (post) tags.add(TAGS.post(post.slug));
  const wasLive = live(before);
  const isLive = live(after);
  if (!wasLive && !isLive) return [...tags];
  tags.add(TAGS.index);
  for (const post of [before, after]) if (post && (!before || !after || cardOf(before) !== cardOf(after))) tags.add(TAGS.card(post.slug));
  const moved =
    wasLive !== isLive ||
    before!.slug !== after!.slug ||
    !sameList(before!.tags, after!.tags) ||
    before!.author !== after!.author ||
    before!.createdAt !== after!.createdAt ||
    (before!.publishAt ?? null) !== (after!.publishAt ?? null);
  if (moved) tags.add(TAGS.listing);
  if (wasLive !== isLive || (before && after && before.slug !== after.slug)) tags.add(TAGS.redirects);
  return [...tags];
}

/** The post's publish time in the log's words (New York time), when it has one. */
const scheduleDetail = (post: PostState): Record<string, string> => (post.publishAt ? { publishAt: formatScheduleTime(post.publishAt) } : {});

/** A save that leaves a post waiting for its time is logged as scheduling it. */
const saveEvent = (event: 'post-created' | 'post-updated', post: PostState) => (isScheduled(post) ? 'post-scheduled' : event);

const summary = (post: Post) => ({ id: post.id, slug: post.slug, title: post.title, published: post.published, ...scheduleDetail(post) });

async function audit(change: PostChange) {
  switch (change.kind) {
    case 'created':
      return recordAuditEvent(saveEvent('post-created', change.after), summary(change.after));
    case 'updated': {
      const { before, after } = change;
      await recordAuditEvent(saveEvent('post-updated', after), summary(after));
      // The database keeps the old slug (see the post_slug_history migration).
      if (before.published && before.slug !== after.slug) {
        await recordAuditEvent('redirect-slug-changed', { postId: after.id, from: `/blog/${before.slug}`, to: `/blog/${after.slug}` });
      }
      return;
    }
    case 'restored':
      return recordAuditEvent('post-revision-restored', { id: change.before.id, slug: change.before.slug, revisionId: change.revision.id, savedAt: change.revision.createdAt });
    case 'deleted':
      return recordAuditEvent('post-deleted', { id: change.before.id, slug: change.before.slug, title: change.before.title });
    case 'went-public':
      return recordAuditEvent('post-went-public', { slug: change.after.slug, publishAt: formatScheduleTime(change.after.publishAt) });
  }
}

function states(change: PostChange): [PostState | null, PostState | null] {
  switch (change.kind) {
    case 'created':
      return [null, change.after];
    case 'updated':
    case 'restored':
      return [change.before, change.after];
    case 'deleted':
      return [change.before, null];
    case 'went-public':
      // It was public in name but waiting; now it is on every list.
      return [null, { slug: change.after.slug, published: true }];
  }
}

/**
 * What follows a change to a post. A server action sees its own change at once (updateTag);
 * the publish check runs in a route handler, where only revalidateTag is allowed, expiring the
 * entries so the next visitor gets the fresh page.
 */
export async function postChanged(change: PostChange, from: 'action' | 'route' = 'action'): Promise<void> {
  const [before, after] = states(change);
  for (const tag of changedTags(before, after)) {
    if (from === 'action') updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  }
  // After the response is sent: a submission can never slow down or fail the change.
  notifyIndexNow(postChangeUrls(before, after));
  await audit(change);
}
