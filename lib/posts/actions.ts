'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { requireAdmin } from '@/lib/auth/admin';
import { firstValue } from '@/lib/form-data';
import { isUuid } from '@/lib/ids';
import { renderMarkdown } from '@/lib/markdown';
import { deletePostFailure, savePostFailure } from '@/content/form-failures';
import { TAGS } from './cache-tags';
import { postRepository } from './repository';
import { POST_LIMITS } from './limits';
import { postFormSchema } from './schema';
import { DuplicateSlugError, type PostInput } from './types';

/** Every page that shows a post: lists, categories, sitemap and feed share TAGS.posts. */
function revalidatePosts(...slugs: (string | undefined)[]) {
  updateTag(TAGS.posts);
  for (const slug of new Set(slugs.filter(Boolean) as string[])) updateTag(TAGS.post(slug));
}

const saveSchema = postFormSchema.extend({
  id: z.preprocess((value) => firstValue(value) || undefined, z.string().refine(isUuid, 'Unknown post').optional()),
});

export type SavePostResult = { slug: string };

export const savePost = adminAction(saveSchema, async ({ id, ...input }): Promise<ActionState<SavePostResult>> => {
  const repo = postRepository();
  const post: PostInput = input;
  try {
    if (id) {
      const previous = await repo.getById(id);
      if (!previous) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      const updated = await repo.update(id, post);
      if (!updated) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      revalidatePosts(previous.slug, updated.slug);
      await recordAuditEvent('post-updated', { id, slug: updated.slug, title: updated.title, published: updated.published });
      return { status: 'success', title: 'Success', message: 'Blog post updated successfully', data: { slug: updated.slug } };
    }
    const created = await repo.create(post);
    revalidatePosts(created.slug);
    await recordAuditEvent('post-created', { id: created.id, slug: created.slug, title: created.title, published: created.published });
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
    await recordAuditEvent('post-deleted', { id, slug: post.slug, title: post.title });
    return { status: 'success', title: 'Success', message: 'Blog post deleted successfully' };
  } catch (error) {
    console.error('Deleting a post failed', error);
    return { status: 'error', ...deletePostFailure };
  }
});

/** The editor's preview, rendered by the same sanitising renderer as the public page. */
export async function previewMarkdown(source: string): Promise<string> {
  await requireAdmin();
  return renderMarkdown(typeof source === 'string' ? source.slice(0, POST_LIMITS.content) : '');
}
