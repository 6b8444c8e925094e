import 'server-only';
import { blogCategories } from '@/content/blog';
import { publicRoutes } from '@/content/routes';
import { recordAuditEvent } from '@/lib/audit';
import { requirePermission } from '@/lib/auth/admin';
import { toCsv } from '@/lib/csv';
import { authorPaths, getPublishedIndex } from '@/lib/posts/public';
import { isIndexedPost } from '@/lib/seo/public';
import { answerOf, crawlerByToken } from './client';
import { siteDay } from './recorder';
import { buildReport, lastDays, type AiVisibilityReport } from './report';
import { aiCrawlerRepository } from './repository';

/** The crawler log's admin face: every read checks the session itself. */

/** The period the page and its CSV cover. */
export const REPORT_DAYS = 30;

/** The public pages the sitemap lists: the ones an AI search crawler should have read. */
async function sitemapPaths(): Promise<string[]> {
  let posts: string[] = [];
  try {
    posts = (await getPublishedIndex()).filter(isIndexedPost).map((post) => `/blog/${post.slug}`);
  } catch (error) {
    console.error('AI visibility: could not list posts', error);
  }
  return [...publicRoutes.map((route) => route.path), ...blogCategories.map((category) => `/blog/category/${category.slug}`), ...authorPaths(), ...posts];
}

/** /admin/ai-visibility: the last 30 days of the crawler log, by crawler, page, day and purpose. */
export async function aiVisibilityReport(now = new Date()): Promise<AiVisibilityReport> {
  await requirePermission('ai-visibility');
  const days = lastDays(siteDay(now), REPORT_DAYS);
  const [visits, pages] = await Promise.all([aiCrawlerRepository().since(days[0]!), sitemapPaths()]);
  return buildReport(visits, pages, days);
}

/** The rows behind the page as a CSV: one line per day, crawler, path and status code. */
export async function exportAiVisibility(): Promise<Response> {
  await requirePermission('ai-visibility');
  const days = lastDays(siteDay(new Date()), REPORT_DAYS);
  const visits = await aiCrawlerRepository().since(days[0]!);
  const filename = 'ai-crawler-visits';
  await recordAuditEvent('export', { file: filename, rows: visits.length });
  const rows = visits.map((visit) => {
    const crawler = crawlerByToken(visit.crawler);
    return [visit.day, visit.crawler, crawler?.operator, crawler?.purpose, visit.path, visit.status, answerOf(visit.status), visit.robotsDisallowed ? 'yes' : 'no', visit.requests, visit.lastSeen.toISOString()];
  });
  return new Response(
    toCsv(['Day (office time)', 'Crawler', 'Operator', 'Purpose', 'Path', 'Status', 'Answer', 'Disallowed by robots.txt', 'Requests', 'Last seen (UTC)'], rows),
    {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}-${days[days.length - 1]}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    },
  );
}
