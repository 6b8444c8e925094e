/**
 * @jest-environment node
 *
 * The visit route of the crawler log on serverless hosts: it decides the answer against the
 * site's own pages and redirects (served, redirected, not found; the admin's sign-in redirect),
 * counts one row at once, refuses a caller without the secret and answers 503 when the database
 * is down.
 */
import { decidedStatus } from '@/lib/ai-crawlers/answer';
import { crawlerVisitResponse } from '@/lib/ai-crawlers/visit';
import type { AiCrawlerRepository, CrawlerVisit } from '@/lib/ai-crawlers/types';

// The blog's pages and the stored redirects live in the database: one post, one stored redirect.
jest.mock('@/lib/posts/public', () => ({
  isBlogPage: async (path: string) => path === '/blog/storm-season-seo',
  getRedirect: async (path: string) => ({ '/old-services': '/services', '/blog/old-slug': '/blog/storm-season-seo' })[path] ?? null,
}));

const SECRET = 'unit-cron-secret-0123456789abcdef';

describe('the answer a crawler got, decided against the site’s pages and redirects', () => {
  it.each([
    // Served: listed pages, crawler files, a published post.
    ['/services', 200],
    ['/', 200],
    ['/robots.txt', 200],
    ['/llms.txt', 200],
    ['/sitemap.xml', 200],
    ['/blog/rss.xml', 200],
    ['/blog/storm-season-seo', 200],
    // Redirected: a trailing slash, next.config.ts, a stored redirect, an old slug.
    ['/services/', 308],
    ['/blog/page/1', 308],
    ['/llms/anything', 308],
    ['/old-services', 308],
    ['/blog/old-slug', 308],
    // The admin sends crawlers (no session) to its sign-in screen.
    ['/admin/posts', 307],
    ['/admin', 200],
    // Not found: what the catch-all and the placeholder pages answer with 200.
    ['/services/xyz', 404],
    ['/industries/xyz', 404],
    ['/no-such-page', 404],
    ['/blog/no-such-post', 404],
  ])('%s → %i', async (path, status) => {
    expect(await decidedStatus(path)).toBe(status);
  });
});

function fakeRepository(fail = false) {
  const added: CrawlerVisit[] = [];
  const repository: AiCrawlerRepository = {
    async add(visits) {
      if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      added.push(...visits);
    },
    since: async () => [],
    removeBefore: async () => 0,
  };
  return { added, repository };
}

const post = (body: unknown, authorization?: string) =>
  new Request('https://brightline.example/api/ai-crawlers/visit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });

describe('POST /api/ai-crawlers/visit', () => {
  const saved = process.env.CRON_SECRET;
  beforeEach(() => {
    process.env.CRON_SECRET = SECRET;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.CRON_SECRET;
    else process.env.CRON_SECRET = saved;
  });

  it('counts a visit at once, under the path and status decided for it', async () => {
    const { added, repository } = fakeRepository();
    expect((await crawlerVisitResponse(post({ crawler: 'GPTBot', method: 'GET', path: '/services' }, `Bearer ${SECRET}`), repository)).status).toBe(204);
    expect((await crawlerVisitResponse(post({ crawler: 'ClaudeBot', method: 'GET', path: '/services/xyz' }, `Bearer ${SECRET}`), repository)).status).toBe(204);
    expect((await crawlerVisitResponse(post({ crawler: 'PerplexityBot', method: 'GET', path: '/admin/posts' }, `Bearer ${SECRET}`), repository)).status).toBe(204);
    expect(added.map(({ crawler, path, status, robotsDisallowed, requests }) => ({ crawler, path, status, robotsDisallowed, requests }))).toEqual([
      { crawler: 'GPTBot', path: '/services', status: 200, robotsDisallowed: false, requests: 1 },
      { crawler: 'ClaudeBot', path: '(not found)', status: 404, robotsDisallowed: false, requests: 1 },
      { crawler: 'PerplexityBot', path: '/admin/*', status: 307, robotsDisallowed: true, requests: 1 },
    ]);
  });

  it('counts nothing for an unknown crawler, a write or an asset', async () => {
    const { added, repository } = fakeRepository();
    for (const body of [
      { crawler: 'Googlebot', method: 'GET', path: '/services' },
      { crawler: 'GPTBot', method: 'POST', path: '/contact' },
      { crawler: 'GPTBot', method: 'GET', path: '/_next/static/app.js' },
    ]) {
      expect((await crawlerVisitResponse(post(body, `Bearer ${SECRET}`), repository)).status).toBe(204);
    }
    expect(added).toEqual([]);
  });

  it('refuses a caller without the secret, and a body that is no visit', async () => {
    const { added, repository } = fakeRepository();
    const visit = { crawler: 'GPTBot', method: 'GET', path: '/services' };
    expect((await crawlerVisitResponse(post(visit), repository)).status).toBe(401);
    expect((await crawlerVisitResponse(post(visit, `Bearer ${SECRET}x`), repository)).status).toBe(401);
    expect((await crawlerVisitResponse(post(visit, 'Bearer wrong-secret-0123456789abcdef'), repository)).status).toBe(401);
    expect((await crawlerVisitResponse(post({ crawler: 'GPTBot', path: 'services' }, `Bearer ${SECRET}`), repository)).status).toBe(400);
    delete process.env.CRON_SECRET;
    expect((await crawlerVisitResponse(post(visit, `Bearer ${SECRET}`), repository)).status).toBe(404);
    expect(added).toEqual([]);
  });

  it('answers 503 in one log line when the database is down', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { repository } = fakeRepository(true);
    const response = await crawlerVisitResponse(post({ crawler: 'GPTBot', method: 'GET', path: '/services' }, `Bearer ${SECRET}`), repository);
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain('ECONNREFUSED');
    error.mockRestore();
  });
});
