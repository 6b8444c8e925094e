/** @jest-environment node */
import { NextRequest } from 'next/server';
import { CAMPAIGN_KEYS, parseAttribution } from '@/lib/attribution/edge';
import { config, middleware } from '@/middleware';

const LANDING = 'https://brightline.example/services?utm_source=google&utm_medium=cpc&utm_campaign=storm-fl&gclid=TEST123';
const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(url, { headers });
const setCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('attribution='));
const stored = (cookie: string | undefined) => parseAttribution(decodeURIComponent(/^attribution=([^;]*)/.exec(cookie ?? '')?.[1] ?? ''));

describe('attribution in middleware', () => {
  it('records a campaign visit in an HttpOnly, SameSite=Lax cookie for 90 days', async () => {
    const cookie = setCookie(await middleware(request(LANDING)));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(stored(cookie)?.last).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services' });
  });

  it('keeps the first touch and replaces the last', async () => {
    const first = setCookie(await middleware(request(LANDING)))!.split(';')[0]!;
    const second = setCookie(await middleware(request('https://brightline.example/blog?utm_source=newsletter&utm_medium=email', { cookie: first })));
    expect(stored(second)).toMatchObject({ first: { utm_source: 'google' }, last: { utm_source: 'newsletter', landing_path: '/blog' } });
  });

  it('starts afresh over a hostile cookie', async () => {
    const cookie = `attribution=${encodeURIComponent('{"first":{"utm_source":"<script>","at":1},"last":{"at":1}}')}`;
    expect(stored(setCookie(await middleware(request(LANDING, { cookie }))))?.first).toMatchObject({ utm_source: 'google' });
  });

  it('records nothing, and deletes the cookie, for Global Privacy Control', async () => {
    expect(setCookie(await middleware(request(LANDING, { 'sec-gpc': '1' })))).toBeUndefined();
    const deleted = setCookie(await middleware(request(LANDING, { 'sec-gpc': '1', cookie: 'attribution=x' })));
    expect(deleted).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('records nothing for client navigations, prefetches or an internal referrer', async () => {
    expect(setCookie(await middleware(request(LANDING, { rsc: '1' })))).toBeUndefined();
    expect(setCookie(await middleware(request(LANDING, { 'next-router-prefetch': '1' })))).toBeUndefined();
    expect(setCookie(await middleware(request('https://brightline.example/about', { referer: 'https://brightline.example/services' })))).toBeUndefined();
  });

  it('runs only for requests that carry something: every parameter, a foreign referer, GPC with the cookie', () => {
    const queries = config.matcher.flatMap((entry) => (typeof entry === 'object' ? (entry.has ?? []).filter((h) => h.type === 'query').map((h) => h.key) : []));
    expect(queries.sort()).toEqual([...CAMPAIGN_KEYS].sort());
  });
});
