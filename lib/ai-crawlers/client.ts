import { aiCrawlers, type AiCrawler, type AiCrawlerPurpose } from '@/content/ai-crawlers';
import { escapeRegExp } from '@/lib/regexp';

export { AI_CRAWLER_PATTERN, crawlerOf } from './edge';
import { robotsRules, type RobotsGroup } from '@/content/robots';
import { publicRoutes } from '@/content/routes';

/** The AI crawler log's pure rules: who a user agent claims to be, what is counted under which path. */

export type { AiCrawler, AiCrawlerPurpose };
export { AI_CRAWLER_PURPOSES } from '@/content/ai-crawlers';

export const crawlerByToken = (token: string): AiCrawler | undefined => aiCrawlers.find((crawler) => crawler.token === token);

export type Answer = 'served' | 'redirected' | 'not found' | 'error';

/** What a status code meant to the crawler: 2xx served, 3xx redirected, 4xx not found (or refused), 5xx error. */
export function answerOf(status: number): Answer {
  if (status >= 500) return 'error';
  if (status >= 400) return 'not found';
  if (status >= 300) return 'redirected';
  return 'served';
}

/** Static assets and the site's own endpoints: never counted. Images are not pages. */
const NOT_COUNTED = /^\/(?:_next\/|media\/|api\/|favicon|icon|apple-icon|opengraph-image|twitter-image)|\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|css|js|map|mp4|webm)$/i;

/** The files crawlers read besides pages; all are counted under their own path. */
export const CRAWLER_FILES = ['/robots.txt', '/llms.txt', '/sitemap.xml', '/blog/rss.xml'] as const;

/** Where the answer is 404 for a path that is no page: one row per crawler and day, whatever the path. */
export const NOT_FOUND_PATH = '(not found)';
/** Any other answer for a path outside the site's list and its sections (a trailing-slash redirect of a made-up path). */
export const OTHER_PATH = '(other)';

const listed = new Set<string>([...publicRoutes.map((route) => route.path), ...CRAWLER_FILES]);
const sections = new Set([...publicRoutes.map((route) => route.path.split('/')[1]).filter(Boolean), 'blog', 'admin']);

/** Whether the path is one of the site's listed pages or crawler files. */
export const isListed = (path: string) => listed.has(path);

export const isCounted = (method: string | undefined, path: string) => (method === 'GET' || method === 'HEAD') && !NOT_COUNTED.test(path);

/**
 * The path a request is counted under, so rows grow with the site's pages, not with the addresses
 * crawlers make up: a listed page or file keeps its path, and so does any /blog/… address that was
 * served (posts, topics, authors: pages that exist). A 404 is one "not found" row; any other answer
 * outside the list counts under its section (`/services/*`: the placeholder service pages answer
 * 200 to any slug), or under "(other)".
 */
export function countedPath(path: string, status: number): string {
  if (listed.has(path)) return path;
  if (status === 404 || status === 410) return NOT_FOUND_PATH;
  if (status < 300 && path.startsWith('/blog/') && path.length <= 200) return path;
  const section = path.split('/')[1];
  return section && sections.has(section) ? `/${section}/*` : OTHER_PATH;
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A robots.txt path pattern as RFC 9309 reads it: a prefix, with `*` for any characters and a final `$` for the end. */
function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  return new RegExp(`^${body.split('*').map(escapeRegExp).join('.*')}${anchored ? '$' : ''}`).test(path);
}

/**
 * Whether robots.txt disallows this path for this crawler (RFC 9309): the groups naming its token
 * (case-insensitive), else the `*` groups; the longest matching rule decides, allow winning a tie.
 */
export function robotsDisallows(token: string, path: string, rules: readonly RobotsGroup[] = robotsRules): boolean {
  const named = rules.filter((group) => list(group.userAgent).some((agent) => agent.toLowerCase() === token.toLowerCase()));
  const groups = named.length > 0 ? named : rules.filter((group) => list(group.userAgent).includes('*'));
  let best: { length: number; allow: boolean } | null = null;
  for (const group of groups) {
    for (const [patterns, allow] of [
      [list(group.allow), true],
      [list(group.disallow), false],
    ] as const) {
      for (const pattern of patterns) {
        if (!pattern || !patternMatches(pattern, path)) continue;
        if (!best || pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
      }
    }
  }
  return best !== null && !best.allow;
}
