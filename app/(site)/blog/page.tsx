import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadListPage } from '@/lib/posts/blog-routes';
import { BlogLayout, PostGrid } from '@/components/blog/blog-list-view';

// Matches BLOG_REVALIDATE_SECONDS (segment config must be a literal).
export const revalidate = 300;

export const metadata = pageMetadata({
  title: blogCopy.title,
  description: blogCopy.description,
  path: '/blog',
  keywords: blogCopy.keywords,
  feed: blogCopy.feed,
});

export default async function BlogPage() {
  const { result } = await loadListPage(1);
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={blogCopy.heading} intro={blogCopy.description}>
      <PostGrid page={result} base="/blog" />
    </BlogLayout>
  );
}
