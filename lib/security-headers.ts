/**
 * Response headers for every route. Kept free of Next imports so next.config.ts and the
 * unit tests can both use it.
 *
 * script-src allows 'unsafe-inline' because statically generated pages carry Next's inline
 * hydration scripts and cannot receive a per-request nonce without becoming dynamic.
 */
export const gaHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;

export type SecurityHeaderOptions = { isProduction: boolean; isDev: boolean; gaEnabled: boolean };
/** A response header as next.config.ts's `headers()` takes it. */
export type ResponseHeader = { key: string; value: string };

export function contentSecurityPolicy({ isDev, gaEnabled }: SecurityHeaderOptions): string {
  const ga = (list: readonly string[]) => (gaEnabled ? list : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : []), ...ga(gaHosts.script)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : []), ...ga(gaHosts.connect)],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): ResponseHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
    ...(options.isProduction
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ];
}

/**
 * For /admin only. COOP puts a page in its own browsing context group, which protects a page that
 * holds a session from windows that open it. Public pages are the same for every visitor and hold
 * nothing a window could read, and on them COOP costs every first visit: Chromium must commit the
 * page in a new renderer process, which painted it about 40 ms later on the audit's loads and made
 * Lighthouse charge the framework's hydration to LCP (docs/decisions/0002-coop-on-admin-only.md).
 */
export const adminSecurityHeaders: ResponseHeader[] = [
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
