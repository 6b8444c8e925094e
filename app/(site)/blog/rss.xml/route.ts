import { siteUrl } from '@/lib/env';
import { buildRss } from '@/lib/rss';
import { getPublishedIndex } from '@/lib/posts/public';

export const revalidate = 300;

export async function GET() {
  const items = await getPublishedIndex();
  return new Response(buildRss({ siteUrl, items }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
