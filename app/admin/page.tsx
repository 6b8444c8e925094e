import { Suspense } from 'react';
import { adminAuth, getAdminSession } from '@/lib/auth/admin';
import { countFailedNotifications, countLeadsByStatus } from '@/lib/leads/admin';
import { listPostsForAdmin } from '@/lib/posts/admin';
import { AdminDisabled, AdminShell } from '@/components/admin/admin-shell';
import { FailedDeliveries } from '@/components/admin/failed-deliveries';
import { LeadPipelineSummary } from '@/components/admin/lead-pipeline-summary';
import { AdminPageHeading, AdminPostList, AdminPostListSkeleton } from '@/components/admin/post-list';
import { LoginForm } from '@/components/admin/login-form';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';

/** The lead counts and the posts, read together and streamed as one piece. */
async function DashboardContent() {
  const [posts, failedDeliveries, pipeline] = await Promise.all([
    listPostsForAdmin().catch((error: unknown) => {
      console.error('Admin: could not list posts', error);
      return null;
    }),
    // The posts are what this page is for: a failing count never takes them down.
    countFailedNotifications().catch((error: unknown) => {
      console.error('Admin: could not count failed lead notifications', error);
      return null;
    }),
    countLeadsByStatus().catch((error: unknown) => {
      console.error('Admin: could not count leads by status', error);
      return null;
    }),
  ]);
  return (
    <>
      <LeadPipelineSummary counts={pipeline} />
      <FailedDeliveries count={failedDeliveries} />
      {posts ? (
        <AdminPostList posts={posts} />
      ) : (
        <Card className="mt-10 border-red-200 bg-red-50" role="alert">
          <p className="font-medium text-red-800">{adminCopy.postsLoadError}</p>
        </Card>
      )}
    </>
  );
}

export default async function AdminPage() {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  if (!(await getAdminSession())) return <LoginForm />;

  // Only the dashboard's data waits, behind the list's three skeleton cards; every other admin
  // screen (and this one's heading) arrives whole, so nothing is streamed into the page piece by piece.
  return (
    <AdminShell>
      <AdminPageHeading action />
      <Suspense fallback={<AdminPostListSkeleton />}>
        <DashboardContent />
      </Suspense>
    </AdminShell>
  );
}
