import { notFound } from 'next/navigation';
import { blogCopy } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/public';
import { topicFeed } from '@/lib/rss';
import { loadListPage } from '@/lib/posts/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { category: slug, page } = await params;
  // Validating here, before anything streams, makes a bad topic or page number a real 404 (or
  // the redirect an old address has).
  const { category } = await loadListPage(page, slug);
  if (!category) notFound();
  return pageMetadata({
    title: `${category.title} Articles — Page ${page}`,
    description: category.description,
    path: `/blog/category/${category.slug}/page/${page}`,
    keywords: [category.title, blogCopy.brandKeyword],
    feeds: [topicFeed(category), blogCopy.feed],
  });
}

export default async function CategoryListPage({ params }: Props) {
  const { category: slug, page } = await params;
  // Shared with generateMetadata (one request): an unknown topic is its redirect or a 404.
  const { category } = await loadListPage(page, slug);
  if (!category) notFound();
  return (
    <BlogLayout eyebrow={blogCopy.categoryEyebrow} title={`${category.title} — Page ${page}`} intro={category.description} activeCategory={category.slug}>
      <PostList page={page} categorySlug={category.slug} />
    </BlogLayout>
  );
}
