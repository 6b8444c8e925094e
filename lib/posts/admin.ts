import 'server-only';
import { draftMode } from 'next/headers';
import { getAdminSession, requireAdmin } from '@/lib/auth/admin';
import { isUuid } from '@/lib/ids';
import { postRepository } from './repository';
import type { Post, PostSummary } from './types';

/**
 * The blog's admin face: drafts included, so every read checks the session itself rather
 * than trusting the page that called it. Writes are the server actions in ./actions.
 */

export async function listPostsForAdmin(): Promise<PostSummary[]> {
  await requireAdmin();
  return postRepository().listAll();
}

/** The post being edited or previewed; null for an unknown or malformed id. */
export async function getPostForAdmin(id: string): Promise<Post | null> {
  await requireAdmin();
  return isUuid(id) ? postRepository().getById(id) : null;
}

/**
 * A draft at its public URL, for a signed-in admin who opened it in draft mode; null for
 * everyone else. Cookies are read only when draft mode is on, so public renders stay static.
 */
export async function previewPostBySlug(slug: string): Promise<Post | null> {
  if (!(await draftMode()).isEnabled || !(await getAdminSession())) return null;
  return postRepository().getBySlug(slug);
}
