import { Suspense } from 'react';
import { adminAuth, can, getAdminSession, type Actor } from '@/lib/auth/admin';
import { countFailedNotifications, countLeadsByStatus } from '@/lib/leads/admin';
import { adminPostQuery, listPostsForAdmin } from '@/lib/posts/admin';
import type { AdminPostQuery } from '@/lib/posts/client';
import { fillTemplate } from '@/lib/template';
import { AdminDisabled, AdminShell } from '@/components/admin/admin-shell';
import { FailedDeliveries } from '@/components/admin/failed-deliveries';
import { LeadPipelineSummary } from '@/components/admin/lead-pipeline-summary';
import { AdminPageHeading, AdminPostList, AdminPostListSkeleton } from '@/components/admin/post-list';
import { adminPostsHref, PostFilters } from '@/components/admin/post-filters';
import { Pagination } from '@/components/blog/pagination';
import { LoginForm } from '@/components/admin/login-form';
import { Card } from '@/components/ui/card';
import { adminCopy } from '@/content/admin';

/** The lead counts and the posts, read together and streamed as one piece. */
async function DashboardContent({ query, actor }: { query: AdminPostQuery; actor: Actor }) {
  // Lead figures only for a role that may see leads: for the others they are not even read.
  const leads = can(actor, 'leads');
  const [posts, failedDeliveries, pipeline] = await Promise.all([
    listPostsForAdmin(query).catch((error: unknown) => {
      console.error('Admin: could not list posts', error);
      return null;
    }),
    // The posts are what this page is for: a failing count never takes them down.
    !leads ? null : countFailedNotifications().catch((error: unknown) => {
      console.error('Admin: could not count failed lead notifications', error);
      return null;
    }),
    !leads ? null : countLeadsByStatus().catch((error: unknown) => {
      console.error('Admin: could not count leads by status', error);
      return null;
    }),
  ]);
  const filtered = Boolean(query.status || query.title);
  return (
    <>
      {leads ? (
        <>
          <LeadPipelineSummary counts={pipeline} />
          <FailedDeliveries count={failedDeliveries} />
        </>
      ) : null}
      <PostFilters query={query} />
      {posts && filtered ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {posts.total === 0 ? adminCopy.postFilters.noMatch : fillTemplate(adminCopy.postFilters.showing, { count: String(posts.total) })}
        </p>
      ) : null}
      {posts ? (
        <>
          {posts.total > 0 || !filtered ? <AdminPostList posts={posts.posts} actor={actor} /> : null}
          {posts.pageCount > 1 ? <Pagination base="/admin" page={posts.page} pageCount={posts.pageCount} href={(n) => adminPostsHref(query, n)} /> : null}
        </>
      ) : (
        <Card className="mt-10 border-red-200 bg-red-50" role="alert">
          <p className="font-medium text-red-800">{adminCopy.postsLoadError}</p>
        </Card>
      )}
    </>
  );
}

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  const session = await getAdminSession();
  if (!session) return <LoginForm />;

  // Only the dashboard's data waits, behind the list's three skeleton cards; every other admin
  // screen (and this one's heading) arrives whole, so nothing is streamed into the page piece by piece.
  return (
    <AdminShell>
      <AdminPageHeading action leads={can(session.actor, 'leads')} />
      <Suspense fallback={<AdminPostListSkeleton />}>
        <DashboardContent query={adminPostQuery(await searchParams)} actor={session.actor} />
      </Suspense>
    </AdminShell>
  );
}
