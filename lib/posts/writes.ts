import 'server-only';
import { updateTag } from 'next/cache';
import { recordAuditEvent } from '@/lib/audit';
import { notifyIndexNow } from '@/lib/indexnow';
import { TAGS } from './cache-tags';
import { postChanged, redirectChangeUrls } from './changed';
import { postRepository } from './repository';
import { seoFieldsOf } from './seo-fields';
import type { Post, PostInput, PostRevision, Redirect } from './types';

/**
 * The only module that writes posts and redirects (tests/unit/architecture/post-writes.test.ts):
 * each function makes the write and then what follows from it, so no caller can skip
 * `postChanged`. The repository stays free of Next, since it also runs in jest and scripts.
 * Permissions are the caller's: these run after the caller has decided the change is allowed.
 */

export async function createPost(input: PostInput, savedBy: string, ownerId: string | null): Promise<Post> {
  const created = await postRepository().create(input, savedBy, ownerId);
  await postChanged({ kind: 'created', after: created });
  return created;
}

/** Null when the post was deleted meanwhile. */
export async function updatePost(before: Post, input: PostInput, savedBy: string): Promise<Post | null> {
  const updated = await postRepository().update(before.id, input, savedBy);
  if (updated) await postChanged({ kind: 'updated', before, after: updated });
  return updated;
}

/** The revision's text over the post's other fields; the save keeps a revision of its own. */
export async function restoreRevision(before: Post, revision: PostRevision, savedBy: string): Promise<Post | null> {
  const { title, excerpt, content, tags } = revision;
  const restored = await postRepository().update(
    before.id,
    {
      title,
      slug: before.slug,
      excerpt,
      content,
      author: before.author,
      imageUrl: before.imageUrl,
      imageWidth: before.imageWidth ?? null,
      imageHeight: before.imageHeight ?? null,
      tags,
      published: before.published,
      ...seoFieldsOf(before),
      publishAt: before.publishAt ?? null,
    },
    savedBy,
  );
  if (restored) await postChanged({ kind: 'restored', before, after: restored, revision: { id: revision.id, createdAt: revision.createdAt } });
  return restored;
}

/** False when the post was already gone. */
export async function deletePost(before: Post): Promise<boolean> {
  if (!(await postRepository().delete(before.id))) return false;
  await postChanged({ kind: 'deleted', before });
  return true;
}

/**
 * Marks the scheduled posts whose time came as seen and refreshes what they change; search
 * engines hear of a post now, not when it was saved. Only from a route handler (the publish
 * check), where revalidateTag takes effect.
 */
export async function publishDuePosts(): Promise<string[]> {
  const due = await postRepository().claimNewlyPublic();
  for (const post of due) await postChanged({ kind: 'went-public', after: post }, 'route');
  return due.map((post) => post.slug);
}

/** Throws DuplicateRedirectError when the source already redirects. */
export async function createRedirect(redirect: { source: string; target: string }): Promise<Redirect> {
  const created = await postRepository().createRedirect(redirect);
  redirectChanged(created.source);
  await recordAuditEvent('redirect-created', { source: created.source, target: created.target });
  return created;
}

/** False when no such redirect existed. */
export async function deleteRedirect(source: string): Promise<boolean> {
  if (!(await postRepository().deleteRedirect(source))) return false;
  redirectChanged(source);
  await recordAuditEvent('redirect-deleted', { source });
  return true;
}

function redirectChanged(source: string) {
  updateTag(TAGS.redirects);
  notifyIndexNow(redirectChangeUrls(source));
}
