/**
 * Where a visitor came from: campaign parameters, ad click ids, the landing path and
 * the referring host, kept as a first touch and a last touch in one first-party cookie.
 * Web APIs only: middleware (edge runtime) writes the cookie and the lead actions read it.
 * Every value is allowlisted by key and bounded in length and characters here, and again by
 * the database (supabase/migrations/20261126000700_lead_attribution.sql).
 */

export const ATTRIBUTION_COOKIE = 'attribution';
/** How long the first touch counts, and how long the cookie lives after the last one. */
export const ATTRIBUTION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const CLICK_ID_KEYS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'] as const;
export const CAMPAIGN_KEYS = [...UTM_KEYS, ...CLICK_ID_KEYS] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/** One visit that carried something: campaign values, where it landed, who referred it, when (epoch seconds). */
export type Touch = Partial<Record<CampaignKey, string>> & { landing_path?: string; referrer_host?: string; at: number };
export type Attribution = { first: Touch; last: Touch };

type Rule = { max: number; chars: string };
// Letters, digits and a few separators: no quotes, angle brackets, %, & or control characters.
const UTM: Rule = { max: 100, chars: 'A-Za-z0-9 _.~+:|/()-' };
const CLICK_ID: Rule = { max: 100, chars: 'A-Za-z0-9_.-' };
const RULES: Record<Exclude<keyof Touch, 'at'>, Rule> = {
  utm_source: UTM,
  utm_medium: UTM,
  utm_campaign: UTM,
  utm_term: UTM,
  utm_content: UTM,
  gclid: CLICK_ID,
  gbraid: CLICK_ID,
  wbraid: CLICK_ID,
  fbclid: CLICK_ID,
  msclkid: CLICK_ID,
  landing_path: { max: 150, chars: 'A-Za-z0-9/_.~-' },
  referrer_host: { max: 100, chars: 'a-z0-9.-' },
};
export const TOUCH_KEYS = [...Object.keys(RULES), 'at'] as readonly string[];
/** Longer than two touches at their bounds can be: anything bigger was not written here. */
export const ATTRIBUTION_COOKIE_MAX = 3800;

const isValid = (key: keyof typeof RULES, value: string) =>
  value.length <= RULES[key].max && new RegExp(`^[${RULES[key].chars}]+$`).test(value) && (key !== 'landing_path' || value.startsWith('/'));

/** A value from the address: trimmed, characters outside the rule dropped, cut to length; undefined when nothing is left. */
export function cleanValue(key: keyof typeof RULES, raw: string | null): string | undefined {
  if (raw == null) return undefined;
  const value = raw
    .replace(new RegExp(`[^${RULES[key].chars}]`, 'g'), '').trim().slice(0, RULES[key].max).trim();
  return value && isValid(key, value) ? value : undefined;
}

/** The host alone (no path, query or credentials), lower case, without www.; undefined for our own host or a non-web URL. */
export function referrerHost(referer: string | null, ownHost: string | null): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const own = ownHost?.toLowerCase().split(':')[0];
  if (!host || host === own || `www.${host}` === own || host === `www.${own}`) return undefined;
  const bare = host.replace(/^www\./, '');
  return isValid('referrer_host', bare) ? bare : undefined;
}

/** What this request carries, or null when it carries nothing worth keeping (an internal or direct visit). */
export function touchFromRequest(url: URL, referer: string | null, now: number): Touch | null {
  const touch: Touch = { at: Math.floor(now / 1000) };
  let campaign = false;
  for (const key of CAMPAIGN_KEYS) {
    const value = cleanValue(key, url.searchParams.get(key));
    if (value) {
      touch[key] = value;
      campaign = true;
    }
  }
  const host = referrerHost(referer, url.host);
  if (host) touch.referrer_host = host;
  if (!campaign && !host) return null;
  touch.landing_path = cleanValue('landing_path', url.pathname) ?? '/';
  return touch;
}

/** A touch read back from storage: every key known, every value within its rule; otherwise null. */
export function parseTouch(value: unknown): Touch | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value as Record<string, unknown>);
  const touch: Touch = { at: 0 };
  for (const [key, field] of entries) {
    if (key === 'at') {
      if (typeof field !== 'number' || !Number.isInteger(field) || field <= 0) return null;
      touch.at = field;
    } else if (key in RULES && typeof field === 'string' && isValid(key as keyof typeof RULES, field)) {
      touch[key as keyof typeof RULES] = field;
    } else {
      return null;
    }
  }
  return touch.at > 0 ? touch : null;
}

/**
 * The cookie's value, which Next percent-encodes: it must stay under the browser's 4 KB. When two
 * touches at their bounds do not fit, the last is kept alone and stands for both (one always fits).
 */
export function serializeAttribution(attribution: Attribution): string {
  const both = JSON.stringify(attribution);
  return encodeURIComponent(both).length <= ATTRIBUTION_COOKIE_MAX ? both : JSON.stringify({ last: attribution.last });
}

/** The cookie read back; null (ignored, never an error) when it is missing, oversized, malformed or holds anything unknown. */
export function parseAttribution(raw: string | undefined | null, now = Date.now(), { anyAge = false } = {}): Attribution | null {
  if (!raw || raw.length > ATTRIBUTION_COOKIE_MAX) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (!keys.includes('last') || keys.some((key) => key !== 'first' && key !== 'last')) return null;
  const { first, last } = data as Record<string, unknown>;
  const firstTouch = parseTouch(first ?? last);
  const lastTouch = parseTouch(last);
  if (!firstTouch || !lastTouch) return null;
  // Stored with a lead: read as it was stored.
  if (anyAge) return { first: firstTouch, last: lastTouch };
  const nowSeconds = Math.floor(now / 1000);
  // A cookie from the future, or a last touch past its life, was not written by this site as it stands.
  if (lastTouch.at > nowSeconds + 300 || firstTouch.at > lastTouch.at) return null;
  if (nowSeconds - lastTouch.at > ATTRIBUTION_MAX_AGE_SECONDS) return null;
  // The first touch counts for 90 days; after that the last one stands in for it.
  return nowSeconds - firstTouch.at > ATTRIBUTION_MAX_AGE_SECONDS ? { first: lastTouch, last: lastTouch } : { first: firstTouch, last: lastTouch };
}

/** The cookie after a visit that carried `touch`: the first touch kept (for 90 days), the last one replaced. */
export function recordTouch(previous: Attribution | null, touch: Touch): Attribution {
  return { first: previous?.first ?? touch, last: touch };
}

/** Global Privacy Control: the visitor asked not to be tracked. */
export const sentGpc = (headers: Headers) => headers.get('sec-gpc')?.trim() === '1';
