'use client';

import Link from 'next/link';
import { icon } from '@/components/ui/icon';
import type { PostSummary } from '@/lib/posts/client';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeletePostButton } from './delete-post-button';
import { ScheduleBadge } from './schedule-badge';

const PencilIcon = icon([["path",{"d":"M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"}],["path",{"d":"m15 5 4 4"}]]);

export type PostCardData = PostSummary & {
  /** createdAt as the admin shows it */
  created: string;
  /** When a scheduled post goes public, as the admin shows it; null when it is not scheduled. */
  scheduled?: string | null;
  /** What the signed-in role may do with this post (lib/auth/roles.ts); the server checks again. */
  canEdit: boolean;
  canDelete: boolean;
};

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${published ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

/** The dashboard's list of posts (see AdminPostList for why it renders in a client component). */
export function PostCards({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="mt-10 space-y-4" aria-label="Blog posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <article className="min-w-0">
              <div className="flex flex-wrap items-center gap-3">
                <h2 className="text-h3 break-words">{post.title}</h2>
                {post.scheduled ? <ScheduleBadge at={post.publishAt!} label={post.scheduled} /> : <StatusBadge published={post.published} />}
              </div>
              <p className="mt-2 line-clamp-2 text-slate-600">{post.excerpt}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                <span>By {post.author}</span>
                <span>
                  Created: <time dateTime={post.createdAt}>{post.created}</time>
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
              {post.published && !post.scheduled ? (
                <a
                  href={`/blog/${post.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={`View “${post.title}” (opens in a new tab)`}
                >
                  View
                </a>
              ) : post.canEdit ? (
                <a
                  href={`/admin/preview/${post.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={`Preview ${post.published ? '' : 'draft '}“${post.title}” (opens in a new tab)`}
                >
                  Preview
                </a>
              ) : null}
              {post.canEdit ? (
                <Link href={`/admin/posts/${post.id}/edit`} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={`Edit “${post.title}”`}>
                  <PencilIcon className="h-4 w-4" aria-hidden="true" /> Edit
                </Link>
              ) : null}
              {post.canDelete ? <DeletePostButton id={post.id} title={post.title} /> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
