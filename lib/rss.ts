import { blogCopy, type BlogCategory } from '@/content/blog';
import { escapeXml } from '@/lib/xml';

export type FeedItem = {
  title: string;
  slug: string;
  excerpt: string;
  /** The post's own search description; the excerpt when unset. */
  metaDescription?: string | null;
  author: string;
  tags: string[] | null;
  createdAt: string;
  updatedAt: string;
};

/** What a feed is about: the whole blog, or one topic. */
export type FeedChannel = { title: string; description: string; path: string; listPath: string };

const blogChannel: FeedChannel = { ...blogCopy.feed, listPath: '/blog' };

/** A topic's own feed, for readers who follow one subject. */
export function topicFeed(category: Pick<BlogCategory, 'slug' | 'title' | 'description'>): FeedChannel {
  return {
    title: `${blogCopy.feed.title}: ${category.title}`,
    description: category.description,
    path: `/blog/category/${category.slug}/rss.xml`,
    listPath: `/blog/category/${category.slug}`,
  };
}

/** RSS 2.0 for published posts, newest first: the whole blog unless a topic's channel is given. */
export function buildRss({ siteUrl, items, channel = blogChannel }: { siteUrl: string; items: FeedItem[]; channel?: FeedChannel }): string {
  const feedUrl = `${siteUrl}${channel.path}`;
  const lastBuild = items[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = items
    .map((item) => {
      const link = `${siteUrl}/blog/${item.slug}`;
      const categories = (item.tags ?? []).map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n');
      return [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(item.metaDescription || item.excerpt)}</description>`,
        `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `      <pubDate>${new Date(item.createdAt).toUTCString()}</pubDate>`,
        categories,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(`${siteUrl}${channel.listPath}`)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
