import { NextResponse, type NextRequest } from 'next/server';
import { authConfig, sessionCookieName, sessionCookieOptions, touchSession, verifySession } from '@/lib/auth/session';

/**
 * The cheap gate in front of /admin. It keeps signed-out visitors on the login screen and
 * slides the idle timeout; every admin page, read and server action still checks the
 * session itself, because middleware alone protects nothing (CVE-2025-29927).
 */
export async function middleware(request: NextRequest) {
  const config = authConfig(process.env);
  const { pathname } = request.nextUrl;
  const isLoginPage = pathname === '/admin';

  const respond = (response: NextResponse) => {
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return response;
  };

  if (!config.enabled) {
    return respond(isLoginPage ? NextResponse.next() : NextResponse.redirect(new URL('/admin', request.url)));
  }

  const name = sessionCookieName(config.secureCookies);
  const token = request.cookies.get(name)?.value;
  const session = await verifySession(token, config);

  if (!session) {
    const response = isLoginPage ? NextResponse.next() : NextResponse.redirect(new URL('/admin', request.url));
    if (token) response.cookies.delete({ name, path: '/' });
    return respond(response);
  }

  const response = NextResponse.next();
  const refreshed = await touchSession(session, config.secret);
  if (refreshed) response.cookies.set(name, refreshed, sessionCookieOptions(config.secureCookies, session));
  return respond(response);
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
