import { notFound } from 'next/navigation';
import { blogCategories, blogCopy, categoryBySlug } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { postBackend } from '@/lib/posts';
import { loadListPage } from '@/lib/posts/blog-routes';
import { BlogLayout, PostGrid } from '@/components/blog/blog-list-view';

export const revalidate = 300;

export function generateStaticParams() {
  // The embedded database is not opened at build time: categories render on first request.
  return postBackend === 'local' ? [] : blogCategories.map((category) => ({ category: category.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props) {
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  return pageMetadata({
    title: `${category.title} Articles`,
    description: category.description,
    path: `/blog/category/${category.slug}`,
    keywords: [category.title, `${category.title} tips`, blogCopy.brandKeyword],
    feed: blogCopy.feed,
  });
}

export default async function CategoryPage({ params }: Props) {
  const { result, category } = await loadListPage(1, (await params).category);
  return (
    <BlogLayout eyebrow={blogCopy.categoryEyebrow} title={category?.title ?? ''} intro={category?.description ?? ''} activeCategory={category?.slug}>
      <PostGrid page={result} base={`/blog/category/${category?.slug}`} />
    </BlogLayout>
  );
}
