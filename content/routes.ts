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
  { path: '/services/paid-ads', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/services/leadgust-integration', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/services/competitor-targeting', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/services/retargeting', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/industries', changeFrequency: 'monthly', priority: 0.8 },
  { path: '/industries/tree-services', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/industries/roofers', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/industries/restoration', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/industries/hvac-plumbing', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/industries/urgent-contractors', changeFrequency: 'monthly', priority: 0.5 },
  { path: '/case-studies', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/testimonials', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/florida', changeFrequency: 'monthly', priority: 0.8 },
] as const satisfies readonly PublicRoute[];
