import { loadListPage } from '@/lib/posts/public';
import { PostGrid } from './blog-list-view';

/**
 * One list page of posts, for /blog or a category: the part of BlogLayout that waits for the
 * database. The route's metadata has already turned a bad page or category into a 404.
 */
export async function PostList({ page, categorySlug }: { page: string | number; categorySlug?: string }) {
  const { result, category } = await loadListPage(page, categorySlug);
  return <PostGrid page={result} base={category ? `/blog/category/${category.slug}` : '/blog'} />;
}
