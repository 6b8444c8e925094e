import { adminAuth, getAdminSession } from '@/lib/auth/admin';
import { countFailedNotifications } from '@/lib/leads/admin';
import { listPostsForAdmin } from '@/lib/posts/admin';
import { AdminDisabled, AdminShell } from '@/components/admin/admin-shell';
import { AdminPageHeading, AdminPostList } from '@/components/admin/post-list';
import { FailedDeliveries } from '@/components/admin/failed-deliveries';
import { LoginForm } from '@/components/admin/login-form';
import { Card } from '@/components/ui/card';

export default async function AdminPage() {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  if (!(await getAdminSession())) return <LoginForm />;

  let posts;
  try {
    posts = await listPostsForAdmin();
  } catch (error) {
    console.error('Admin: could not list posts', error);
  }
  // The posts are what this page is for: a failing count never takes them down.
  const failedDeliveries = await countFailedNotifications().catch((error: unknown) => {
    console.error('Admin: could not count failed lead notifications', error);
    return null;
  });
  return (
    <AdminShell>
      <AdminPageHeading action />
      <FailedDeliveries count={failedDeliveries} />
      {posts ? (
        <AdminPostList posts={posts} />
      ) : (
        <Card className="mt-10 border-red-200 bg-red-50" role="alert">
          <p className="font-medium text-red-800">The posts could not be loaded. Check the database connection and reload.</p>
        </Card>
      )}
    </AdminShell>
  );
}
