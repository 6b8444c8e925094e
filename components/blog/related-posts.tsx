import type { PostSummary } from '@/lib/posts/client';
import { blogCopy } from '@/content/blog';
import { Container } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { PostCardText } from './post-card';

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
              <Card className="flex w-full flex-col" padded={false} interactive>
                <PostCardText post={post} heading="h3" />
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
