// Loaded by Node's own type stripping at `next start` (its --experimental-next-config-strip-types,
// which `npm start` passes), so the imports below and the files they import name their .ts
// extension and use no @/ alias: Node resolves neither. Without it, `next start` transpiles this
// file with SWC, whose native binding then stays in the server's memory (docs/performance.md).
import type { NextConfig } from 'next';
import PageCache from './lib/cache/page-cache.cjs';
import { ACTION_BODY_LIMIT_BYTES } from './lib/http/action-request.ts';
import { configRedirects } from './lib/http/config-redirects.ts';
import { adminSecurityHeaders, securityHeaders } from './lib/security-headers.ts';

const isDev = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The address the pages are prerendered for, kept in the build: a server started with another
  // one says so (lib/env.server.ts, siteUrlNotice). Read at build only; public like the setting.
  env: { SITE_URL_AT_BUILD: process.env.NEXT_PUBLIC_SITE_URL?.trim() ?? '' },
  // Lets the e2e suite run a second copy of one build (see playwright.config.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // `npm test` type-checks the sources (Next's route types included) just before it builds them,
  // and says so with TYPES_CHECKED=1; every other build checks them here.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Next's file-system cache, with tag expirations shared by every server through the database,
  // entries stamped with the database they came from, and no 404s on disk for made-up addresses.
  // Self-hosted only: on Vercel the platform's own cache serves ISR across instances, and a
  // file-system handler there would give each instance a cache of its own.
  cacheHandler: process.env.VERCEL ? undefined : PageCache.file,
  // Pages are read from disk on each hit, not also kept in the server's memory: the kernel's page
  // cache holds the files anyway, and Next's copy (up to 50 MB, HTML as two-byte strings) took
  // 16 MB of heap and 12 MB of buffers at idle, with no measured gain in requests a second
  // (docs/performance.md, "Server memory").
  cacheMaxMemorySize: 0,
  // PGlite ships WASM and data files that must be loaded from node_modules at runtime.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The embedded database builds itself from these files at runtime.
  // The newsletter's sends read the images in public/ to convert them for e-mail
  // (lib/media/email-images.ts), and a post writes its bundled artwork into the page
  // (lib/media/inline-artwork.ts): a serverless function has only the files traced here.
  outputFileTracingIncludes: {
    '/**': ['./supabase/migrations/*.sql', './supabase/seed.sql'],
    '/blog/[slug]': ['./public/blog/*.svg'],
    '/admin/newsletter': ['./public/**/*.{svg,png,jpg,jpeg,webp,avif}'],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the public image folders may be optimised: `/_next/image?url=/admin/…` would fetch an
    // admin page (a redirect) and fail with a 500. Add a folder here when public/ gets one.
    localPatterns: [{ pathname: '/blog/**' }, { pathname: '/ai-seo/**' }, { pathname: '/media/**' }],
  },
  experimental: {
    // Each route's code loads with its first request, not all of it at start: a public server
    // never holds the admin's pages, the editor or the API routes nobody called.
    preloadEntriesOnStart: false,
    // The same limit middleware enforces with a 413 (lib/http/action-request.ts).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
    // One file per chunk group. By default Turbopack splits the framework code every page loads
    // into five files (the bare page's three), and over HTTP/1.1's six connections per host each
    // file beyond six waits for a round trip. Merged, it is one file and 2.4 KB smaller gzipped
    // (docs/decisions/0003-chunking.md). Experimental in Next 16.4: the e2e suite runs on this build.
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 2_000_000 },
    // The stylesheet in the HTML, not linked: a linked one costs a round trip before the first
    // pixel, which a slow phone pays on every first visit (docs/performance.md, first paint).
    // Experimental in Next 16.4: the e2e suite and the HTML check run on this build.
    inlineCss: true,
  },
  async redirects() {
    return [...configRedirects];
  },
  async rewrites() {
    // Served by incremental routes with a dynamic segment, so they are cached after their
    // first request even where `next build` cannot read posts (lib/posts/public.ts).
    return [
      { source: '/blog', destination: '/blog/page/1' },
      { source: '/blog/rss.xml', destination: '/blog/feed/rss.xml' },
      { source: '/sitemap.xml', destination: '/sitemaps/sitemap.xml' },
      { source: '/llms.txt', destination: '/llms/llms.txt' },
      // IndexNow's key file (/{key}.txt): only names a key could have reach the handler, which
      // answers for the configured key alone; before the catch-all of app/(site)/[...path].
      { source: '/:key([a-zA-Z0-9-]{8,128})\\.txt', destination: '/indexnow-key/:key' },
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
      { source: '/admin/:path*', headers: adminSecurityHeaders },
    ];
  },
};

export default nextConfig;
