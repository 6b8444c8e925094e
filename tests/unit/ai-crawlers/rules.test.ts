/** @jest-environment node */
import { aiCrawlers } from '@/content/ai-crawlers';
import { robotsRules } from '@/content/robots';
import { answerOf, countedPath, crawlerOf, isCounted, NOT_FOUND_PATH, OTHER_PATH, robotsDisallows } from '@/lib/ai-crawlers/client';
import robots from '@/app/robots';

describe('which crawler a user agent names', () => {
  it.each([
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'GPTBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot', 'ChatGPT-User'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)', 'OAI-SearchBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'ClaudeBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)', 'Claude-User'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)', 'PerplexityBot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)', 'Perplexity-User'],
    ['meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)', 'meta-externalagent'],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot'],
    ['mozilla/5.0 (compatible; gptbot/1.2)', 'GPTBot'],
  ])('%s → %s', (agent, token) => {
    expect(crawlerOf(agent)?.token).toBe(token);
  });

  it('names no crawler for a browser, a search engine or nothing', () => {
    expect(crawlerOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBeNull();
    expect(crawlerOf('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeNull();
    expect(crawlerOf(undefined)).toBeNull();
  });

  it('lists each crawler once, with an operator, a purpose and an https documentation page', () => {
    expect(new Set(aiCrawlers.map((crawler) => crawler.token.toLowerCase())).size).toBe(aiCrawlers.length);
    for (const crawler of aiCrawlers) {
      expect(crawler.operator).not.toBe('');
      expect(crawler.docs).toMatch(/^https:\/\//);
      expect(crawlerOf(`Mozilla/5.0 (compatible; ${crawler.token}/1.0)`)?.token).toBe(crawler.token);
    }
  });
});

describe('what is counted, and under which path', () => {
  it('counts page views and files, not assets, images or the site’s endpoints', () => {
    for (const path of ['/services', '/robots.txt', '/llms.txt', '/sitemap.xml', '/blog/rss.xml', '/made-up']) expect(isCounted('GET', path)).toBe(true);
    expect(isCounted('HEAD', '/services')).toBe(true);
    for (const path of ['/_next/static/chunks/a.js', '/media/abc.webp', '/images/hero.png', '/favicon.ico', '/icon.svg', '/opengraph-image', '/api/cron/outbox']) {
      expect(isCounted('GET', path)).toBe(false);
    }
    expect(isCounted('POST', '/contact')).toBe(false);
  });

  it('keeps listed pages and files, folds the rest into a few rows', () => {
    expect(countedPath('/services', 200)).toBe('/services');
    expect(countedPath('/robots.txt', 200)).toBe('/robots.txt');
    expect(countedPath('/blog/storm-prep', 200)).toBe('/blog/storm-prep');
    // A 404 is one row whatever the path; a placeholder service page under its section.
    expect(countedPath('/no-such-page-1', 404)).toBe(NOT_FOUND_PATH);
    expect(countedPath('/blog/no-such-post', 404)).toBe(NOT_FOUND_PATH);
    expect(countedPath('/services/anything-at-all', 200)).toBe('/services/*');
    expect(countedPath('/admin/leads', 307)).toBe('/admin/*');
    expect(countedPath('/made-up/', 308)).toBe(OTHER_PATH);
    expect(countedPath('/blog/old-slug/', 308)).toBe('/blog/*');
  });

  it.each([
    [200, 'served'],
    [304, 'redirected'],
    [308, 'redirected'],
    [404, 'not found'],
    [500, 'error'],
    [503, 'error'],
  ] as const)('status %i is %s', (status, answer) => {
    expect(answerOf(status)).toBe(answer);
  });
});

describe('robots.txt, checked as served', () => {
  it('serves the rules the check reads', () => {
    expect(robots().rules).toBe(robotsRules);
  });

  it('the site’s own rules disallow /admin and nothing public', () => {
    expect(robotsDisallows('GPTBot', '/admin')).toBe(true);
    expect(robotsDisallows('GPTBot', '/admin/leads')).toBe(true);
    expect(robotsDisallows('GPTBot', '/services')).toBe(false);
    expect(robotsDisallows('GPTBot', '/administrators-guide')).toBe(true);
  });

  it('reads a group for the crawler before *, the longest rule first, allow on a tie, and * and $ patterns', () => {
    const rules = [
      { userAgent: '*', disallow: '/private' },
      { userAgent: ['gptbot', 'CCBot'], disallow: ['/blog/', '/*.pdf$'], allow: '/blog/public' },
      { userAgent: 'ClaudeBot', disallow: '/page', allow: '/page' },
    ];
    expect(robotsDisallows('GPTBot', '/blog/draft', rules)).toBe(true);
    expect(robotsDisallows('GPTBot', '/blog/public-post', rules)).toBe(false);
    expect(robotsDisallows('GPTBot', '/files/report.pdf', rules)).toBe(true);
    expect(robotsDisallows('GPTBot', '/files/report.pdf?x=1', rules)).toBe(false);
    // Its own group replaces *: /private is not disallowed for GPTBot.
    expect(robotsDisallows('GPTBot', '/private', rules)).toBe(false);
    expect(robotsDisallows('PerplexityBot', '/private', rules)).toBe(true);
    expect(robotsDisallows('ClaudeBot', '/page', rules)).toBe(false);
  });
});
