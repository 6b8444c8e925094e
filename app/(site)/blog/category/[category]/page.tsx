import { notFound } from 'next/navigation';
import { blogCopy } from '@/content/blog';
import { categoryBySlug } from '@/lib/posts/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

export const revalidate = 300;

export { staticCategoryParams as generateStaticParams } from '@/lib/posts/public';

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
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  return (
    <BlogLayout eyebrow={blogCopy.categoryEyebrow} title={category.title} intro={category.description} activeCategory={category.slug}>
      <PostList page={1} categorySlug={category.slug} />
    </BlogLayout>
  );
}
