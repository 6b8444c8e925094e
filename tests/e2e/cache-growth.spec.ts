import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A path that names nothing must cost the server no disk (issue 35). Every 404 under an
 * incremental blog route used to be written to the page cache (7 files, ~100 KB per URL, never
 * evicted), and each unknown slug or page number left an entry in the data cache too. Real
 * pages must still be cached.
 */

// The e2e server serves .next (playwright.config.ts); these are the folders its caches write.
const distDir = process.env.NEXT_DIST_DIR || '.next';
const cacheDirs = [path.join(distDir, 'server', 'route-cache'), path.join(distDir, 'cache', 'fetch-cache')];

/** Every file in the cache folders, by path, with its size. */
function cacheFiles(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, statSync(full).size);
    }
  };
  cacheDirs.forEach(walk);
  return files;
}

/**
 * What the cache folders gained since `before`: the page-cache files stored for any of `urls`
 * (named by their path), and the data-cache entries (named by a hash) with their bytes. Other
 * suites render real pages meanwhile, so the data cache may gain a few entries of theirs.
 */
function growth(before: Map<string, number>, urls: Set<string>) {
  const added = [...cacheFiles()].filter(([file]) => !before.has(file));
  const pages = added.filter(([file]) => {
    const address = file.split(`${path.sep}$`)[1]?.replace(/\.(html|rsc|meta|body)$|\.segments\/.*$/, '');
    return address !== undefined && urls.has(address.split(path.sep).join('/'));
  });
  const data = added.filter(([file]) => file.startsWith(cacheDirs[1]!));
  return { pages: pages.map(([file]) => file), dataEntries: data.length, dataBytes: data.reduce((sum, [, size]) => sum + size, 0) };
}

/** Runs `count` requests, `parallel` at a time, and returns every status seen. */
async function hammer(request: APIRequestContext, count: number, url: (i: number) => string, parallel = 16): Promise<Set<number>> {
  const statuses = new Set<number>();
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, k) => url(start + k));
    for (const response of await Promise.all(batch.map((u) => request.get(u, { maxRedirects: 0 })))) statuses.add(response.status());
  }
  return statuses;
}

async function firstPostSlug(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get('/blog/rss.xml')).text();
  const slug = /<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>/.exec(xml)?.[1];
  if (!slug) throw new Error('The feed lists no post');
  return slug;
}

const run = Date.now().toString(36);
// The gate proves the rule with a few addresses of each kind; the soak tier (npm run test:soak)
// sends the 3,000 that showed the growth.
const PER_KIND = process.env.SOAK ? 500 : 20;

