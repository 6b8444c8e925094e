import 'server-only';
import { hashToken, isTokenShaped } from '@/lib/tokens';
import { newsletterCopy as copy } from '@/content/newsletter';
import { newsletterRepository } from './repository';
import type { LinkState, TokenPurpose } from './types';

/**
 * What a confirm or unsubscribe link's page shows before anything is pressed. Reads only.
 * 'outage' when the database cannot be read: the page says so instead of failing.
 */
export async function newsletterLinkState(token: string, purpose: TokenPurpose): Promise<LinkState | 'outage'> {
  if (!isTokenShaped(token)) return 'unknown';
  try {
    return await newsletterRepository().linkState(hashToken(token), purpose);
  } catch (error) {
    console.error(`Reading a newsletter ${purpose} link failed`, error);
    return 'outage';
  }
}

/** The unsubscribe page, in the site's layout: where the e-mail's link leads a person. */
export const unsubscribePagePath = (token: string) => `/newsletter/leave/${encodeURIComponent(token)}`;

// Never stored by a cache or a proxy, never indexed: the address names one subscriber.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

const answer = (status: number, { title, message }: { title: string; message: string }, headers: Record<string, string> = {}) =>
  new Response(`${title}. ${message}\n`, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

const toPage = (request: Request, token: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE, Location: new URL(unsubscribePagePath(token), request.url).pathname } });

/**
 * /newsletter/unsubscribe/<token>, the URL every e-mail carries (RFC 8058). GET changes nothing
 * (mail scanners open links): it sends the browser to the page with the button. POST unsubscribes
 * at once, with no cookie, session or Origin check, whatever the body (mail providers send
 * `List-Unsubscribe=One-Click`), and answers 200 itself; the page's button adds `?from=page`
 * and is sent back to the page, which then says where the address stands. Twice is fine.
 */
export async function unsubscribeResponse(request: Request, token: string): Promise<Response> {
  if (request.method !== 'POST') return toPage(request, token);
  const fromPage = new URL(request.url).searchParams.get('from') === 'page';
  let known: boolean;
  try {
    known = isTokenShaped(token) && (await newsletterRepository().unsubscribe(hashToken(token)));
  } catch (error) {
    // One transaction: nothing changed. A mail provider retries after Retry-After; a person's
    // page says the list cannot be reached.
    console.error('Unsubscribing failed', error);
    return fromPage ? toPage(request, token) : answer(503, copy.outage, { 'Retry-After': '30' });
  }
  if (fromPage) return toPage(request, token);
  return known ? answer(200, copy.unsubscribe.done) : answer(404, copy.unsubscribe.unknown);
}
