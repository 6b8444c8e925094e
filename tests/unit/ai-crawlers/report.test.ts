/** @jest-environment node */
import { buildReport, lastDays } from '@/lib/ai-crawlers/report';
import type { CrawlerVisit } from '@/lib/ai-crawlers/types';

const days = lastDays('2026-11-29', 30);
const at = (iso: string) => new Date(iso);
const visit = (v: Partial<CrawlerVisit>): CrawlerVisit => ({ day: '2026-11-29', crawler: 'GPTBot', path: '/services', status: 200, robotsDisallowed: false, requests: 1, lastSeen: at('2026-11-29T12:00:00Z'), ...v });

describe('the AI visibility report', () => {
  it('covers the 30 days ending today, oldest first, across a month end', () => {
    expect(days).toHaveLength(30);
    expect([days[0], days[29]]).toEqual(['2026-10-31', '2026-11-29']);
    expect(lastDays('2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('sums each crawler: requests, distinct pages served, last seen, and answers other than 200', () => {
    const report = buildReport(
      [
        visit({ requests: 3 }),
        visit({ day: '2026-11-28', requests: 2, lastSeen: at('2026-11-28T09:00:00Z') }),
        visit({ path: '/ai-seo', requests: 4 }),
        visit({ path: '(not found)', status: 404, requests: 5, lastSeen: at('2026-11-29T13:00:00Z') }),
        visit({ path: '/services/*', status: 200, requests: 1 }),
        visit({ day: '2026-10-01', requests: 100 }),
        visit({ crawler: 'PerplexityBot', path: '/services', requests: 1 }),
      ],
      ['/services', '/ai-seo', '/privacy'],
      days,
    );
    expect(report.requests).toBe(16);
    const [gpt, perplexity] = report.crawlers;
    // Older than 30 days is left out; folded rows are no page.
    expect(gpt).toMatchObject({ token: 'GPTBot', operator: 'OpenAI', purpose: 'training', requests: 15, pages: 2, otherAnswers: [{ status: 404, requests: 5 }] });
    expect(gpt!.lastSeen).toEqual(at('2026-11-29T13:00:00Z'));
    expect(gpt!.topPages).toEqual([
      { path: '/services', requests: 5 },
      { path: '/ai-seo', requests: 4 },
    ]);
    expect(perplexity).toMatchObject({ token: 'PerplexityBot', requests: 1 });
    // Only a search crawler's fetch counts: GPTBot trains, PerplexityBot searches.
    expect(report.unfetched).toEqual(['/ai-seo', '/privacy']);
    expect(report.daily).toEqual(
      expect.arrayContaining([
        { day: '2026-11-29', purpose: 'training', requests: 13 },
        { day: '2026-11-28', purpose: 'training', requests: 2 },
        { day: '2026-11-29', purpose: 'search', requests: 1 },
      ]),
    );
  });

  it('lists robots.txt violations by crawler, path and answer', () => {
    const report = buildReport(
      [
        visit({ crawler: 'ClaudeBot', path: '/admin/*', status: 307, robotsDisallowed: true, requests: 2 }),
        visit({ crawler: 'ClaudeBot', day: '2026-11-28', path: '/admin/*', status: 307, robotsDisallowed: true, requests: 1 }),
        visit({ crawler: 'ClaudeBot', path: '/services' }),
      ],
      [],
      days,
    );
    expect(report.violations).toEqual([{ crawler: 'ClaudeBot', path: '/admin/*', status: 307, requests: 3, lastSeen: at('2026-11-29T12:00:00Z') }]);
  });

  it('is empty before anything is recorded, and still lists the crawlers it recognises', () => {
    const report = buildReport([], ['/services'], days);
    expect(report).toMatchObject({ requests: 0, crawlers: [], violations: [], unfetched: ['/services'] });
    expect(report.watched.map((crawler) => crawler.token)).toContain('OAI-SearchBot');
  });
});
