import { adminPageGuard } from '@/lib/auth/guard';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';

export default async function NewPostPage() {
  await adminPageGuard();
  return (
    <AdminShell>
      <PostForm />
    </AdminShell>
  );
}
