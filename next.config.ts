import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';

const isDev = process.env.NODE_ENV === 'development';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM and data files that must be loaded from node_modules at runtime.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The embedded database builds itself from these files at runtime.
  outputFileTracingIncludes: { '/**': ['./supabase/migrations/*.sql', './supabase/seed.sql'] },
  images: {
    formats: ['image/avif', 'image/webp'],
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
