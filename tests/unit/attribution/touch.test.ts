/** @jest-environment node */
import {
  ATTRIBUTION_MAX_AGE_SECONDS,
  parseAttribution,
  recordTouch,
  referrerHost,
  serializeAttribution,
  touchFromRequest,
  type Attribution,
} from '@/lib/attribution/edge';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const at = Math.floor(NOW / 1000);
const visit = (path: string, referer: string | null = null) => touchFromRequest(new URL(path, 'https://brightline.example'), referer, NOW);

describe('touchFromRequest', () => {
  it('keeps the allowlisted campaign keys and the landing path, and drops everything else', () => {
    expect(visit('/services?utm_source=google&utm_medium=cpc&utm_campaign=storm-fl&gclid=TEST123&email=a@b.c&utm_foo=x')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'storm-fl',
      gclid: 'TEST123',
      landing_path: '/services',
      at,
    });
  });

  it('records the referring host alone, never the path or query', () => {
    expect(visit('/about', 'https://www.bing.com/search?q=roof+leads&secret=1')).toEqual({ referrer_host: 'bing.com', landing_path: '/about', at });
  });

  it('records nothing for an internal or direct visit', () => {
    expect(visit('/about')).toBeNull();
    expect(visit('/about', 'https://brightline.example/services')).toBeNull();
    expect(visit('/about', 'https://www.brightline.example/')).toBeNull();
    expect(visit('/about', 'android-app://com.example/')).toBeNull();
    expect(visit('/about?utm_source=')).toBeNull();
  });

  it('bounds values: unsafe characters dropped, cut to length', () => {
    const touch = visit(`/x?utm_source=${encodeURIComponent('<script>alert("x")</script>')}&utm_campaign=${'a'.repeat(500)}&gclid=${encodeURIComponent('ab"c<d')}`);
    expect(touch?.utm_source).toBe('scriptalert(x)/script');
    expect(touch?.utm_campaign).toHaveLength(100);
    expect(touch?.gclid).toBe('abcd');
  });

  it('reads hosts safely', () => {
    expect(referrerHost('https://user:pw@News.Example.org:8443/a?b', 'brightline.example')).toBe('news.example.org');
    expect(referrerHost('not a url', null)).toBeUndefined();
  });
});

describe('the cookie', () => {
  const first = { utm_source: 'google', utm_medium: 'cpc', landing_path: '/services', at: at - 100 };
  const last = { referrer_host: 'facebook.com', landing_path: '/blog', at };

  it('keeps the first touch and replaces the last', () => {
    const once = recordTouch(null, first);
    expect(once).toEqual({ first, last: first });
    expect(recordTouch(once, last)).toEqual({ first, last });
  });

  it('round-trips', () => {
    expect(parseAttribution(serializeAttribution({ first, last }), NOW)).toEqual({ first, last });
  });

  it('lets the first touch lapse after 90 days, and the whole cookie after 90 days without a touch', () => {
    const old = { ...first, at: at - ATTRIBUTION_MAX_AGE_SECONDS - 1 };
    expect(parseAttribution(JSON.stringify({ first: old, last }), NOW)).toEqual({ first: last, last });
    expect(parseAttribution(JSON.stringify({ first: old, last: old }), NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{"first":'],
    ['oversized', JSON.stringify({ first, last: { ...last, utm_term: 'x'.repeat(5000) } })],
    ['an unknown key', JSON.stringify({ first: { ...first, email: 'a@b.c' }, last })],
    ['an extra top-level key', JSON.stringify({ first, last, evil: 1 })],
    ['script in a value', JSON.stringify({ first: { ...first, utm_source: '<script>alert(1)</script>' }, last })],
    ['a value too long', JSON.stringify({ first: { ...first, utm_campaign: 'a'.repeat(101) }, last })],
    ['a non-string value', JSON.stringify({ first: { ...first, utm_source: 1 }, last })],
    ['no time', JSON.stringify({ first: { utm_source: 'google' }, last })],
    ['a time in the future', JSON.stringify({ first, last: { ...last, at: at + 86400 } })],
    ['an array', '[]'],
  ])('is ignored when it has %s', (_, raw) => {
    expect(parseAttribution(raw, NOW)).toBeNull();
  });

  it('stays under 4 KB even with every value at its bound: the last touch stands for both', () => {
    const full = (n: number) => ({
      utm_source: 'a b'.repeat(33), utm_medium: 'c d'.repeat(33), utm_campaign: 'e f'.repeat(33), utm_term: 'g h'.repeat(33), utm_content: 'i j'.repeat(33),
      gclid: 'x'.repeat(100), gbraid: 'x'.repeat(100), wbraid: 'x'.repeat(100), fbclid: 'x'.repeat(100), msclkid: 'x'.repeat(100),
      landing_path: '/a'.repeat(75), referrer_host: 'h'.repeat(100), at: at - n,
    });
    const attribution: Attribution = { first: full(10), last: full(0) };
    const value = serializeAttribution(attribution);
    expect(encodeURIComponent(value).length).toBeLessThan(4000);
    expect(parseAttribution(value, NOW)).toEqual({ first: full(0), last: full(0) });
  });
});
