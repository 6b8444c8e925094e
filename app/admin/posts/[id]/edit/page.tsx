import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/admin';
import { getPostForAdmin } from '@/lib/posts/admin';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const post = await getPostForAdmin((await params).id);
  if (!post) notFound();
  return (
    <AdminShell>
      <PostForm post={post} />
    </AdminShell>
  );
}
