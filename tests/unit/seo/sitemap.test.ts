import { buildSitemap } from '@/lib/seo/sitemap';

describe('sitemap XML', () => {
  const xml = buildSitemap([
    { url: 'https://agency.example/', changeFrequency: 'weekly', priority: 1 },
    { url: 'https://agency.example/blog/a?b=1&c=<2>', lastModified: '2025-03-06T12:00:00.000Z', priority: 0 },
    { url: 'https://agency.example/blog/d', lastModified: new Date('2025-04-01T00:00:00.000Z') },
  ]);

  it('is a sitemaps.org url set with one entry per page', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('escapes addresses and writes only the fields an entry has', () => {
    expect(xml).toContain('<loc>https://agency.example/blog/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml).toContain('<url>\n<loc>https://agency.example/</loc>\n<changefreq>weekly</changefreq>\n<priority>1</priority>\n</url>');
    expect(xml).toContain('<lastmod>2025-03-06T12:00:00.000Z</lastmod>\n<priority>0</priority>');
    expect(xml).toContain('<loc>https://agency.example/blog/d</loc>\n<lastmod>2025-04-01T00:00:00.000Z</lastmod>\n</url>');
  });
});
