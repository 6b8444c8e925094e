import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server';
import { handOffCrawlerVisit } from '@/lib/ai-crawlers/edge';
import { ADMIN_PATH_HEADER, authConfig, DRAFT_MODE_COOKIE, isOpenAdminPath, isPreviewMarkOf, previewCookieName, sessionCookieName, verifySession } from '@/lib/auth/edge';
import { isServerActionPost, screenActionRequest, screenBlogPath } from '@/lib/http/edge';
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  parseAttribution,
  recordTouch,
  sentGpc,
  serializeAttribution,
  touchFromRequest,
} from '@/lib/attribution/edge';

/**
 * Three cheap gates. Server-action POSTs that Next would fail on with a 500 get a 4xx here. A
 * /blog/… path too long or malformed for any route is refused before it renders. And /admin
 * keeps visitors without an authentic, unexpired cookie on the sign-in screen; whether the
 * session is still live (not logged out, not idle) is checked by every admin page, read,
 * action and route handler against the session row, because middleware has no database and
 * alone protects nothing (CVE-2025-29927). A fourth job, on public page views only: attribution.
 * And on serverless hosts, which have no server to hook, an AI crawler's request is handed to
 * the crawler log's route after the response (lib/ai-crawlers/edge.ts); people never get here
 * for that, as the matcher selects crawlers by user agent.
 */
export async function middleware(request: NextRequest, event?: Pick<NextFetchEvent, 'waitUntil'>) {
  if (event) handOffCrawlerVisit(request, (promise) => event.waitUntil(promise), process.env);
  if (isServerActionPost(request)) {
    const refused = await screenActionRequest(request);
    if (refused) return refused;
  }

  const { pathname } = request.nextUrl;
  if (pathname === '/blog' || pathname.startsWith('/blog/')) return screenBlogPath(pathname) ?? attribute(request, await strayDraftMode(request));
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return attribute(request, await strayDraftMode(request));

  const config = authConfig(process.env);
  // The sign-in screen, and the invitation and sign-in-link pages that let a person in.
  const isLoginPage = isOpenAdminPath(pathname);
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
    return respond(pathname === '/admin' ? next() : NextResponse.redirect(new URL('/admin', request.url)));
  }

  const name = sessionCookieName(config.secureCookies);
  const token = request.cookies.get(name)?.value;
  if (await verifySession(token, config)) return respond(next());

  const response = isLoginPage ? next() : NextResponse.redirect(new URL('/admin', request.url));
  if (token) response.cookies.delete({ name, path: '/' });
  if (request.cookies.has(DRAFT_MODE_COOKIE)) for (const cookie of draftCookies(config.secureCookies)) response.cookies.delete({ name: cookie, path: '/', secure: config.secureCookies });
  return respond(response);
}

const draftCookies = (secure: boolean) => [DRAFT_MODE_COOKIE, previewCookieName(secure)];

/**
 * Next's draft-mode cookie makes every public page render per request. It counts only beside
 * the authentic, unexpired session it was issued to (its preview mark); any other copy (signed
 * out, expired, copied to another browser) is removed from this request, so the page comes from
 * the cache, and deleted from the browser. Null when the request may keep it.
 */
async function strayDraftMode(request: NextRequest): Promise<Headers | null> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return null;
  const config = authConfig(process.env);
  const names = draftCookies(config.secureCookies);
  if (config.enabled) {
    const mark = request.cookies.get(names[1]!)?.value;
    if (await isPreviewMarkOf(mark, request.cookies.get(sessionCookieName(config.secureCookies))?.value, config)) return null;
  }
  const kept = request.cookies.getAll().filter((cookie) => !names.includes(cookie.name));
  const headers = new Headers(request.headers);
  if (kept.length) headers.set('cookie', kept.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  else headers.delete('cookie');
  return headers;
}

