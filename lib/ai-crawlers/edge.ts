import { aiCrawlers, type AiCrawler } from '@/content/ai-crawlers';
import { escapeRegExp } from '@/lib/regexp';

/**
 * What middleware (edge runtime) needs of the crawler log: who a user agent claims to be, where
 * this deployment counts (the Node server's hook, or middleware handing hits to a route), and the
 * hand-off itself. Imports nothing that middleware could not bundle.
 */

// Longest token first, so ChatGPT-User is never read as a shorter token it contains.
const byLength = [...aiCrawlers].sort((a, b) => b.token.length - a.token.length);
/** One test per request, case-insensitive as robots.txt matching is. */
export const AI_CRAWLER_PATTERN = new RegExp(byLength.map((crawler) => escapeRegExp(crawler.token)).join('|'), 'i');

/** The crawler a user agent names, or null. */
export function crawlerOf(userAgent: string | null | undefined): AiCrawler | null {
  const match = userAgent ? AI_CRAWLER_PATTERN.exec(userAgent) : null;
  if (!match) return null;
  const token = match[0].toLowerCase();
  return byLength.find((crawler) => crawler.token.toLowerCase() === token) ?? null;
}

/** The internal route middleware hands a crawler's request to on serverless hosts. */
export const VISIT_ROUTE = '/api/ai-crawlers/visit';

type Env = Record<string, string | undefined>;
const set = (env: Env, name: string) => Boolean(env[name]?.trim());

/**
 * Where this deployment counts crawler requests: `server`, the long-running server's request hook
 * (it sees the status sent); `middleware`, on serverless hosts (Vercel, AWS Lambda), which have no
 * server to hook; `off`. AI_CRAWLER_LOG=0 turns it off, AI_CRAWLER_LOG=middleware forces the
 * serverless path (tests). Read from the env object at runtime: a `process.env.NAME` literal
 * could be inlined into middleware at build.
 */
export function crawlerLogMode(env: Env): 'server' | 'middleware' | 'off' {
  const setting = env.AI_CRAWLER_LOG?.trim();
  if (setting === '0') return 'off';
  if (setting === 'middleware' || set(env, 'VERCEL') || set(env, 'AWS_LAMBDA_FUNCTION_NAME')) return 'middleware';
  return 'server';
}

/**
 * On serverless hosts, hands a crawler's request to VISIT_ROUTE after the response: the crawler
 * never waits, and a failed hand-off (database down, route unreachable) fails nothing. Posted to
 * the site's own address, never the request's Host, so the secret goes nowhere else. False when
 * nothing was handed off: a person, a long-running server, no secret or no address.
 */
export function handOffCrawlerVisit(request: Request, waitUntil: (promise: Promise<unknown>) => void, env: Env): boolean {
  // Only reads are counted (the route checks the rest: assets, APIs).
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const crawler = crawlerOf(request.headers.get('user-agent'));
  if (!crawler || crawlerLogMode(env) !== 'middleware') return false;
  const secret = env.CRON_SECRET?.trim();
  const site = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!secret || !site) return false;
  let target: URL;
  try {
    target = new URL(VISIT_ROUTE, site);
  } catch {
    return false;
  }
  const { pathname } = new URL(request.url);
  waitUntil(
    fetch(target, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ crawler: crawler.token, method: request.method, path: pathname }),
    }).catch(() => undefined),
  );
  return true;
}
