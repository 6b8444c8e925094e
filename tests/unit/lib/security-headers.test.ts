import { adminSecurityHeaders, contentSecurityPolicy, securityHeaders, type ResponseHeader } from '@/lib/security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  const prod = { isDev: false, isProduction: true, gaEnabled: false };

  it('keeps the strict directives', () => {
    const csp = contentSecurityPolicy(prod);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-eval');
  });

  it('allows Google Analytics hosts only when GA is configured', () => {
    expect(contentSecurityPolicy(prod)).not.toContain('googletagmanager');
    const withGa = contentSecurityPolicy({ ...prod, gaEnabled: true });
    expect(directive(withGa, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(withGa, 'connect-src')).toContain('https://www.google-analytics.com');
  });

  it('sends HSTS in production only', () => {
    const names = (opts: typeof prod) => securityHeaders(opts).map((h) => h.key);
    expect(names(prod)).toContain('Strict-Transport-Security');
    expect(names({ ...prod, isProduction: false, isDev: true })).not.toContain('Strict-Transport-Security');
  });

  it('isolates the admin from other windows, and not the public pages', () => {
    const opener = (headers: ResponseHeader[]) => headers.find((h) => h.key === 'Cross-Origin-Opener-Policy')?.value;
    expect(opener(adminSecurityHeaders)).toBe('same-origin');
    expect(opener(securityHeaders(prod))).toBeUndefined();
  });
});
