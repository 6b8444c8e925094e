import { aiCrawlers, type AiCrawler, type AiCrawlerPurpose } from '@/content/ai-crawlers';
import { NOT_FOUND_PATH, OTHER_PATH, crawlerByToken } from './client';
import type { CrawlerVisit } from './types';

export type StatusCount = { status: number; requests: number };
export type CrawlerSummary = AiCrawler & { requests: number; pages: number; lastSeen: Date; otherAnswers: StatusCount[]; topPages: { path: string; requests: number }[] };
export type Violation = { crawler: string; path: string; status: number; requests: number; lastSeen: Date };
export type DayCount = { day: string; purpose: AiCrawlerPurpose; requests: number };

export type AiVisibilityReport = {
  days: string[];
  requests: number;
  crawlers: CrawlerSummary[];
  violations: Violation[];
  unfetched: string[];
  daily: DayCount[];
  /** Every crawler the site recognises, for the empty state. */
  watched: readonly AiCrawler[];
};

/** Top pages shown per crawler. */
const TOP_PAGES = 5;

/** A real page path, not one of the rows that fold many paths together. */
export const isPagePath = (path: string) => path !== NOT_FOUND_PATH && path !== OTHER_PATH && !path.endsWith('/*');

const served = (visit: CrawlerVisit) => visit.status >= 200 && visit.status < 300;

/** The `count` days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}

/** The page's figures from the log's rows over `days` and the site's public page paths. */
export function buildReport(visits: readonly CrawlerVisit[], pages: readonly string[], days: string[]): AiVisibilityReport {
  const inRange = visits.filter((visit) => visit.day >= days[0]! && visit.day <= days[days.length - 1]!);
  const byCrawler = new Map<string, CrawlerVisit[]>();
  for (const visit of inRange) byCrawler.set(visit.crawler, [...(byCrawler.get(visit.crawler) ?? []), visit]);

  const crawlers: CrawlerSummary[] = [];
  for (const [token, rows] of byCrawler) {
    const crawler = crawlerByToken(token);
    if (!crawler) continue;
    const statuses = new Map<number, number>();
    const pageReads = new Map<string, number>();
    for (const row of rows) {
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.requests);
      if (served(row) && isPagePath(row.path)) pageReads.set(row.path, (pageReads.get(row.path) ?? 0) + row.requests);
    }
    crawlers.push({
      ...crawler,
      requests: rows.reduce((sum, row) => sum + row.requests, 0),
      pages: pageReads.size,
      lastSeen: new Date(Math.max(...rows.map((row) => row.lastSeen.getTime()))),
      otherAnswers: [...statuses].filter(([status]) => status !== 200).map(([status, requests]) => ({ status, requests })).sort((a, b) => a.status - b.status),
      topPages: [...pageReads]
        .map(([path, requests]) => ({ path, requests }))
        .sort((a, b) => b.requests - a.requests || a.path.localeCompare(b.path))
        .slice(0, TOP_PAGES),
    });
  }
  crawlers.sort((a, b) => b.requests - a.requests || a.token.localeCompare(b.token));

  const violationsByKey = new Map<string, Violation>();
  for (const row of inRange.filter((visit) => visit.robotsDisallowed)) {
    const key = `${row.crawler}\n${row.path}\n${row.status}`;
    const held = violationsByKey.get(key);
    if (held) {
      held.requests += row.requests;
      if (row.lastSeen > held.lastSeen) held.lastSeen = row.lastSeen;
    } else violationsByKey.set(key, { crawler: row.crawler, path: row.path, status: row.status, requests: row.requests, lastSeen: row.lastSeen });
  }

  const searched = new Set(inRange.filter((visit) => served(visit) && crawlerByToken(visit.crawler)?.purpose === 'search').map((visit) => visit.path));

  const daily = new Map<string, DayCount>();
  for (const row of inRange) {
    const purpose = crawlerByToken(row.crawler)?.purpose;
    if (!purpose) continue;
    const key = `${row.day}\n${purpose}`;
    const held = daily.get(key) ?? { day: row.day, purpose, requests: 0 };
    held.requests += row.requests;
    daily.set(key, held);
  }

  return {
    days,
    requests: crawlers.reduce((sum, crawler) => sum + crawler.requests, 0),
    crawlers,
    violations: [...violationsByKey.values()].sort((a, b) => b.requests - a.requests || a.crawler.localeCompare(b.crawler)),
    unfetched: pages.filter((page) => !searched.has(page)),
    daily: [...daily.values()],
    watched: aiCrawlers,
  };
}
