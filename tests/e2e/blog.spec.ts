import type { APIRequestContext, Request } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { blogCategories, blogCopy } from '../../content/blog';
import { site } from '../../content/site';
import { jsonLdTypes, jsonLdBlocks, expectNoSeriousAxeViolations, excerptLines } from '../helpers/page-checks';
import { $$, byRole, serverHtml, shown, single, text } from '../helpers/server-html';
import { offlineURL } from '../helpers/servers';
import { expect, test } from '../helpers/shared-page';

type FeedPost = { slug: string; title: string; author: string; pubDate: Date; categories: string[] };

/** Published posts as the RSS feed lists them (newest first). */
async function feed(request: APIRequestContext): Promise<FeedPost[]> {
  const xml = await (await request.get('/blog/rss.xml')).text();
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => {
    const tag = (name: string) => item!.match(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`))?.[1] ?? '';
    return {
      slug: tag('link').split('/blog/')[1] ?? '',
      title: tag('title').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"'),
      author: tag('dc:creator'),
      pubDate: new Date(tag('pubDate')),
      categories: [...item!.matchAll(/<category>([^<]*)<\/category>/g)].map((m) => m[1]!),
    };
  });
}

const DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

test.describe('/blog', () => {
  test('lists published posts newest first in a two-column grid with pagination', async ({ page, request }) => {
    const posts = await feed(request);
    expect(posts.length).toBeGreaterThan(10);
    await page.goto('/blog');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(posts[0]!.title);
    await expect(first.getByRole('link', { name: `Read More about ${posts[0]!.title}` })).toHaveAttribute('href', `/blog/${posts[0]!.slug}`);
    await expect(first.locator('img')).toHaveAttribute('src', /.+/);
    expect(await first.locator('time').innerText()).toMatch(DATE);

    const boxes = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);

    const dates = await cards.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);

    const pageCount = Math.ceil(posts.length / 10);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText(`Page 1 of ${pageCount}`);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(pager).toContainText(`Page 2 of ${pageCount}`);
    await expect(page.locator('main article')).toHaveCount(posts.length - 10);
    if (pageCount === 2) await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('each card shows at most three lines of its excerpt, whatever the card beside it', async ({ sharedPage }) => {
    await sharedPage.goto('/blog');
    const lines = await excerptLines(sharedPage);
    expect(lines).toHaveLength(10);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3);
  });

  test('shows a default image for a post without one', async ({ request }) => {
    const all: (string | null)[] = [];
    for (const path of ['/blog', '/blog/page/2']) {
      const { document } = await serverHtml(request, path);
      all.push(...$$(document, 'main article img').map((img) => img.getAttribute('src')));
    }
    expect(all).toContain('/blog/default.svg');
    for (const src of new Set(all)) expect((await request.get(src!)).status(), src!).toBe(200);
  });

  test('sidebar has the six topics, the scheduler, the newsletter and the guides', async ({ request }) => {
    const { document } = await serverHtml(request, '/blog');
    const sidebar = single(byRole(document, 'complementary', { name: 'Blog sidebar' }), 'sidebar');
    expect(byRole(sidebar, 'heading', { name: 'Popular Topics' })).toHaveLength(1);
    const topics = $$(sidebar, 'a[href^="/blog/category/"]').map((a) => a.getAttribute('href'));
    expect(topics).toEqual([
      '/blog/category/seo',
      '/blog/category/paid-media',
      '/blog/category/weather-campaigns',
      '/blog/category/case-studies',
      '/blog/category/lead-generation',
      '/blog/category/local-marketing',
    ]);
    expect(single(byRole(sidebar, 'link', { name: /Book a Strategy Call/ })).getAttribute('href')).toBe(site.links.scheduler);
    expect(byRole(sidebar, 'heading', { name: 'Stay Updated' })).toHaveLength(1);
    expect(single(byRole(sidebar, 'textbox')).getAttribute('type')).toBe('email');
    expect(byRole(sidebar, 'button', { name: 'Subscribe' })).toHaveLength(1);
    for (const href of ['/ai-seo', '/ai-seo/llm-crawlability', '/ai-seo/ai-overviews']) {
      expect($$(sidebar, `a[href="${href}"]`)).toHaveLength(1);
    }
  });

  test('the search box heads the sidebar on wide screens and comes before the posts on phones', async ({ page }) => {
    const search = page.getByRole('search', { name: 'Search the Blog' });
    await page.goto('/blog');
    const [wideBox, wideCard] = [await search.boundingBox(), await page.locator('main article').first().boundingBox()];
    expect(wideBox!.x).toBeGreaterThan(wideCard!.x + wideCard!.width);
    expect(wideBox!.y).toBeLessThan(wideCard!.y + 100);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    const [box, firstCard, pager] = [
      await search.boundingBox(),
      await page.locator('main article').first().boundingBox(),
      await page.getByRole('navigation', { name: 'Pagination' }).boundingBox(),
    ];
    expect(box!.y + box!.height).toBeLessThan(firstCard!.y);
    expect(box!.y).toBeLessThan(pager!.y);
    // In the document's order too, so keyboards and screen readers meet it first.
    expect(await page.evaluate(() => {
      const form = document.querySelector('form[role="search"]')!;
      return Boolean(form.compareDocumentPosition(document.querySelector('main article')!) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
  });

  test('advertises the RSS feed, which is valid and escaped', async ({ request }) => {
    const { document } = await serverHtml(request, '/blog');
    expect(single($$(document, 'link[rel="alternate"][type="application/rss+xml"]')).getAttribute('href')).toMatch(/\/blog\/rss\.xml$/);
    const response = await request.get('/blog/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    // jsdom's XML parser refuses what is not well-formed XML.
    const parsed = (() => {
      try {
        return { error: null, items: new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelectorAll('item').length };
      } catch (error) {
        return { error: String(error), items: 0 };
      }
    })();
    expect(parsed.error).toBeNull();
    expect(parsed.items).toBeGreaterThan(10);
  });
});

test.describe('categories', () => {
  for (const category of blogCategories) {
    test(`/blog/category/${category.slug} lists only its posts`, async ({ request }) => {
      const expected = (await feed(request)).filter((p) => p.categories.includes(category.tag));
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const { response, document } = await serverHtml(request, `/blog/category/${category.slug}`);
      expect(response.status()).toBe(200);
      expect(byRole(document, 'heading', { level: 1 }).map(text)).toEqual([category.title]);
      expect($$(document, 'main article')).toHaveLength(Math.min(10, expected.length));
      expect(single($$(document, 'link[rel="canonical"]')).getAttribute('href')).toMatch(new RegExp(`/blog/category/${category.slug}$`));
    });
  }

  test('each topic has its own feed, advertised on its pages before the whole blog’s', async ({ request }) => {
    const all = await feed(request);
    for (const category of blogCategories) {
      const path = `/blog/category/${category.slug}/rss.xml`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      const items = [...xml.matchAll(/<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>/g)].map((m) => m[1]);
      expect(items, path).toEqual(all.filter((p) => p.categories.includes(category.tag)).map((p) => p.slug));
      expect(xml).toContain(`<atom:link href="${new URL(path, response.url()).href}"`);
      // Cached per topic like the topic pages: the second request is served from the cache.
      expect((await request.get(path)).headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
    }
    const { document } = await serverHtml(request, '/blog/category/seo');
    const feeds = $$(document, 'link[rel="alternate"][type="application/rss+xml"]').map((link) => link.getAttribute('href'));
    expect(feeds).toHaveLength(2);
    expect(feeds[0]).toMatch(/\/blog\/category\/seo\/rss\.xml$/);
    expect(feeds[1]).toMatch(/\/blog\/rss\.xml$/);
    expect((await request.get('/blog/category/no-such-topic/rss.xml')).status()).toBe(404);
  });
});

test.describe('post page', () => {
  test('ends with up to three related posts: same topics, newest first, never itself', async ({ request }) => {
    const posts = await feed(request);
    const post = posts.find((p) => p.categories.length > 0)!;
    const expected = posts
      .filter((p) => p.slug !== post.slug && p.categories.some((tag) => post.categories.includes(tag)))
      .slice(0, 3);
    expect(expected.length).toBeGreaterThan(0);
    const { document } = await serverHtml(request, `/blog/${post.slug}`);
    const related = single(byRole(document, 'region', { name: blogCopy.related.title }), 'related posts');
    expect(byRole(related, 'heading', { level: 3 }).map(text)).toEqual(expected.map((p) => p.title));
    expect(single(byRole(related, 'link', { name: expected[0]!.title, exact: true })).getAttribute('href')).toBe(`/blog/${expected[0]!.slug}`);
  });

  test('shows the article, its metadata and structured data', async ({ request, sharedPage }) => {
    const post = (await feed(request))[0]!;
    const { response, document } = await serverHtml(request, `/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    expect(byRole(document, 'heading', { level: 1 }).map(text)).toEqual([post.title]);
    const header = single($$(document, 'article header'), 'article header');
    expect(text(single($$(header, 'time')))).toMatch(DATE);
    expect(text(header)).toContain(`By ${post.author}`);
    expect(text(header)).toMatch(/\d+ min read/);
    if (post.categories.length) expect(text(single(byRole(document, 'list', { name: 'Tags' })))).toContain(`#${post.categories[0]}`);
    expect(shown(document.querySelector('.prose-body h2')!)).toBe(true);
    expect(byRole(document, 'heading', { name: 'Want results like these for your business?' })).toHaveLength(1);
    expect(single(byRole(document, 'link', { name: 'Back to Blog' })).getAttribute('href')).toBe('/blog');

    const types = await jsonLdTypes(document);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    const posting = (await jsonLdBlocks(document)).flatMap((b) => (b as { '@graph'?: unknown[] })['@graph'] ?? [b]).find(
      (n) => (n as { '@type'?: string })['@type'] === 'BlogPosting',
    ) as Record<string, string>;
    expect(posting.headline).toBe(post.title);

    const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`/blog/${post.slug}/opengraph-image`));
    const image = await request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/png');
    await sharedPage.goto(`/blog/${post.slug}`);
    await expectNoSeriousAxeViolations(sharedPage);
  });

  test("a post's bundled artwork is painted from the page, with no request of its own", async ({ sharedPage }) => {
    const fetched: string[] = [];
    const watch = (request: Request) => void (request.url().includes('llm-crawlability.svg') && fetched.push(request.url()));
    sharedPage.on('request', watch);
    await sharedPage.goto('/blog/llm-crawlability-checklist');
    const image = sharedPage.getByRole('img', { name: /^Featured illustration for/ });
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await expect(sharedPage.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    sharedPage.off('request', watch);
    expect(fetched).toEqual([]);
  });

  test('the body reads at about 70 characters a line; tables and code keep the full column', async ({ sharedPage }) => {
    await sharedPage.goto('/blog/llm-crawlability-checklist');
    const body = sharedPage.locator('.prose-body');
    // Characters on each line of the body's paragraphs, found from where each character is drawn.
    const lines = await body.evaluate((root) =>
      [...root.querySelectorAll(':scope > p')].flatMap((p) => {
        const top = p.getBoundingClientRect().top;
        const lineHeight = parseFloat(getComputedStyle(p).lineHeight);
        const counts: number[] = [];
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            if (!box.height) continue;
            const line = Math.floor((box.top + box.height / 2 - top) / lineHeight);
            counts[line] = (counts[line] ?? 0) + 1;
          }
        }
        return counts;
      }),
    );
    expect(lines.length).toBeGreaterThan(20);
    const longest = Math.max(...lines);
    expect(longest).toBeLessThanOrEqual(80);
    expect(longest).toBeGreaterThanOrEqual(60);

    const column = (await body.boundingBox())!.width;
    expect(column).toBeGreaterThan(750);
    for (const selector of ['table', 'pre']) {
      const box = await body.locator(selector).first().boundingBox();
      expect(box!.width, selector).toBeCloseTo(column, 0);
    }
  });

  test('the list and the article read the same without JavaScript', async ({ request }) => {
    const post = (await feed(request))[0]!;
    const list = (await serverHtml(request, '/blog')).document;
    expect(byRole(byRole(list, 'article')[0]!, 'heading', { name: post.title })).toHaveLength(1);
    const article = (await serverHtml(request, `/blog/${post.slug}`)).document;
    expect(byRole(article, 'heading', { level: 1 }).map(text)).toEqual([post.title]);
    expect(shown(article.querySelector('.prose-body h2')!)).toBe(true);
  });

  test("shows 'About the Author' only on the founder's posts", async ({ request }) => {
    const posts = await feed(request);
    const founders = posts.find((p) => p.author === site.founder.name);
    const others = posts.find((p) => p.author !== site.founder.name);
    expect(founders && others).toBeTruthy();
    const byFounder = (await serverHtml(request, `/blog/${founders!.slug}`)).document;
    expect(byRole(byFounder, 'heading', { name: 'About the Author' })).toHaveLength(1);
    const byOthers = (await serverHtml(request, `/blog/${others!.slug}`)).document;
    expect(byRole(byOthers, 'heading', { name: 'About the Author' })).toHaveLength(0);
  });

  test('a missing post is a 404 with the Post Not Found page', async ({ page }) => {
    const response = await page.goto('/blog/this-post-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the seeded draft is not public', async ({ request }) => {
    const response = await request.get('/blog/2026-hurricane-season-retrospective');
    expect(response.status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const rss = await (await request.get('/blog/rss.xml')).text();
    expect(sitemap).not.toContain('retrospective');
    expect(rss).not.toContain('retrospective');
  });
});

test.describe('hostile and odd URLs are 404s, never 500s', () => {
  const paths = [
    '/blog/UPPER-case',
    '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    `/blog/${'a'.repeat(121)}`,
    `/blog/${'a-'.repeat(2000)}a`,
    '/blog/..%2F..%2Fetc%2Fpasswd',
    "/blog/x'%20or%20'1'='1",
    '/blog/%E2%80%AE%F0%9F%92%A3',
    '/blog/page/0',
    '/blog/page/-1',
    '/blog/page/abc',
    '/blog/page/1.5',
    '/blog/page/99999999999999999999',
    '/blog/page/999',
    '/blog/category/nope',
    '/blog/category/seo/page/0',
    '/blog/category/seo/page/x',
    '/blog/category/seo/page/999',
  ];
  for (const path of paths) {
    test(path.slice(0, 60), async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
    });
  }

  test('page 1 redirects to the canonical list', async ({ request }) => {
    const response = await request.get('/blog/page/1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/blog');
    const category = await request.get('/blog/category/seo/page/1', { maxRedirects: 0 });
    expect(category.status()).toBe(308);
    expect(category.headers()['location']).toBe('/blog/category/seo');
  });
});

