import { blogCopy } from '@/content/blog';
import { categoryBySlug, redirectOrNotFound, requestPath } from '@/lib/posts/public';
import { pageMetadata } from '@/lib/seo/public';
import { topicFeed } from '@/lib/rss';
import { BlogLayout } from '@/components/blog/blog-list-view';
import { PostList } from '@/components/blog/post-list';

export const revalidate = 300;

export { staticCategoryParams as generateStaticParams } from '@/lib/posts/public';

type Props = { params: Promise<{ category: string }> };

/** A known topic; any other name is an old address that may redirect, or the 404. */
async function topicOf(params: Props['params']) {
  const { category: slug } = await params;
  return categoryBySlug(slug) ?? redirectOrNotFound(requestPath('blog', 'category', slug));
}

export async function generateMetadata({ params }: Props) {
  const category = await topicOf(params);
  return pageMetadata({
    title: `${category.title} Articles`,
    description: category.description,
    path: `/blog/category/${category.slug}`,
    keywords: [category.title, `${category.title} tips`, blogCopy.brandKeyword],
    feeds: [topicFeed(category), blogCopy.feed],
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = await topicOf(params);
  return (
    <BlogLayout eyebrow={blogCopy.categoryEyebrow} title={category.title} intro={category.description} activeCategory={category.slug}>
      <PostList page={1} categorySlug={category.slug} />
    </BlogLayout>
  );
}
