import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

// Matches BLOG_REVALIDATE_SECONDS (segment config must be a literal).
export const revalidate = 300;

export const metadata = pageMetadata({
  title: blogCopy.title,
  description: blogCopy.description,
  path: '/blog',
  keywords: blogCopy.keywords,
  feeds: [blogCopy.feed],
});

export default function BlogPage() {
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={blogCopy.heading} intro={blogCopy.description}>
      <PostList page={1} />
    </BlogLayout>
  );
}
