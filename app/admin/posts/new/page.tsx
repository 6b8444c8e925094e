import { requireAdminPage } from '@/lib/auth/admin';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';

export default async function NewPostPage() {
  await requireAdminPage();
  return (
    <AdminShell>
      <PostForm />
    </AdminShell>
  );
}
