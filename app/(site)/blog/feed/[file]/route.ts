import { siteUrl } from '@/lib/env';
import { buildRss } from '@/lib/rss';
import { getPublishedIndex, staticFileParams } from '@/lib/posts/public';

/** Served at /blog/rss.xml (see next.config.ts); staticFileParams says why it lives here. */
const FEED_FILE = 'rss.xml';

export const revalidate = 300;
export const generateStaticParams = () => staticFileParams(FEED_FILE);

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== FEED_FILE) return new Response(null, { status: 404 });
  const items = await getPublishedIndex();
  return new Response(buildRss({ siteUrl, items }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
