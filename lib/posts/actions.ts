'use server';

import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { can, NotAuthorizedError, NotPermittedError, requirePermission, type Actor } from '@/lib/auth/admin';
import { firstValue } from '@/lib/form-data';
import { isUuid } from '@/lib/ids';
import { renderMarkdown } from '@/lib/markdown';
import { deletePostFailure, restoreRevisionFailure, savePostFailure } from '@/content/admin-form-failures';
import { chainProblem, checkRedirect, REDIRECT_MESSAGES } from './redirect-rules';
import { pathOwner } from './route-owners';
import { postRepository } from './repository';
import { POST_LIMITS } from './limits';
import { postFormSchema } from './schema';
import * as writes from './writes';
import { DuplicateRedirectError, DuplicateSlugError, type PostInput } from './types';

/**
 * The role rules of a post change (lib/auth/roles.ts): whose post it is decides, and without
 * 'posts:publish' a person may only keep their own post a draft. Throws NotPermittedError,
 * which adminAction turns into a message before anything is written.
 */
function assertMayChange(actor: Actor, permission: 'posts:write' | 'posts:delete', before: { ownerId?: string | null; published: boolean } | null, after?: PostInput) {
  const target = { ownerId: before ? (before.ownerId ?? null) : actor.staffId };
  if (!can(actor, permission, target)) throw new NotPermittedError();
  const isPublic = Boolean(before?.published) || Boolean(after && (after.published || after.publishAt));
  if (isPublic && !can(actor, 'posts:publish', target)) throw new NotPermittedError();
}

const saveSchema = postFormSchema.extend({
  id: z.preprocess((value) => firstValue(value) || undefined, z.string().refine(isUuid, 'Unknown post').optional()),
});

export type SavePostResult = { slug: string };

// Each revision names who saved it (actor.name): 'Owner' or the person, as the Activity page does.
export const savePost = adminAction(saveSchema, async ({ id, ...input }, { actor }): Promise<ActionState<SavePostResult>> => {
  const repo = postRepository();
  // A size belongs to an uploaded image: both or neither, and none without an image.
  const sized = input.imageUrl !== null && input.imageWidth !== null && input.imageHeight !== null;
  const post: PostInput = { ...input, imageWidth: sized ? input.imageWidth : null, imageHeight: sized ? input.imageHeight : null };
  try {
    if (id) {
      const previous = await repo.getById(id);
      if (!previous) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      assertMayChange(actor, 'posts:write', previous, post);
      const updated = await writes.updatePost(previous, post, actor.name);
      if (!updated) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      return { status: 'success', title: 'Success', message: 'Blog post updated successfully', data: { slug: updated.slug } };
    }
    assertMayChange(actor, 'posts:write', null, post);
    const created = await writes.createPost(post, actor.name, actor.staffId);
    return { status: 'success', title: 'Success', message: 'Blog post created successfully', data: { slug: created.slug } };
  } catch (error) {
    if (error instanceof NotAuthorizedError) throw error;
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
}, 'posts:write');

export const deletePost = adminAction(z.object({ id: z.string().refine(isUuid, 'Unknown post') }), async ({ id }, { actor }): Promise<ActionState> => {
  try {
    const repo = postRepository();
    const post = await repo.getById(id);
    if (post) assertMayChange(actor, 'posts:delete', post);
    if (!post || !(await writes.deletePost(post))) return { status: 'error', ...deletePostFailure };
    return { status: 'success', title: 'Success', message: 'Blog post deleted successfully' };
  } catch (error) {
    if (error instanceof NotAuthorizedError) throw error;
    console.error('Deleting a post failed', error);
    return { status: 'error', ...deletePostFailure };
  }
}, 'posts:delete');

export const restorePostRevision = adminAction(
  z.object({ revisionId: z.string().refine(isUuid, 'Unknown revision') }),
  async ({ revisionId }, { actor }): Promise<ActionState> => {
    try {
      const repo = postRepository();
      const revision = await repo.getRevision(revisionId);
      const post = revision ? await repo.getById(revision.postId) : null;
      if (!revision || !post) return { status: 'error', title: 'Error', message: 'This revision no longer exists. Reload the page.' };
      assertMayChange(actor, 'posts:write', post);
      const restored = await writes.restoreRevision(post, revision, actor.name);
      if (!restored) return { status: 'error', title: 'Error', message: 'This post no longer exists. It may have been deleted.' };
      return { status: 'success', title: 'Success', message: 'Revision restored' };
    } catch (error) {
      if (error instanceof NotAuthorizedError) throw error;
      console.error('Restoring a revision failed', error);
      return { status: 'error', ...restoreRevisionFailure };
    }
  },
  'posts:write',
);

export type MarkdownPreview = { html: string } | { error: string };

/**
 * The editor's preview, rendered by the same sanitising renderer as the public page. Without a
 * live session it answers with the reason, like every admin action, rather than failing the
 * request.
 */
export async function previewMarkdown(source: string): Promise<MarkdownPreview> {
  try {
    await requirePermission('posts:write');
  } catch (error) {
    if (error instanceof NotAuthorizedError) return { error: error.message };
    throw error;
  }
  return { html: renderMarkdown(typeof source === 'string' ? source.slice(0, POST_LIMITS.content) : '') };
}

// Redirects (the admin's Redirects page).

const text = z.preprocess((value) => firstValue(value) ?? '', z.string().max(2000, 'This is too long.'));

const refused = (field: 'source' | 'target', message: string): ActionState => ({
  status: 'error',
  title: 'Redirect not added',
  message,
  fieldErrors: { [field]: [message] },
});

export const addRedirect = adminAction(z.object({ source: text, target: text }), async ({ source, target }): Promise<ActionState> => {
  const checked = checkRedirect(source, target);
  if (!checked.ok) return refused(checked.field, checked.message);
  const repo = postRepository();
  try {
    // A redirect is served only where no page answers; one from a page's path would be dead.
    const owner = await pathOwner(checked.value.source);
    if (owner) return refused('source', owner === 'post' ? REDIRECT_MESSAGES.livePost : REDIRECT_MESSAGES.routed);
    // Every redirect, old slugs first so a manual one from the same path wins, as when served.
    const all = await repo.listRedirects();
    const existing = new Map([...all.filter((r) => r.kind === 'slug'), ...all.filter((r) => r.kind === 'manual')].map((r) => [r.source, r.target]));
    const problem = chainProblem(existing, checked.value);
    if (problem) return refused('target', REDIRECT_MESSAGES[problem]);
    const created = await writes.createRedirect(checked.value);
    return { status: 'success', title: 'Redirect added', message: `${created.source} now redirects to ${created.target}` };
  } catch (error) {
    if (error instanceof DuplicateRedirectError) return refused('source', REDIRECT_MESSAGES.duplicate);
    console.error('Adding a redirect failed', error);
    return { status: 'error', title: 'Error', message: 'The redirect could not be saved. Try again.' };
  }
}, 'redirects');

export const removeRedirect = adminAction(z.object({ source: text }), async ({ source }): Promise<ActionState> => {
  try {
    if (!(await writes.deleteRedirect(source))) return { status: 'error', title: 'Error', message: 'This redirect no longer exists.' };
    return { status: 'success', title: 'Redirect removed', message: `${source} no longer redirects` };
  } catch (error) {
    console.error('Removing a redirect failed', error);
    return { status: 'error', title: 'Error', message: 'The redirect could not be removed. Try again.' };
  }
}, 'redirects');
