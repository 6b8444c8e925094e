import 'server-only';
import { randomBytes } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { recordAuditEvent } from '@/lib/audit';
import { notifyIndexNow, postChangeUrls } from '@/lib/indexnow';
import { cronJson, cronRefusal, cronSecret } from '@/lib/http/cron';
import { TAGS } from '@/lib/posts/cache-tags';
import { postRepository } from '@/lib/posts/repository';
import { formatScheduleTime } from './time';

const state = globalThis as typeof globalThis & { __publishCheckToken?: string };

/**
 * The bearer token of this process's own publish check (lib/schedule/timer.ts), made on first
 * use and never sent anywhere but this server's loopback address: the embedded server needs no
 * CRON_SECRET to refresh its own pages.
 */
export function localCheckToken(): string {
  return (state.__publishCheckToken ??= randomBytes(32).toString('base64url'));
}

/**
 * GET /api/cron/publish: refreshes every cached blog page once a scheduled post's time has
 * passed since the last check, and does nothing otherwise, so a warm cache stays warm. Called by
 * the platform's cron with CRON_SECRET (vercel.json) or by the embedded server's own timer. It
 * runs in a request, where revalidateTag takes effect (outside one, it silently does nothing).
 * Without either secret the route does not exist (404).
 */
export async function publishCronResponse(request: Request): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret(), state.__publishCheckToken]);
  if (refusal) return refusal;
  const due = await postRepository().claimNewlyPublic();
  if (due.length > 0) {
    // Lists, topics, feeds, sitemap, search-free caches and redirects all carry TAGS.posts.
    revalidateTag(TAGS.posts, { expire: 0 });
    for (const { slug } of due) revalidateTag(TAGS.post(slug), { expire: 0 });
    for (const { slug, publishAt } of due) await recordAuditEvent('post-went-public', { slug, publishAt: formatScheduleTime(publishAt) });
    // Search engines hear of a scheduled post when it goes public, not when it was saved.
    notifyIndexNow(due.flatMap(({ slug }) => postChangeUrls(null, { slug, published: true })));
  }
  return cronJson({ published: due.map((post) => post.slug) });
}
