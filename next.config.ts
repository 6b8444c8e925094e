import type { NextConfig } from 'next';
import { ACTION_BODY_LIMIT_BYTES } from './lib/http/action-request';
import { securityHeaders } from './lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets the e2e suite run a second copy of one build (see playwright.config.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules at runtime.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The embedded database builds itself from these files at runtime.
  outputFileTracingIncludes: { '/**': ['./supabase/migrations/*.sql', './supabase/seed.sql'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the public image folders may be optimised: `/_next/image?url=/admin/…` would fetch an
    // admin page (a redirect) and fail with a 500. Add a folder here when public/ gets one.
    localPatterns: [{ pathname: '/blog/**' }, { pathname: '/ai-seo/**' }, { pathname: '/media/**' }],
  },
  experimental: {
    // The same limit middleware enforces with a 413 (lib/http/action-request.ts).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
  },
  async redirects() {
    // Page 1 of a list lives at the list's own URL.
    return [
      { source: '/blog/page/1', destination: '/blog', permanent: true },
      { source: '/blog/category/:category/page/1', destination: '/blog/category/:category', permanent: true },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          isDev,
          isProduction: !isDev,
          gaEnabled: Boolean(process.env.NEXT_PUBLIC_GA_ID?.trim()),
        }),
      },
    ];
  },
};

export default nextConfig;
