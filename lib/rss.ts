import { blogCopy } from '@/content/blog';

export type FeedItem = { title: string; slug: string; excerpt: string; author: string; tags: string[] | null; createdAt: string; updatedAt: string };

/** Escapes text for XML element content and attribute values, dropping characters XML forbids. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RSS 2.0 for the blog's published posts. */
export function buildRss({ siteUrl, items }: { siteUrl: string; items: FeedItem[] }): string {
  const feedUrl = `${siteUrl}/blog/rss.xml`;
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
        `      <description>${escapeXml(item.excerpt)}</description>`,
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
    <title>${escapeXml(blogCopy.feed.title)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <description>${escapeXml(blogCopy.feed.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
