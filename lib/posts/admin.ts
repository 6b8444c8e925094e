import 'server-only';
import { can, NotPermittedError, previewSession, requirePermission } from '@/lib/auth/admin';
import { isUuid } from '@/lib/ids';
import { teamAuthor } from '@/lib/authors/public';
import { site } from '@/content/site';
import { postRepository } from './repository';
import { ADMIN_POST_STATUSES, type AdminPostQuery, type AdminPostStatus, type Post, type PostPage, type PostRevision, type Redirect } from './types';

/**
 * The blog's admin face: drafts included, so every read checks the session itself rather
 * than trusting the page that called it. Writes are the server actions in ./actions.
 */

/** Posts per page on the dashboard: 10,000 posts never render on one screen. */
export const ADMIN_PAGE_SIZE = 20;
const TITLE_SEARCH_MAX = 100;

/** The dashboard's filters from its address; anything unknown is dropped, not an error. */
export function adminPostQuery(params: Record<string, string | string[] | undefined>): AdminPostQuery {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
  const status = one('status');
  const title = one('q')?.replace(/\0/g, '').trim().slice(0, TITLE_SEARCH_MAX);
  const page = Number(one('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: ADMIN_PAGE_SIZE,
    status: (ADMIN_POST_STATUSES as readonly string[]).includes(status ?? '') ? (status as AdminPostStatus) : undefined,
    title: title || undefined,
  };
}

/**
 * The dashboard's posts: every post for a role that may open every post, otherwise only the
 * person's own (a Contributor or Author never sees the titles of other people's drafts).
 */
export async function listPostsForAdmin(query: AdminPostQuery): Promise<PostPage> {
  const { actor } = await requirePermission('posts:write');
  return postRepository().listAll(can(actor, 'posts:others') ? { ...query, ownerId: undefined } : { ...query, ownerId: actor.staffId! });
}

/**
 * The post being edited or previewed; null for an unknown or malformed id. Someone else's post
 * is refused (NotPermittedError) to a role that may only work on its own.
 */
export async function getPostForAdmin(id: string): Promise<Post | null> {
  const { actor } = await requirePermission('posts:write');
  const post = isUuid(id) ? await postRepository().getById(id) : null;
  if (post && !can(actor, 'posts:write', { ownerId: post.ownerId ?? null })) throw new NotPermittedError();
  return post;
}

/** A post's kept revisions, newest first; none for an unknown or malformed id. */
export async function listRevisionsForAdmin(postId: string): Promise<PostRevision[]> {
  await requirePermission('posts:write');
  return isUuid(postId) ? postRepository().listRevisions(postId) : [];
}

/**
 * A post at its public URL, drafts included, for the person who opened a preview in this
 * browser, and only a post their role may open in the editor; null for everyone else and every
 * other post (the page then shows the published one, or its 404). Cookies are read only when
 * draft mode is on, so public renders stay static.
 */
export async function previewPostBySlug(slug: string): Promise<Post | null> {
  const session = await previewSession();
  if (!session) return null;
  const post = await postRepository().getBySlug(slug);
  return post && can(session.actor, 'posts:write', { ownerId: post.ownerId ?? null }) ? post : null;
}

/** Every redirect for the Redirects page: manual ones, then old slugs of posts. */
export async function listRedirectsForAdmin(): Promise<Redirect[]> {
  await requirePermission('redirects');
  return postRepository().listRedirects();
}

/** Every uploaded image a post, a kept revision or an SEO field names: the uploads clean-up spares them. */
export async function imageNamesInUse(): Promise<Set<string>> {
  await requirePermission('posts:write');
  return postRepository().listImageNamesInUse();
}

/**
 * What the editor of a new post starts from: the person's own author profile as the byline
 * where one matches their name (its author page), and whether they may publish.
 */
export async function newPostDefaults(): Promise<{ author: string; canPublish: boolean }> {
  const { actor } = await requirePermission('posts:write');
  const author = actor.kind === 'staff' ? (teamAuthor(actor.name)?.name ?? actor.name) : site.name;
  return { author, canPublish: can(actor, 'posts:publish') };
}
