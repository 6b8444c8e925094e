import 'server-only';
import { hashToken, isTokenShaped } from '@/lib/tokens';
import { newsletterCopy as copy } from '@/content/newsletter';
import { site } from '@/content/site';
import { newsletterRepository, type LinkState, type TokenPurpose } from './newsletter-repository';

/** What a confirm or unsubscribe link's page shows before anything is pressed. Reads only. */
export async function newsletterLinkState(token: string, purpose: TokenPurpose): Promise<LinkState> {
  return isTokenShaped(token) ? newsletterRepository().linkState(hashToken(token), purpose) : 'unknown';
}

// Never stored by a cache or a proxy, never indexed: the address names one subscriber.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#0f172a;color:#e2e8f0;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#1e293b}h1{margin-top:0;font-size:1.5rem;color:#fff}
button{font:inherit;font-weight:600;border:0;border-radius:999px;padding:.75rem 1.5rem;background:#f59e0b;color:#0f172a;cursor:pointer;min-height:44px}
a{color:#fbbf24}</style></head>
<body><main>${body}<p><a href="/">${escapeHtml(site.name)}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * /newsletter/unsubscribe/<token>, one URL for both (RFC 8058): GET shows an Unsubscribe button
 * and changes nothing (mail scanners open links); POST unsubscribes at once and answers 200
 * itself, with no cookie, session or Origin check, whatever the body (mail providers send
 * `List-Unsubscribe=One-Click`; the button sends the same). Unsubscribing twice is fine.
 */
export async function unsubscribeResponse(request: Request, token: string): Promise<Response> {
  const { unsubscribe } = copy;
  if (request.method === 'POST') {
    const known = isTokenShaped(token) && (await newsletterRepository().unsubscribe(hashToken(token)));
    if (!known) return page(unsubscribe.unknown.title, `<h1>${escapeHtml(unsubscribe.unknown.title)}</h1><p>${escapeHtml(unsubscribe.unknown.message)}</p>`, 404);
    return page(unsubscribe.done.title, `<h1>${escapeHtml(unsubscribe.done.title)}</h1><p>${escapeHtml(unsubscribe.done.message)}</p>`);
  }
  const state = await newsletterLinkState(token, 'unsubscribe');
  if (state === 'unknown') return page(unsubscribe.unknown.title, `<h1>${escapeHtml(unsubscribe.unknown.title)}</h1><p>${escapeHtml(unsubscribe.unknown.message)}</p>`, 404);
  return page(
    unsubscribe.title,
    `<h1>${escapeHtml(unsubscribe.title)}</h1><p>${escapeHtml(unsubscribe.intro)}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(unsubscribe.button)}</button></form>`,
  );
}
