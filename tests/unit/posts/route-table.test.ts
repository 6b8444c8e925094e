/** @jest-environment node */
import { routeTable, servedBy, type RouteOwners } from '@/lib/posts/route-table';

// The shape of Next's routes-manifest.json, with a few of this site's entries (see .next after a build).
const manifest = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/contact', regex: '^/contact(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    { page: '/blog/search', regex: '^/blog/search(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/blog/category/[category]', regex: '^/blog/category/([^/]+?)(?:/)?$' },
    { page: '/blog/page/[page]', regex: '^/blog/page/([^/]+?)(?:/)?$' },
    { page: '/blog/[slug]', regex: '^/blog/([^/]+?)(?:/)?$' },
    { page: '/indexnow-key/[key]', regex: '^/indexnow\\-key/([^/]+?)(?:/)?$' },
    { page: '/services/[slug]', regex: '^/services/([^/]+?)(?:/)?$' },
    { page: '/sitemaps/[file]', regex: '^/sitemaps/([^/]+?)(?:/)?$' },
    { page: '/[...path]', regex: '^/(.+?)(?:/)?$' },
  ],
  redirects: [
    { source: '/:path+/', destination: '/:path+', internal: true, regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' },
    { source: '/blog/page/1', destination: '/blog', regex: '^(?!/_next)/blog/page/1(?:/)?$' },
    { source: '/sitemaps/:file*', destination: '/sitemap.xml', regex: '^(?!/_next)/sitemaps(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' },
  ],
  rewrites: {
    beforeFiles: [],
    afterFiles: [
      { source: '/blog', destination: '/blog/page/1', regex: '^/blog(?:/)?$' },
      { source: '/sitemap.xml', destination: '/sitemaps/sitemap.xml', regex: '^/sitemap\\.xml(?:/)?$' },
      { source: '/:key([a-zA-Z0-9-]{8,128})\\.txt', destination: '/indexnow-key/:key', regex: '^(?:/([a-zA-Z0-9-]{8,128}))\\.txt(?:/)?$' },
    ],
    fallback: [],
  },
};

const owners: RouteOwners = {
  '/blog/[slug]': async ([slug]) => slug === 'live-post',
  '/blog/page/[page]': ([page]) => /^[1-9]\d*$/.test(page ?? ''),
  '/blog/category/[category]': ([category]) => category === 'seo',
  '/indexnow-key/[key]': ([key]) => key === 'the-configured-key',
  '/[...path]': () => false,
};

const table = routeTable(manifest, ['/blog/storm-playbook.svg', '/favicon.ico', '/ai-seo/café.svg']);
const served = (path: string) => servedBy(table, owners, path);

describe('servedBy: what a real route answers, from the build’s own route table', () => {
  it.each([
    ['/contact', 'page'],
    ['/', 'page'],
    ['/robots.txt', 'page'],
    ['/blog/search', 'page'],
    ['/blog', 'rewrite'],
    ['/sitemap.xml', 'rewrite'],
    ['/the-configured-key.txt', 'rewrite'],
    ['/blog/page/1', 'redirect'],
    ['/sitemaps/anything', 'redirect'],
    ['/blog/storm-playbook.svg', 'public-file'],
    ['/ai-seo/caf%C3%A9.svg', 'public-file'],
    ['/blog/category/seo', 'page'],
    ['/blog/page/7', 'page'],
    ['/blog/live-post', 'page'],
    // A dynamic route without a rule keeps every path it matches (a placeholder page, a feed).
    ['/services/anything-at-all', 'page'],
  ])('%s is served (%s): a redirect there would never be used', async (path, by) => {
    expect(await served(path)).toMatchObject({ by });
  });

  it.each(['/old-site/about.html', '/blog/category/old-topic', '/blog/page/old', '/blog/Old_Post', '/blog/2019/05/post', '/old-name.txt', '/another-key1.txt'])(
    '%s reaches a 404 that asks the redirects',
    async (path) => {
      expect(await served(path)).toBeNull();
    },
  );

  it('reads the manifest next dev writes, which lists no pages, without failing', async () => {
    const dev = routeTable({ redirects: manifest.redirects, rewrites: manifest.rewrites }, []);
    expect(await servedBy(dev, owners, '/blog/page/1')).toEqual({ by: 'redirect' });
    expect(await servedBy(dev, owners, '/blog')).toEqual({ by: 'rewrite' });
    expect(await servedBy(dev, owners, '/contact')).toBeNull();
  });

  it('names the route, so a post’s address gets its own message', async () => {
    expect(await served('/blog/live-post')).toEqual({ by: 'page', page: '/blog/[slug]' });
  });
});
