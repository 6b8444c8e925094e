import { industryBriefs, industryLandings } from './industries';
import { serviceDetailPages } from './service-pages';
import type { PublicRoute } from './types';

/**
 * Every statically known public page. The sitemap is built from this list and the
 * e2e suite checks each entry, so a new page is registered here once. Service and industry
 * pages are read from their own modules.
 */
export const publicRoutes = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/blog', changeFrequency: 'daily', priority: 0.8 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.8 },
  { path: '/ai-seo', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/ai-seo/schema-for-ai-citation', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/ai-seo/eeat-ai-trust-signals', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/ai-seo/ai-overviews', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/ai-seo/llm-crawlability', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.9 },
  { path: '/services/emergency-seo', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services/paid-media', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/services/ai-video-seo', changeFrequency: 'monthly', priority: 0.8 },
  ...serviceDetailPages.map((page) => ({ path: `/services/${page.slug}`, changeFrequency: 'monthly', priority: 0.6 }) as const),
  { path: '/industries', changeFrequency: 'monthly', priority: 0.8 },
  ...industryLandings.map((page) => ({ path: `/industries/${page.slug}`, changeFrequency: 'monthly', priority: 0.7 }) as const),
  ...industryBriefs.map((page) => ({ path: `/industries/${page.slug}`, changeFrequency: 'monthly', priority: 0.5 }) as const),
  { path: '/case-studies', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/testimonials', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/florida', changeFrequency: 'monthly', priority: 0.8 },
] as const satisfies readonly PublicRoute[];
