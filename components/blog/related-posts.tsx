import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import type { PostSummary } from '@/lib/posts/types';
import { formatPublicDate } from '@/lib/format';
import { blogCopy } from '@/content/blog';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

type RelatedPost = Pick<PostSummary, 'slug' | 'title' | 'excerpt' | 'createdAt'>;

/** The end of a post: other posts on its topics. Renders nothing when there are none. */
export function RelatedPosts({ posts }: { posts: readonly RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="border-t border-slate-200 bg-slate-50">
      <Container className="py-14 sm:py-16">
        <h2 id="related-posts" className="text-h2">
          {blogCopy.related.title}
        </h2>
        <p className="mt-2 text-slate-600">{blogCopy.related.intro}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex">
              <Card className="flex w-full flex-col" interactive>
                <time dateTime={post.createdAt} className="text-sm text-slate-600">
                  {formatPublicDate(post.createdAt)}
                </time>
                <h3 className="text-h3 mt-2">
                  <Link href={`/blog/${post.slug}`} className="hover:text-accent-700">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-3 line-clamp-3 flex-1 text-slate-600">{post.excerpt}</p>
                <Link
                  href={`/blog/${post.slug}`}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-slate-900"
                >
                  Read More<span className="sr-only"> about {post.title}</span> <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
