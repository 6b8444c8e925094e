import { siteUrl } from '@/lib/env';
import { buildRss, topicFeed } from '@/lib/rss';
import { categoryBySlug, getPublishedIndex } from '@/lib/posts/public';

// Matches BLOG_REVALIDATE_SECONDS; cached per topic like the topic pages.
export const revalidate = 300;

export { staticCategoryParams as generateStaticParams } from '@/lib/posts/public';

export async function GET(_request: Request, { params }: { params: Promise<{ category: string }> }) {
  const category = categoryBySlug((await params).category);
  if (!category) return new Response('Not found', { status: 404 });
  const items = (await getPublishedIndex()).filter((post) => post.tags?.includes(category.tag));
  return new Response(buildRss({ siteUrl, items, channel: topicFeed(category) }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
