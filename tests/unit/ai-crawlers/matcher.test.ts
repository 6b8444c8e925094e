/**
 * @jest-environment node
 *
 * The middleware matcher's crawler entry, compiled and run by Next's own matcher code: it is
 * written out (Next reads it as a literal at build), so it must name exactly the tokens of
 * content/ai-crawlers.ts, select every one of them and no browser, and cover pages and the
 * files crawlers read, never assets, images or APIs.
 */
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { aiCrawlers } from '@/content/ai-crawlers';
import { config } from '@/middleware';

// Next's internal compiler of matchers (exported, but not in its type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as { getMiddlewareMatchers: (matchers: unknown, config: object) => never };

type Entry = { source: string; has?: readonly { type: string; key: string; value?: string }[] };
const crawlerEntries = (config.matcher as readonly (string | Entry)[]).filter(
  (entry): entry is Entry => typeof entry === 'object' && (entry.has ?? []).some((has) => has.type === 'header' && has.key === 'user-agent'),
);
const compile = (entries: readonly unknown[]) => getMiddlewareRouteMatcher(getMiddlewareMatchers([...entries], {}));
const runs = (matcher: ReturnType<typeof compile>, path: string, userAgent: string) => matcher(path, { headers: { 'user-agent': userAgent } } as never, {});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const agentOf = (token: string) => `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ${token}/1.0; +https://example.com/bot)`;

describe('the middleware matcher for AI crawlers', () => {
  it('is one entry whose user-agent pattern names exactly the tokens of content/ai-crawlers.ts', () => {
    expect(crawlerEntries).toHaveLength(1);
    const value = crawlerEntries[0]!.has!.find((has) => has.key === 'user-agent')!.value!;
    const listed = /^\.\*\(\?:(.*)\)\.\*$/.exec(value)?.[1]?.split('|');
    expect(listed?.sort()).toEqual(aiCrawlers.map((crawler) => crawler.token).sort());
  });

  it.each(aiCrawlers.map((crawler) => crawler.token))('runs middleware for %s on a page', (token) => {
    expect(runs(compile(crawlerEntries), '/services', agentOf(token))).toBe(true);
  });

  it.each(['/', '/services', '/services/xyz', '/blog/some-post', '/robots.txt', '/llms.txt', '/sitemap.xml', '/sitemaps/sitemap.xml', '/blog/rss.xml', '/blog/category/local-seo/rss.xml', '/admin', '/no-such-page'])(
    'covers %s',
    (path) => {
      expect(runs(compile(crawlerEntries), path, agentOf('GPTBot'))).toBe(true);
    },
  );

  it.each(['/_next/static/chunks/app.js', '/_next/image', '/api/cron/outbox', '/api/ai-crawlers/visit', '/media/abc123', '/blog/hero.png', '/ai-seo/diagram.webp', '/favicon.ico', '/icon.svg', '/apple-icon', '/opengraph-image'])(
    'never covers %s',
    (path) => {
      expect(runs(compile(crawlerEntries), path, agentOf('GPTBot'))).toBe(false);
    },
  );

  it('lets a person’s plain page view, and a search engine’s, skip middleware entirely', () => {
    const all = compile(config.matcher);
    for (const agent of [CHROME, SAFARI, GOOGLEBOT]) {
      for (const path of ['/', '/services', '/robots.txt', '/llms.txt', '/sitemap.xml', '/blog/rss.xml']) expect(runs(all, path, agent)).toBe(false);
    }
    expect(runs(all, '/services', agentOf('PerplexityBot'))).toBe(true);
  });
});
