import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/public';
import { loadListPage } from '@/lib/posts/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

// Matches BLOG_REVALIDATE_SECONDS (segment config must be a literal).
export const revalidate = 300;
export { staticListParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ page: string }> };

/*
 * Every page of the blog list, the first one included: next.config.ts rewrites /blog here
 * (and redirects /blog/page/1 to /blog), so /blog is one more entry of this incremental route,
 * cached after its first request even where the build cannot read posts.
 */

export async function generateMetadata({ params }: Props) {
  const { page } = await params;
  // Validating here, before anything streams, makes a bad page number a real 404.
  const { result } = await loadListPage(page);
  return result.page === 1
    ? pageMetadata({
        title: blogCopy.title,
        description: blogCopy.description,
        path: '/blog',
        keywords: blogCopy.keywords,
        feeds: [blogCopy.feed],
      })
    : pageMetadata({
        title: `${blogCopy.title} — Page ${result.page}`,
        description: blogCopy.description,
        path: `/blog/page/${result.page}`,
        keywords: blogCopy.pageKeywords,
        feeds: [blogCopy.feed],
      });
}

export default async function BlogListPage({ params }: Props) {
  const { page } = await params;
  // generateMetadata has already turned anything but a canonical page number into a 404.
  const title = page === '1' ? blogCopy.heading : `${blogCopy.heading} — Page ${page}`;
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={title} intro={blogCopy.description}>
      <PostList page={page} />
    </BlogLayout>
  );
}