/**
 * Records where a page view came from in the attribution cookie (lib/attribution/edge.ts), or,
 * for a visitor who sends Global Privacy Control, deletes it. The page itself is served as
 * before, from the prerendered cache: only the response's Set-Cookie differs.
 */
function attribute(request: NextRequest, withoutDraftMode: Headers | null) {
  return privateIfSettingCookies(attributed(request, withoutDraftMode));
}

function attributed(request: NextRequest, withoutDraftMode: Headers | null) {
  const response = withoutDraftMode ? NextResponse.next({ request: { headers: withoutDraftMode } }) : NextResponse.next();
  if (withoutDraftMode) {
    const secure = authConfig(process.env).secureCookies;
    for (const name of draftCookies(secure)) response.cookies.delete({ name, path: '/', secure });
  }
  const stored = request.cookies.get(ATTRIBUTION_COOKIE)?.value;
  if (sentGpc(request.headers)) {
    if (stored !== undefined) response.cookies.delete({ name: ATTRIBUTION_COOKIE, path: '/' });
    return response;
  }
  // Page views only: not client-side navigations, prefetches or posts.
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return response;
  const touch = touchFromRequest(request.nextUrl, request.headers.get('referer'), Date.now());
  if (!touch) return response;
  response.cookies.set({
    name: ATTRIBUTION_COOKIE,
    value: serializeAttribution(recordTouch(parseAttribution(stored), touch)),
    path: '/',
    maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
  });
  return response;
}

/**
 * A response that sets or deletes a cookie is one visitor's: a shared cache (a CDN that keeps
 * responses with Set-Cookie) must not hand it to anyone else. The page itself still comes from
 * Next's own cache; only the header that lets a CDN keep it changes.
 */
function privateIfSettingCookies(response: NextResponse) {
  if (response.cookies.getAll().length > 0) response.headers.set('Cache-Control', 'private, no-cache');
  return response;
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // The blog path screen, only for paths it could refuse: an escape (a broken one, an escaped /,
    // a control character) or one too long for any route. Plain blog views skip middleware,
    // which keeps them as cheap as any static page (npm run bench:blog).
    '/blog/:path(.*%.*)',
    '/blog/:path(.{280,})',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    // Attribution runs only when there is something to record or delete: a campaign parameter,
    // a referrer from another site, or Global Privacy Control with the cookie present.
    // Ordinary page views (no parameters, internal or no referrer) never reach middleware.
    // Public pages, not assets, APIs or the admin; written out, as Next reads the matcher statically.
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'utm_campaign' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'utm_term' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'utm_content' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'gclid' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'gbraid' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'wbraid' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'fbclid' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'query', key: 'msclkid' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'header', key: 'referer' }], missing: [{ type: 'header', key: 'sec-fetch-site', value: 'same-origin' }] },
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'header', key: 'sec-gpc', value: '1' }, { type: 'cookie', key: 'attribution' }] },
    // Draft mode outside its session (strayDraftMode): only requests that carry Next's cookie.
    { source: '/((?!_next/|api/|admin|media/|favicon|icon|apple-icon|robots|sitemap|manifest|opengraph-image).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    // AI crawlers, for the crawler log on serverless hosts: pages, robots.txt, llms.txt, the
    // sitemap and feeds, not assets, images or APIs. The tokens of content/ai-crawlers.ts as
    // published (tests/unit/ai-crawlers/matcher.test.ts keeps them in step).
    {
      source: '/((?!_next/|api/|media/|favicon|icon|apple-icon|opengraph-image|twitter-image)(?!.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|css|js|map|mp4|webm)$).*)',
      has: [{ type: 'header', key: 'user-agent', value: '.*(?:GPTBot|OAI-SearchBot|ChatGPT-User|ClaudeBot|Claude-SearchBot|Claude-User|PerplexityBot|Perplexity-User|Google-CloudVertexBot|Applebot|Amazonbot|Bytespider|CCBot|meta-externalagent|meta-externalfetcher|DuckAssistBot|MistralAI-User|YouBot).*' }],
    },
  ],
};
