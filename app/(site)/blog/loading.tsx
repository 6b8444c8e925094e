import { blogCopy } from '@/content/blog';
import { BlogLayout, PostGridSkeleton } from '@/components/blog/blog-list-view';

export default function BlogLoading() {
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={blogCopy.heading} intro={blogCopy.description}>
      <PostGridSkeleton />
    </BlogLayout>
  );
}
