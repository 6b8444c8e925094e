import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_PATH_HEADER, authConfig, sessionCookieName, verifySession } from '@/lib/auth/session';
import { isServerActionPost, screenActionRequest } from '@/lib/http/action-request';
import { screenBlogPath } from '@/lib/http/paths';

/**
 * Three cheap gates. Server-action POSTs that Next would fail on with a 500 get a 4xx here. A
 * /blog/… path too long or malformed for any route is refused before it renders. And /admin
 * keeps visitors without an authentic, unexpired cookie on the sign-in screen; whether the
 * session is still live (not logged out, not idle) is checked by every admin page, read,
 * action and route handler against the session row, because middleware has no database and
 * alone protects nothing (CVE-2025-29927).
 */
export async function middleware(request: NextRequest) {
  if (isServerActionPost(request)) {
    const refused = await screenActionRequest(request);
    if (refused) return refused;
  }

  const { pathname } = request.nextUrl;
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return screenBlogPath(pathname) ?? NextResponse.next();
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return NextResponse.next();

  const config = authConfig(process.env);
  const isLoginPage = pathname === '/admin';
  // Overwrites whatever the client sent; the admin layout uses it (requireLiveSessionBelowLogin).
  const headers = new Headers(request.headers);
  headers.set(ADMIN_PATH_HEADER, pathname);
  const next = () => NextResponse.next({ request: { headers } });
  const respond = (response: NextResponse) => {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  };

  if (!config.enabled) {
    return respond(isLoginPage ? next() : NextResponse.redirect(new URL('/admin', request.url)));
  }

  const name = sessionCookieName(config.secureCookies);
  const token = request.cookies.get(name)?.value;
  if (await verifySession(token, config)) return respond(next());

  const response = isLoginPage ? next() : NextResponse.redirect(new URL('/admin', request.url));
  if (token) response.cookies.delete({ name, path: '/' });
  return respond(response);
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    '/blog/:path*',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
