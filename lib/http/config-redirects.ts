import { escapeRegExp } from '../regexp.ts';

/**
 * The redirects next.config.ts declares, as data: Next serves them, and the AI crawler log
 * (lib/ai-crawlers) answers a path with them where it cannot see the status sent (serverless).
 */
export const configRedirects = [
  // Page 1 of a list lives at the list's own URL.
  { source: '/blog/page/1', destination: '/blog', permanent: true },
  { source: '/blog/category/:category/page/1', destination: '/blog/category/:category', permanent: true },
  { source: '/blog/author/:slug/page/1', destination: '/blog/author/:slug', permanent: true },
  // The routes behind next.config.ts's rewrites have one public address each. Redirects apply
  // only to the address requested, never to a rewrite's destination.
  { source: '/blog/feed/:file*', destination: '/blog/rss.xml', permanent: true },
  { source: '/sitemaps/:file*', destination: '/sitemap.xml', permanent: true },
  { source: '/llms/:file*', destination: '/llms.txt', permanent: true },
] as const;

/** A source as Next reads these ones: `:name` is one segment, `/:name*` any number (or none). */
const sourcePattern = (source: string) =>
  new RegExp(`^${source.split(/(\/:\w+\*?)/).map((part) => (part.startsWith('/:') ? (part.endsWith('*') ? '(?:/[^?#]*)?' : '/[^/]+') : escapeRegExp(part))).join('')}$`);

const patterns = configRedirects.map((redirect) => sourcePattern(redirect.source));

/** Whether next.config.ts redirects this path. */
export const isConfigRedirect = (path: string) => patterns.some((pattern) => pattern.test(path));
