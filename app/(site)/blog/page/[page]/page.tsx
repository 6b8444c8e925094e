import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadListPage } from '@/lib/posts/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  const { page } = await params;
  // Validating here, before anything streams, makes a bad page number a real 404.
  await loadListPage(page);
  return pageMetadata({
    title: `${blogCopy.title} — Page ${page}`,
    description: blogCopy.description,
    path: `/blog/page/${page}`,
    keywords: blogCopy.pageKeywords,
    feeds: [blogCopy.feed],
  });
}

export default async function BlogListPage({ params }: Props) {
  const { page } = await params;
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={`${blogCopy.heading} — Page ${page}`} intro={blogCopy.description}>
      <PostList page={page} />
    </BlogLayout>
  );
}
