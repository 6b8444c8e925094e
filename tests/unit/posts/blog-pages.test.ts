/**
 * @jest-environment node
 *
 * Which /blog/… paths are pages, by the blog routes' own rules: the crawler log decides a
 * crawler's answer with this where it cannot see the status sent.
 */
import { isBlogPage } from '@/lib/posts/public';

// Twelve published posts (two list pages), three also on SEO, all on paid media, all by the founder.
jest.mock('@/lib/posts/published', () => ({
  ...jest.requireActual('@/lib/posts/published'),
  getListing: async () =>
    Array.from({ length: 12 }, (_, i) => ({ slug: `post-${i + 1}`, tags: i < 3 ? ['seo', 'paid-media'] : ['paid-media'], author: 'Marcus Delaney' })),
}));

describe('a blog page', () => {
  it.each([
    '/blog/post-1',
    '/blog/post-12',
    '/blog/page/2',
    '/blog/search',
    '/blog/category/seo',
    '/blog/category/seo/rss.xml',
    '/blog/category/paid-media/page/2',
    '/blog/author/marcus-delaney',
    '/blog/author/marcus-delaney/page/2',
  ])('%s is served', async (path) => {
    expect(await isBlogPage(path)).toBe(true);
  });

  it.each([
    '/blog/post-13',
    '/blog/Post-1',
    '/blog/post-1/',
    '/blog/post-1/extra',
    '/blog/page/3',
    '/blog/page/1',
    '/blog/page/02',
    '/blog/category/seo/page/2',
    '/blog/category/no-such-topic',
    '/blog/author/nobody',
    '/blog/search/more',
    '/blog/category/seo/rss.xml/more',
    '/blog/author/marcus-delaney/page/two',
  ])('%s is not', async (path) => {
    expect(await isBlogPage(path)).toBe(false);
  });
});
