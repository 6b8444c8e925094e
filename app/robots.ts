import type { MetadataRoute } from 'next';
import { robotsRules } from '@/content/robots';
import { absoluteUrl, siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return { rules: robotsRules, sitemap: absoluteUrl('/sitemap.xml'), host: siteUrl };
}
