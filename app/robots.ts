import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/admin/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl,
  };
}
