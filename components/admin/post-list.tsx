import { FilePlus2, Inbox } from '@/components/ui/icons';
import { formatScheduleTime, isScheduled, type PostSummary } from '@/lib/posts/client';
import { can, type Actor } from '@/lib/auth/client';
import { formatAdminDate } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PostCards } from './post-cards';

/** `leads`: whether the role may open the leads inbox (the button is absent otherwise). */
export function AdminPageHeading({ action, leads = true }: { action?: boolean; leads?: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-h1">Blog Admin</h1>
        <p className="mt-1 text-slate-600">Manage your blog posts</p>
      </div>
      {action ? (
        <div className="flex flex-wrap gap-3">
          {leads ? (
            <ButtonLink href="/admin/leads" variant="secondary">
              <Inbox className="h-4 w-4" aria-hidden="true" /> Leads inbox
            </ButtonLink>
          ) : null}
          <ButtonLink href="/admin/posts/new">
            <FilePlus2 className="h-4 w-4" aria-hidden="true" /> New Post
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The dashboard's posts. The cards render from plain data in a client component on purpose:
 * React streams such a component as one piece once all its data has arrived, where server-rendered
 * items can each arrive on their own, outside their list, which is invalid HTML.
 */
export function AdminPostList({ posts, actor }: { posts: PostSummary[]; actor: Actor }) {
  if (posts.length === 0) {
    return (
      <Card className="mt-10 text-center">
        <h2 className="text-h3">No blog posts yet</h2>
        <p className="mt-2 text-slate-600">Your first article is one click away.</p>
        <ButtonLink href="/admin/posts/new" className="mt-6">
          Create Your First Post
        </ButtonLink>
      </Card>
    );
  }
  // Dates are formatted here, on the server, so the browser's time zone cannot change them; and
  // whether a post is still scheduled is decided here too, so the browser's clock cannot disagree.
  return (
    <PostCards
      posts={posts.map((post) => ({
        ...post,
        created: formatAdminDate(post.createdAt),
        scheduled: isScheduled(post) ? formatScheduleTime(post.publishAt!) : null,
        ...permissionsFor(actor, post),
      }))}
    />
  );
}

/** What the card offers: a public post needs 'posts:publish' to edit, like the server asks. */
function permissionsFor(actor: Actor, post: PostSummary) {
  const target = { ownerId: post.ownerId ?? null };
  const mayTouchPublic = !post.published || can(actor, 'posts:publish', target);
  return { canEdit: can(actor, 'posts:write', target) && mayTouchPublic, canDelete: can(actor, 'posts:delete', target) };
}

export function AdminPostListSkeleton() {
  return (
    <div className="mt-10 space-y-4" role="status" aria-label="Loading blog posts">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} data-testid="admin-skeleton" className="rounded-2xl border border-slate-200 bg-white p-7">
          <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="mt-4 h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
