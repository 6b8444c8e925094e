import Link from 'next/link';
import { FilePlus2, Inbox, Pencil } from 'lucide-react';
import type { PostSummary } from '@/lib/posts/types';
import { formatAdminDate } from '@/lib/format';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeletePostButton } from './delete-post-button';

export function AdminPageHeading({ action }: { action?: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-h1">Blog Admin</h1>
        <p className="mt-1 text-slate-600">Manage your blog posts</p>
      </div>
      {action ? (
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/admin/leads" variant="secondary">
            <Inbox className="h-4 w-4" aria-hidden="true" /> Leads inbox
          </ButtonLink>
          <ButtonLink href="/admin/posts/new">
            <FilePlus2 className="h-4 w-4" aria-hidden="true" /> New Post
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${published ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

export function AdminPostList({ posts }: { posts: PostSummary[] }) {
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
  return (
    <ul className="mt-10 space-y-4" aria-label="Blog posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <article className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="text-h3 break-words">{post.title}</h2>
                <StatusBadge published={post.published} />
              </div>
              <p className="mt-2 line-clamp-2 text-slate-600">{post.excerpt}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span>By {post.author}</span>
                <span>
                  Created: <time dateTime={post.createdAt}>{formatAdminDate(post.createdAt)}</time>
                </span>
              </p>
              {post.tags ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
                  {post.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
            <div className="flex shrink-0 flex-wrap gap-2">
              {post.published ? (
                <a
                  href={`/blog/${post.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={`View “${post.title}” (opens in a new tab)`}
                >
                  View
                </a>
              ) : (
                <a
                  href={`/admin/preview/${post.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={`Preview draft “${post.title}” (opens in a new tab)`}
                >
                  Preview
                </a>
              )}
              <Link href={`/admin/posts/${post.id}/edit`} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={`Edit “${post.title}”`}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
              </Link>
              <DeletePostButton id={post.id} title={post.title} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function AdminPostListSkeleton() {
  return (
    <ul className="mt-10 space-y-4" role="status" aria-label="Loading blog posts">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} data-testid="admin-skeleton" className="rounded-2xl border border-slate-200 bg-white p-7">
          <div className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
          <div className="mt-4 h-4 w-full animate-pulse rounded bg-slate-100" />
          <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
