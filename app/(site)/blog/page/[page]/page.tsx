import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadListPage } from '@/lib/posts/blog-routes';
import { BlogLayout, PostGrid } from '@/components/blog/blog-list-view';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/posts/queries';

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
    feed: blogCopy.feed,
  });
}

export default async function BlogListPage({ params }: Props) {
  const { page } = await params;
  const { result } = await loadListPage(page);
  return (
    <BlogLayout eyebrow={blogCopy.eyebrow} title={`${blogCopy.heading} — Page ${result.page}`} intro={blogCopy.description}>
      <PostGrid page={result} base="/blog" />
    </BlogLayout>
  );
}
