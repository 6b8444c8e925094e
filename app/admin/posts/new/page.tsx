import { requireAdminPage } from '@/lib/auth/admin';
import { serverSiteUrl } from '@/lib/env.server';
import { newPostDefaults } from '@/lib/posts/admin';
import { AdminShell } from '@/components/admin/admin-shell';
import { PostForm } from '@/components/admin/post-form';

export default async function NewPostPage() {
  await requireAdminPage('posts:write');
  const { author, canPublish } = await newPostDefaults();
  return (
    <AdminShell>
      <PostForm defaultAuthor={author} canPublish={canPublish} siteUrl={serverSiteUrl()} />
    </AdminShell>
  );
}
