import type { MetadataRoute } from 'next';
import { escapeXml } from '@/lib/xml';

/**
 * The sitemaps.org XML for a list of entries, as Next.js writes it for app/sitemap.ts. The
 * sitemap is a route handler instead (app/sitemaps/[file]/route.ts) so it can be cached.
 */
export function buildSitemap(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified;
    return [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '',
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
      entry.priority === undefined ? '' : `<priority>${entry.priority}</priority>`,
      '</url>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
