import type { ReactNode } from 'react';
import { ArrowRight, CalendarDays } from '@/components/ui/icons';
import type { PostCard as CardFields } from '@/lib/posts/client';
import { formatPublicDate } from '@/lib/format';
import { blogCopy } from '@/content/blog';
import { Card } from '@/components/ui/card';
import { StaticImage } from '@/components/ui/static-image';

type Props = {
  post: CardFields;
  priority?: boolean;
  /** Shown instead of the plain excerpt, e.g. with search matches highlighted. */
  excerpt?: ReactNode;
};

export function PostCard({ post, priority = false, excerpt }: Props) {
  return (
    <Card className="flex flex-col overflow-hidden" padded={false} interactive>
      <article className="flex h-full flex-col">
        <div className="relative aspect-[1200/630] bg-slate-900">
          {post.imageUrl && post.imageWidth && post.imageHeight ? (
            // An uploaded image: its size on the element, cropped into the card's frame like the rest.
            <StaticImage
              src={post.imageUrl}
              alt=""
              width={post.imageWidth}
              height={post.imageHeight}
              unoptimized
              preload={priority}
              sizes="(min-width: 1024px) 400px, 100vw"
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : (
            <StaticImage
              src={post.imageUrl ?? blogCopy.defaultImage}
              alt=""
              fill
              unoptimized
              preload={priority}
              sizes="(min-width: 1024px) 400px, 100vw"
              className="object-cover"
            />
          )}
        </div>
        <PostCardText post={post} excerpt={excerpt} />
      </article>
    </Card>
  );
}

type TextProps = {
  post: Pick<CardFields, 'slug' | 'title' | 'excerpt' | 'createdAt'>;
  excerpt?: ReactNode;
  /** h2 in a list of posts; h3 under a section's own h2 (related posts). */
  heading?: 'h2' | 'h3';
};

/** A post card's words: date, linked title, excerpt and "Read More". Shared by every post card. */
export function PostCardText({ post, excerpt, heading: Heading = 'h2' }: TextProps) {
  return (
    <div className="flex flex-1 flex-col p-6">
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={post.createdAt}>{formatPublicDate(post.createdAt)}</time>
      </p>
      <Heading className="text-h3 mt-3">
        <a href={`/blog/${post.slug}`} className="hover:text-accent-700">
          {post.title}
        </a>
      </Heading>
      {/* Its own height, not the row's: a clamp stretched to a taller neighbour shows a fourth line under the ellipsis. */}
      <p className="mt-3 line-clamp-3 text-slate-600">{excerpt ?? post.excerpt}</p>
      <a href={`/blog/${post.slug}`} className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-accent-700 hover:text-slate-900">
        {blogCopy.readMore}
        <span className="sr-only"> about {post.title}</span> <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </a>
    </div>
  );
}
