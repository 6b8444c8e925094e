import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/admin';
import { getPostForAdmin, listRevisionsForAdmin } from '@/lib/posts/admin';
import type { PostRevision } from '@/lib/posts/types';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';
import { PostRevisions } from '@/components/admin/post-revisions';

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const post = await getPostForAdmin((await params).id);
  if (!post) notFound();
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
      <PostForm key={post.updatedAt} post={post} />
      <PostRevisions post={post} revisions={revisions} />
    </AdminShell>
  );
}
