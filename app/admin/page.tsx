import { Suspense } from 'react';
import { adminAuth, getAdminSession } from '@/lib/auth/admin';
import { listPostsForAdmin } from '@/lib/posts/admin';
import { AdminDisabled, AdminShell } from '@/components/admin/admin-shell';
import { AdminPageHeading, AdminPostList, AdminPostListSkeleton } from '@/components/admin/post-list';
import { LoginForm } from '@/components/admin/login-form';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';

async function DashboardPosts() {
  let posts;
  try {
    posts = await listPostsForAdmin();
  } catch (error) {
    console.error('Admin: could not list posts', error);
  }
  return posts ? (
    <AdminPostList posts={posts} />
  ) : (
    <Card className="mt-10 border-red-200 bg-red-50" role="alert">
      <p className="font-medium text-red-800">{adminCopy.postsLoadError}</p>
    </Card>
  );
}

export default async function AdminPage() {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  if (!(await getAdminSession())) return <LoginForm />;

  // Only the list waits, behind its three skeleton cards; every other admin screen (and this
  // one's heading) arrives whole, so nothing is streamed into the page piece by piece.
  return (
    <AdminShell>
      <AdminPageHeading action />
      <Suspense fallback={<AdminPostListSkeleton />}>
        <DashboardPosts />
      </Suspense>
    </AdminShell>
  );
}