test.describe('caching', () => {
  // Next.js reports HIT (or STALE) for a response served from its incremental cache; a route
  // rendered per request sends no such header.
  for (const path of ['/blog', '/blog/page/2', '/blog/category/seo', '/blog/rss.xml', '/sitemap.xml']) {
    test(`${path} is served from the incremental cache`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(200);
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    });
  }

  test('the routes behind the cached addresses redirect to them', async ({ request }) => {
    for (const [path, target] of [
      ['/blog/feed/rss.xml', '/blog/rss.xml'],
      ['/sitemaps/sitemap.xml', '/sitemap.xml'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers()['location']).toBe(target);
    }
  });

  test('/blog keeps its own title and canonical address', async ({ request }) => {
    const { document } = await serverHtml(request, '/blog');
    expect(document.title).toMatch(new RegExp(`^${blogCopy.title} \\|`));
    expect(single($$(document, 'link[rel="canonical"]')).getAttribute('href')).toMatch(/\/blog$/);
    expect(byRole(document, 'heading', { level: 1 }).map(text)).toEqual([blogCopy.heading]);
  });
});

test.describe('sitemap', () => {
  test('lists every published post with lastmod, and every category', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const post of await feed(request)) expect(xml).toContain(`/blog/${post.slug}</loc>`);
    for (const category of blogCategories) expect(xml).toContain(`/blog/category/${category.slug}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});

test.describe('database unreachable', () => {
  test.use({ baseURL: offlineURL });

  // The database fails after the page's first bytes are sent; the error and not-found views are
  // then drawn in the browser (app/(site)/error.tsx is a client component), never in the HTML.
  test('/blog shows the error state', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to load blog posts. Please try again later.');
  });

  test('a post shows Post Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/blog/any-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  });

  test('marketing pages, feed-less discovery files and the 404 page still serve', async ({ request }) => {
    for (const path of ['/', '/privacy', '/terms', '/robots.txt', '/sitemap.xml']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get('/nope')).status()).toBe(404);
  });
});
