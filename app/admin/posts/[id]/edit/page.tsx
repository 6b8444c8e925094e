import { notFound } from 'next/navigation';
import { adminPageGuard } from '@/lib/auth/guard';
import { isUuid } from '@/lib/ids';
import { postRepository } from '@/lib/posts';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await adminPageGuard();
  const { id } = await params;
  const post = isUuid(id) ? await postRepository().getById(id) : null;
  if (!post) notFound();
  return (
    <AdminShell>
      <PostForm post={post} />
    </AdminShell>
  );
}