test.describe('paths that name nothing cost no disk', () => {
  test.describe.configure({ mode: 'serial' });

  test(`${PER_KIND} unknown URLs of each kind answer 404 and leave the cache folders as they were`, async ({ request }) => {
    test.setTimeout(process.env.SOAK ? 600_000 : 60_000);
    // Warm what real pages share (the published index, the redirect map), so only what the
    // unknown URLs themselves would add is measured.
    for (const warm of ['/blog', '/blog/page/999999', '/blog/category/seo', '/blog/no-such-post', '/blog/author/nobody']) await request.get(warm);
    const before = cacheFiles();
    const kinds: [string, (i: number) => string][] = [
      ['a page past the last', (i) => `/blog/page/${1000 + i}`],
      ['an unknown post', (i) => `/blog/no-such-post-${run}-${i}`],
      ['an unknown topic', (i) => `/blog/category/no-such-topic-${run}-${i}`],
      ['an unknown author', (i) => `/blog/author/no-such-author-${run}-${i}`],
      ['a topic page past the last', (i) => `/blog/category/seo/page/${1000 + i}`],
      ['an author page past the last', (i) => `/blog/author/priya-raman/page/${1000 + i}`],
    ];
    const urls = new Set<string>();
    for (const [kind, url] of kinds) {
      for (let i = 0; i < PER_KIND; i++) urls.add(url(i));
      const statuses = await hammer(request, PER_KIND, url);
      expect([...statuses], kind).toEqual([404]);
    }
    // 3,000 URLs used to add ~21,000 page-cache files (~300 MB) and ~2,000 data-cache entries.
    const added = growth(before, urls);
    expect(added.pages, 'page-cache files for the made-up URLs').toEqual([]);
    expect(added.dataEntries, 'data-cache entries added').toBeLessThanOrEqual(20);
    expect(added.dataBytes, 'data-cache bytes added').toBeLessThan(512 * 1024);
  });

  test('made-up service and industry addresses show their placeholder and are not cached', async ({ request }) => {
    test.setTimeout(300_000);
    const before = cacheFiles();
    const urls = new Set<string>();
    for (const [kind, url] of [
      ['a service', (i: number) => `/services/no-such-service-${run}-${i}`],
      ['an industry', (i: number) => `/industries/no-such-industry-${run}-${i}`],
    ] as const) {
      for (let i = 0; i < 200; i++) urls.add(url(i));
      // The spec's placeholder: a 200 page, noindex.
      expect([...(await hammer(request, 200, url))], kind).toEqual([200]);
      expect(await (await request.get(url(0))).text(), kind).toContain('noindex');
    }
    expect(growth(before, urls).pages, 'page-cache files for the made-up URLs').toEqual([]);
    // The real pages beside them are still served from the cache.
    for (const real of ['/services/paid-ads', '/industries/roofers']) {
      const response = await request.get(real);
      expect(response.status(), real).toBe(200);
      expect(response.headers()['x-nextjs-cache'], real).toMatch(/^(HIT|STALE)$/);
    }
  });

  test('over-long and malformed blog paths are refused before anything renders', async ({ request }) => {
    const before = cacheFiles();
    const urls = new Set<string>();
    for (const [url, status] of [
      ['/blog/page/%00', 400],
      [`/blog/${'a'.repeat(3000)}`, 404],
      [`/blog/category/${'b'.repeat(3000)}`, 404],
      ['/blog/a%00b', 400],
      ['/blog/%E0%A4%A', 400],
    ] as const) {
      urls.add(url);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url.slice(0, 40)).toBe(status);
      const body = await response.text();
      expect(body, url.slice(0, 40)).not.toMatch(/at .+\.js:\d+|node_modules|ENAMETOOLONG|ERR_INVALID/);
      // A plain answer, not a rendered page.
      expect(body.length, url.slice(0, 40)).toBeLessThan(200);
    }
    expect(growth(before, urls).pages).toEqual([]);
  });

  test('real pages are still cached, on disk', async ({ request }) => {
    const slug = await firstPostSlug(request);
    for (const url of [`/blog/${slug}`, '/blog/page/2', '/blog/category/seo', '/blog/author/priya-raman']) {
      expect((await request.get(url)).status(), url).toBe(200);
      expect((await request.get(url)).headers()['x-nextjs-cache'], url).toMatch(/^(HIT|STALE)$/);
    }
    const owners = readdirSync(path.join(distDir, 'server', 'route-cache', 'APP_PAGE'));
    const stored = owners.some((owner) => {
      try {
        return statSync(path.join(distDir, 'server', 'route-cache', 'APP_PAGE', owner, '$', 'blog', `${slug}.html`)).isFile();
      } catch {
        return false;
      }
    });
    expect(stored, `the page cache holds /blog/${slug}`).toBe(true);
  });
});

test.describe('a post’s social image', () => {
  async function imagePath(request: APIRequestContext, slug: string): Promise<string> {
    const html = await (await request.get(`/blog/${slug}`)).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    if (!url) throw new Error(`/blog/${slug} has no og:image`);
    return new URL(url).pathname;
  }

  test('is cached with its post, and a slug that is no published post gets a 404', async ({ request }) => {
    const slug = await firstPostSlug(request);
    const image = await imagePath(request, slug);
    expect(image).toMatch(new RegExp(`^/blog/${slug}/opengraph-image`));
    const first = await request.get(image);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('image/png');
    const again = await request.get(image);
    expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(again.headers()['cache-control']).not.toContain('max-age=0');

    const before = cacheFiles();
    const urls = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const url = image.replace(`/blog/${slug}/`, `/blog/no-such-post-${run}-${i}/`);
      urls.add(url);
      const unknown = await request.get(url);
      expect(unknown.status()).toBe(404);
      expect(unknown.headers()['content-type'] ?? '').not.toContain('image/png');
    }
    expect(growth(before, urls).pages).toEqual([]);
  });
});
