'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { NotAuthorizedError, requireAdmin } from '@/lib/auth/admin';
import { firstValue } from '@/lib/form-data';
import { clientKey } from '@/lib/rate-limit/client';
import { isUuid } from '@/lib/ids';
import { renderMarkdown } from '@/lib/markdown';
import { saveEvent, scheduleDetail } from '@/lib/schedule/audit';
import { deletePostFailure, restoreRevisionFailure, savePostFailure } from '@/content/admin-form-failures';
import { authorTagSlugs } from '@/lib/authors/match';
import { notifyIndexNow, postChangeUrls } from '@/lib/indexnow';
import { TAGS } from './cache-tags';
import { postRepository } from './repository';
import { POST_LIMITS } from './limits';
import { postFormSchema } from './schema';
import { seoFieldsOf } from './seo-fields';
import { DuplicateSlugError, type PostInput } from './types';

/** Every page that shows a post: lists, categories, sitemap and feed share TAGS.posts. */
function revalidatePosts(...slugs: (string | undefined)[]) {
  updateTag(TAGS.posts);
  for (const slug of new Set(slugs.filter(Boolean) as string[])) updateTag(TAGS.post(slug));
}

/** The author pages of a post's author before and after a save (team members only). */
function revalidateAuthors(...names: (string | undefined)[]) {
  for (const slug of authorTagSlugs(names)) updateTag(TAGS.author(slug));
}

/** Who saved, for the revision each save keeps: the client as the Activity page names it. */
async function savedBy(): Promise<string> {
  try {
    return `Admin (client ${(await clientKey()).slice(0, 8)})`;
  } catch {
    return 'Admin';
  }
}

const saveSchema = postFormSchema.extend({
  id: z.preprocess((value) => firstValue(value) || undefined, z.string().refine(isUuid, 'Unknown post').optional()),
});

export type SavePostResult = { slug: string };

export const savePost = adminAction(saveSchema, async ({ id, ...input }): Promise<ActionState<SavePostResult>> => {
  const repo = postRepository();
  // A size belongs to an uploaded image: both or neither, and none without an image.
  const sized = input.imageUrl !== null && input.imageWidth !== null && input.imageHeight !== null;
  const post: PostInput = { ...input, imageWidth: sized ? input.imageWidth : null, imageHeight: sized ? input.imageHeight : null };
  try {
    if (id) {
      const previous = await repo.getById(id);
      if (!previous) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      const updated = await repo.update(id, post, await savedBy());
      if (!updated) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      revalidatePosts(previous.slug, updated.slug);
      revalidateAuthors(previous.author, updated.author);
      notifyIndexNow(postChangeUrls(previous, updated));
      await recordAuditEvent(saveEvent('post-updated', updated), { id, slug: updated.slug, title: updated.title, published: updated.published, ...scheduleDetail(updated) });
      if (previous.published && previous.slug !== updated.slug) {
        updateTag(TAGS.redirects);
        // The database keeps the old slug (see the post_slug_history migration).
        await recordAuditEvent('redirect-slug-changed', { postId: id, from: `/blog/${previous.slug}`, to: `/blog/${updated.slug}` });
      }
      return { status: 'success', title: 'Success', message: 'Blog post updated successfully', data: { slug: updated.slug } };
    }
    const created = await repo.create(post, await savedBy());
    revalidatePosts(created.slug);
    revalidateAuthors(created.author);
    notifyIndexNow(postChangeUrls(null, created));
    await recordAuditEvent(saveEvent('post-created', created), { id: created.id, slug: created.slug, title: created.title, published: created.published, ...scheduleDetail(created) });
    return { status: 'success', title: 'Success', message: 'Blog post created successfully', data: { slug: created.slug } };
  } catch (error) {
    if (error instanceof DuplicateSlugError) {
      return {
        status: 'error',
        title: 'Error',
        message: 'Another post already uses this slug.',
        fieldErrors: { slug: ['Another post already uses this slug. Choose a different one.'] },
      };
    }
    console.error('Saving a post failed', error);
    return { status: 'error', ...savePostFailure };
  }
});

export const deletePost = adminAction(z.object({ id: z.string().refine(isUuid, 'Unknown post') }), async ({ id }): Promise<ActionState> => {
  try {
    const repo = postRepository();
    const post = await repo.getById(id);
    if (!post || !(await repo.delete(id))) return { status: 'error', ...deletePostFailure };
    revalidatePosts(post.slug);
    revalidateAuthors(post.author);
    notifyIndexNow(postChangeUrls(post, null));
    await recordAuditEvent('post-deleted', { id, slug: post.slug, title: post.title });
    return { status: 'success', title: 'Success', message: 'Blog post deleted successfully' };
  } catch (error) {
    console.error('Deleting a post failed', error);
    return { status: 'error', ...deletePostFailure };
  }
});

export const restorePostRevision = adminAction(
  z.object({ revisionId: z.string().refine(isUuid, 'Unknown revision') }),
  async ({ revisionId }): Promise<ActionState> => {
    try {
      const repo = postRepository();
      const revision = await repo.getRevision(revisionId);
      const post = revision ? await repo.getById(revision.postId) : null;
      if (!revision || !post) return { status: 'error', title: 'Error', message: 'This revision no longer exists. Reload the page.' };
      // The revision's text over the post's other fields; the save keeps a revision of its own.
      const { title, excerpt, content, tags } = revision;
      const restored = await repo.update(
        post.id,
        {
          title,
          slug: post.slug,
          excerpt,
          content,
          author: post.author,
          imageUrl: post.imageUrl,
          imageWidth: post.imageWidth ?? null,
          imageHeight: post.imageHeight ?? null,
          tags,
          published: post.published,
          ...seoFieldsOf(post),
          publishAt: post.publishAt ?? null,
        },
        await savedBy(),
      );
      if (!restored) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      revalidatePosts(post.slug);
      revalidateAuthors(post.author);
      notifyIndexNow(postChangeUrls(post, restored));
      await recordAuditEvent('post-revision-restored', { id: post.id, slug: post.slug, revisionId, savedAt: revision.createdAt });
      return { status: 'success', title: 'Success', message: 'Revision restored' };
    } catch (error) {
      console.error('Restoring a revision failed', error);
      return { status: 'error', ...restoreRevisionFailure };
    }
  },
);

export type MarkdownPreview = { html: string } | { error: string };

/**
 * The editor's preview, rendered by the same sanitising renderer as the public page. Without a
 * live session it answers with the reason, like every admin action, rather than failing the
 * request (a replayed, logged-out cookie was a 500).
 */
export async function previewMarkdown(source: string): Promise<MarkdownPreview> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof NotAuthorizedError) return { error: error.message };
    throw error;
  }
  return { html: renderMarkdown(typeof source === 'string' ? source.slice(0, POST_LIMITS.content) : '') };
}
