/** @jest-environment jsdom */
import { buildRss, topicFeed } from '@/lib/rss';

describe('RSS feed', () => {
  const item = {
    title: 'Q&A: <script>alert(1)</script> "quotes"',
    slug: 'q-and-a',
    excerpt: "Storms & leads\u0001 — it's here",
    author: 'Marcus Delaney',
    tags: ['seo', 'a&b'],
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
  };
  const xml = buildRss({ siteUrl: 'https://agency.example', items: [item] });

  it('escapes markup and drops characters XML forbids', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('Q&amp;A: &lt;script&gt;');
    expect(xml).not.toContain('\u0001');
  });

  it('is well-formed RSS 2.0 with absolute links', () => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const entry = doc.getElementsByTagName('item')[0]!;
    expect(entry.getElementsByTagName('title')[0]?.textContent).toBe(item.title);
    expect(entry.getElementsByTagName('link')[0]?.textContent).toBe('https://agency.example/blog/q-and-a');
    expect(entry.getElementsByTagName('pubDate')[0]?.textContent).toBe('Wed, 05 Mar 2025 12:00:00 GMT');
    expect(Array.from(entry.getElementsByTagName('category')).map((c) => c.textContent)).toEqual(['seo', 'a&b']);
  });

  it('describes a topic feed by its topic, linking its own list and itself', () => {
    const channel = topicFeed({ slug: 'paid-media', title: 'Paid Media', description: 'Ads & bidding.' });
    const topic = buildRss({ siteUrl: 'https://agency.example', items: [item], channel });
    const doc = new DOMParser().parseFromString(topic, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.getElementsByTagName('channel')[0]!;
    expect(feed.getElementsByTagName('title')[0]?.textContent).toMatch(/: Paid Media$/);
    expect(feed.getElementsByTagName('link')[0]?.textContent).toBe('https://agency.example/blog/category/paid-media');
    expect(feed.getElementsByTagName('description')[0]?.textContent).toBe('Ads & bidding.');
    expect(feed.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')).toBe(
      'https://agency.example/blog/category/paid-media/rss.xml',
    );
    expect(doc.getElementsByTagName('item')).toHaveLength(1);
  });
});
