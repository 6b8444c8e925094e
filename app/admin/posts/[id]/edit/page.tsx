import { notFound, redirect } from 'next/navigation';
import { can, NOT_PERMITTED_PATH, NotPermittedError, requireAdminPage } from '@/lib/auth/admin';
import { serverSiteUrl } from '@/lib/env.server';
import { getPostForAdmin, listRevisionsForAdmin } from '@/lib/posts/admin';
import type { PostRevision } from '@/lib/posts/client';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';
import { PostRevisions } from '@/components/admin/post-revisions';

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { actor } = await requireAdminPage('posts:write');
  const post = await getPostForAdmin((await params).id).catch((error: unknown) => {
    // Someone else's post, for a role that works on its own only.
    if (error instanceof NotPermittedError) redirect(NOT_PERMITTED_PATH);
    throw error;
  });
  if (!post) notFound();
  const target = { ownerId: post.ownerId ?? null };
  const canPublish = can(actor, 'posts:publish', target);
  // A Contributor's post, once an Editor has published it, is no longer theirs to change.
  if (post.published && !canPublish) redirect(NOT_PERMITTED_PATH);
  let revisions: PostRevision[] | null = null;
  try {
    revisions = await listRevisionsForAdmin(post.id);
  } catch (error) {
    // The editor matters more than its history: it stays usable, the list says it failed.
    console.error('Admin: could not list revisions', error);
  }
  return (
    <AdminShell>
      {/* A restore changes the post: a new key re-creates the form with the restored text. */}
      <PostForm key={post.updatedAt} post={post} canPublish={canPublish} siteUrl={serverSiteUrl()} />
      <PostRevisions post={post} revisions={revisions} />
    </AdminShell>
  );
}
