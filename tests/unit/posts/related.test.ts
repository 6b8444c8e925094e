import { relatedPosts } from '@/lib/posts/related';

const index = [
  { slug: 'newest-paid', tags: ['paid-media'], createdAt: '2026-05-01T00:00:00Z' },
  { slug: 'storm-seo', tags: ['storm', 'seo'], createdAt: '2026-04-01T00:00:00Z' },
  { slug: 'current', tags: ['seo', 'storm'], createdAt: '2026-03-01T00:00:00Z' },
  { slug: 'untagged', tags: null, createdAt: '2026-02-15T00:00:00Z' },
  { slug: 'seo-a', tags: ['seo'], createdAt: '2026-02-01T00:00:00Z' },
  { slug: 'storm-b', tags: ['storm'], createdAt: '2026-01-01T00:00:00Z' },
  { slug: 'seo-c', tags: ['seo'], createdAt: '2025-12-01T00:00:00Z' },
];

describe('related posts', () => {
  it('keeps the three newest posts sharing any tag, never the post itself', () => {
    expect(relatedPosts({ slug: 'current', tags: ['seo', 'storm'] }, index).map((p) => p.slug)).toEqual(['storm-seo', 'seo-a', 'storm-b']);
  });

  it('is empty for a post without tags or with tags nobody else has', () => {
    expect(relatedPosts({ slug: 'untagged', tags: null }, index)).toEqual([]);
    expect(relatedPosts({ slug: 'x', tags: ['email'] }, index)).toEqual([]);
  });

  it('returns fewer than three when fewer match', () => {
    expect(relatedPosts({ slug: 'newest-paid', tags: ['paid-media', 'ppc'] }, [...index, { slug: 'ppc', tags: ['ppc'], createdAt: '2020-01-01T00:00:00Z' }]).map((p) => p.slug)).toEqual(['ppc']);
  });
});
