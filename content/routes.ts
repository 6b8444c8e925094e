import type { PublicRoute } from './types';

/**
 * Every statically known public page. The sitemap is built from this list and the
 * e2e suite checks each entry, so a new page is registered here once.
 */
export const publicRoutes = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/blog', changeFrequency: 'daily', priority: 0.8 },
] as const satisfies readonly PublicRoute[];
