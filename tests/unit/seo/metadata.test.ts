import { pageMetadata } from '@/lib/seo/metadata';

describe('pageMetadata', () => {
  const meta = pageMetadata({
    title: 'Emergency SEO',
    description: 'Rank when the storm hits.',
    path: '/services/emergency-seo',
    keywords: ['emergency seo', 'storm marketing'],
  });

  it('gives an absolute canonical URL on the site origin', () => {
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/services/emergency-seo');
  });

  it('indexes and follows by default', () => {
    expect(meta.robots).toEqual({ index: true, follow: true });
  });

  it('fills Open Graph and Twitter from the same facts', () => {
    expect(meta.openGraph).toMatchObject({
      title: 'Emergency SEO',
      description: 'Rank when the storm hits.',
      url: 'http://localhost:3000/services/emergency-seo',
      siteName: 'Brightline Growth',
    });
    const images = meta.openGraph?.images as { url: string }[];
    expect(images[0]?.url).toBe('http://localhost:3000/opengraph-image');
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Emergency SEO' });
  });

  it('passes keywords through', () => {
    expect(meta.keywords).toEqual(['emergency seo', 'storm marketing']);
  });

  it('marks placeholder pages noindex', () => {
    expect(pageMetadata({ title: 'x', description: 'y', path: '/x', noIndex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('adds article times only to articles', () => {
    const article = pageMetadata({ title: 't', description: 'd', path: '/blog/a', type: 'article', publishedTime: '2025-03-05T00:00:00Z' });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-03-05T00:00:00Z' });
  });
});

describe('pageMetadata with a route-level social image', () => {
  it('leaves images to the opengraph-image file when image is null', () => {
    const meta = pageMetadata({ title: 't', description: 'd', path: '/blog/x', image: null });
    expect(meta.openGraph).not.toHaveProperty('images');
    expect(meta.twitter).not.toHaveProperty('images');
  });
});

describe('pageMetadata alternates', () => {
  it('links llms.txt on every page and the feed where given', () => {
    const plain = pageMetadata({ title: 't', description: 'd', path: '/x' });
    expect(plain.alternates?.types).toEqual({ 'text/markdown': [{ url: '/llms.txt', title: 'llms.txt' }] });
    const blog = pageMetadata({ title: 't', description: 'd', path: '/blog', feeds: [{ title: 'Feed', path: '/blog/rss.xml' }] });
    expect(blog.alternates?.types).toMatchObject({ 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Feed' }] });
    const topic = pageMetadata({
      title: 't',
      description: 'd',
      path: '/blog/category/seo',
      feeds: [{ title: 'SEO', path: '/blog/category/seo/rss.xml' }, { title: 'Feed', path: '/blog/rss.xml' }],
    });
    expect(topic.alternates?.types?.['application/rss+xml']).toEqual([
      { url: '/blog/category/seo/rss.xml', title: 'SEO' },
      { url: '/blog/rss.xml', title: 'Feed' },
    ]);
  });
});
