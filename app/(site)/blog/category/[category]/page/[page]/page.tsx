import { notFound } from 'next/navigation';
import { blogCopy } from '@/content/blog';
import { categoryBySlug } from '@/lib/posts/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { loadListPage } from '@/lib/posts/public';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ category: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { category: slug, page } = await params;
  const category = categoryBySlug(slug);
  if (!category) notFound();
  // Validating here, before anything streams, makes a bad page number a real 404.
  await loadListPage(page, slug);
  return pageMetadata({
    title: `${category.title} Articles — Page ${page}`,
    description: category.description,
    path: `/blog/category/${category.slug}/page/${page}`,
    keywords: [category.title, blogCopy.brandKeyword],
    feed: blogCopy.feed,
  });
}

export default async function CategoryListPage({ params }: Props) {
  const { category: slug, page } = await params;
  const category = categoryBySlug(slug);
  if (!category) notFound();
  return (
    <BlogLayout eyebrow={blogCopy.categoryEyebrow} title={`${category.title} — Page ${page}`} intro={category.description} activeCategory={category.slug}>
      <PostList page={page} categorySlug={category.slug} />
    </BlogLayout>
  );
}
