import type { Touch } from '@/lib/attribution/edge';

/**
 * GA4's default channel grouping, as data: the first rule that matches names the channel.
 * Source: https://support.google.com/analytics/answer/9756891 ("[GA4] Default channel group"),
 * rules and order as published there. Google's source-category lists (search, social, video,
 * shopping sites) run to hundreds of entries; the common ones are kept here, matched against
 * the source or any label of a referring host (www.google.co.uk matches "google").
 *
 * One rule departs from GA4 and comes before all of its rules: "AI assistants". GA4 files a
 * visitor from chatgpt.com under Referral and one from perplexity.ai under Organic Search, so
 * the assistants' leads vanish into channels that mean something else; an agency selling AI
 * search optimisation needs them on their own line, whatever medium a link was tagged with.
 */

/** The assistants that send visitors: the hosts they refer from and the utm_source values their links carry. */
export const AI_ASSISTANTS = [
  { name: 'ChatGPT', hosts: ['chatgpt.com', 'chat.openai.com'], sources: ['chatgpt.com', 'chatgpt', 'chat.openai.com', 'openai'] },
  { name: 'Perplexity', hosts: ['perplexity.ai'], sources: ['perplexity.ai', 'perplexity'] },
  { name: 'Gemini', hosts: ['gemini.google.com'], sources: ['gemini.google.com', 'gemini'] },
  { name: 'Copilot', hosts: ['copilot.microsoft.com'], sources: ['copilot.microsoft.com', 'copilot'] },
  { name: 'Claude', hosts: ['claude.ai'], sources: ['claude.ai', 'claude'] },
] as const;
export type AiAssistant = (typeof AI_ASSISTANTS)[number]['name'];

/** The assistant a source names (a utm_source value, a referring host or the assistant's own name), or null. */
export function aiAssistantOf(source: string | null | undefined): AiAssistant | null {
  if (!source) return null;
  const value = source.toLowerCase();
  const found = AI_ASSISTANTS.find(
    (assistant) =>
      assistant.name.toLowerCase() === value ||
      (assistant.sources as readonly string[]).includes(value) ||
      assistant.hosts.some((host) => value === host || value.endsWith(`.${host}`)),
  );
  return found?.name ?? null;
}

export const CHANNELS = [
  'AI assistants',
  'Direct',
  'Cross-network',
  'Paid Shopping',
  'Paid Search',
  'Paid Social',
  'Paid Video',
  'Display',
  'Paid Other',
  'Organic Shopping',
  'Organic Social',
  'Organic Video',
  'Organic Search',
  'Referral',
  'Email',
  'Affiliates',
  'Audio',
  'SMS',
  'Mobile Push Notifications',
  'Unassigned',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** Source, medium and campaign as GA4 reads them (lower case; '(direct)' / '(none)' for a visit that carried nothing). */
export type TrafficSource = { source: string; medium: string; campaign: string };

export const SEARCH_SITES = ['google', 'bing', 'yahoo', 'duckduckgo', 'baidu', 'yandex', 'ecosia', 'ask', 'aol', 'naver', 'startpage', 'brave', 'qwant', 'seznam', 'perplexity'];
export const SOCIAL_SITES = ['facebook', 'fb', 'instagram', 'ig', 'linkedin', 'lnkd.in', 'twitter', 't.co', 'x.com', 'pinterest', 'reddit', 'tiktok', 'snapchat', 'threads', 'quora', 'nextdoor', 'tumblr', 'whatsapp', 'messenger'];
export const VIDEO_SITES = ['youtube', 'youtu.be', 'vimeo', 'twitch', 'dailymotion', 'wistia'];
export const SHOPPING_SITES = ['amazon', 'ebay', 'etsy', 'shopify', 'walmart', 'alibaba', 'shopping.google.com', 'google shopping', 'igshopping', 'target'];

const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const SHOPPING_CAMPAIGN = /^(.*(([^a-df-z]|^)shop|shopping).*)$/;
const SOCIAL_MEDIUMS = ['social', 'social-network', 'social-media', 'sm', 'social network', 'social media'];
const EMAIL = ['email', 'e-mail', 'e_mail', 'e mail'];

/** The source is a site in the list: by name, or by any label or the whole of its host. */
export function sourceIn(source: string, sites: readonly string[]): boolean {
  if (sites.includes(source)) return true;
  const labels = source.split('.');
  return sites.some((site) => labels.includes(site) || source.endsWith(`.${site}`));
}

type Rule = { channel: Channel; rule: string; matches: (t: TrafficSource) => boolean };

/** In GA4's order; each `rule` is the published condition, word for word where it is short. */
export const CHANNEL_RULES: readonly Rule[] = [
  { channel: 'AI assistants', rule: 'Source is an AI assistant (ChatGPT, Perplexity, Gemini, Copilot, Claude): its referring site or its utm_source (not a GA4 rule)', matches: (t) => aiAssistantOf(t.source) !== null },
  { channel: 'Direct', rule: 'Source exactly matches "(direct)" AND Medium is one of ("(not set)", "(none)")', matches: (t) => t.source === '(direct)' && (t.medium === '(not set)' || t.medium === '(none)') },
  { channel: 'Cross-network', rule: 'Campaign Name contains "cross-network"', matches: (t) => t.campaign.includes('cross-network') },
  {
    channel: 'Paid Shopping',
    rule: '(Source matches a list of shopping sites OR Campaign Name matches the shopping regex) AND Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$',
    matches: (t) => (sourceIn(t.source, SHOPPING_SITES) || SHOPPING_CAMPAIGN.test(t.campaign)) && PAID_MEDIUM.test(t.medium),
  },
  { channel: 'Paid Search', rule: 'Source matches a list of search sites AND Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$', matches: (t) => sourceIn(t.source, SEARCH_SITES) && PAID_MEDIUM.test(t.medium) },
  { channel: 'Paid Social', rule: 'Source matches a list of social sites AND Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$', matches: (t) => sourceIn(t.source, SOCIAL_SITES) && PAID_MEDIUM.test(t.medium) },
  { channel: 'Paid Video', rule: 'Source matches a list of video sites AND Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$', matches: (t) => sourceIn(t.source, VIDEO_SITES) && PAID_MEDIUM.test(t.medium) },
  { channel: 'Display', rule: 'Medium is one of ("display", "banner", "expandable", "interstitial", "cpm")', matches: (t) => ['display', 'banner', 'expandable', 'interstitial', 'cpm'].includes(t.medium) },
  { channel: 'Paid Other', rule: 'Medium matches ^(.*cp.*|ppc|retargeting|paid.*)$', matches: (t) => PAID_MEDIUM.test(t.medium) },
  { channel: 'Organic Shopping', rule: 'Source matches a list of shopping sites OR Campaign name matches the shopping regex', matches: (t) => sourceIn(t.source, SHOPPING_SITES) || SHOPPING_CAMPAIGN.test(t.campaign) },
  { channel: 'Organic Social', rule: 'Source matches a list of social sites OR Medium is one of the social mediums', matches: (t) => sourceIn(t.source, SOCIAL_SITES) || SOCIAL_MEDIUMS.includes(t.medium) },
  { channel: 'Organic Video', rule: 'Source matches a list of video sites OR Medium matches ^(.*video.*)$', matches: (t) => sourceIn(t.source, VIDEO_SITES) || /^(.*video.*)$/.test(t.medium) },
  { channel: 'Organic Search', rule: 'Source matches a list of search sites OR Medium exactly matches "organic"', matches: (t) => sourceIn(t.source, SEARCH_SITES) || t.medium === 'organic' },
  { channel: 'Referral', rule: 'Medium is one of ("referral", "app", "link")', matches: (t) => ['referral', 'app', 'link'].includes(t.medium) },
  { channel: 'Email', rule: 'Source or Medium is one of ("email", "e-mail", "e_mail", "e mail")', matches: (t) => EMAIL.includes(t.source) || EMAIL.includes(t.medium) },
  { channel: 'Affiliates', rule: 'Medium exactly matches "affiliate"', matches: (t) => t.medium === 'affiliate' },
  { channel: 'Audio', rule: 'Medium exactly matches "audio"', matches: (t) => t.medium === 'audio' },
  { channel: 'SMS', rule: 'Source exactly matches "sms" OR Medium exactly matches "sms"', matches: (t) => t.source === 'sms' || t.medium === 'sms' },
  {
    channel: 'Mobile Push Notifications',
    rule: 'Medium ends with "push" OR Medium contains "mobile" or "notification" OR Source exactly matches "firebase"',
    matches: (t) => t.medium.endsWith('push') || t.medium.includes('mobile') || t.medium.includes('notification') || t.source === 'firebase',
  },
];

export function classifyChannel(traffic: TrafficSource): Channel {
  const t = { source: traffic.source.toLowerCase(), medium: traffic.medium.toLowerCase(), campaign: traffic.campaign.toLowerCase() };
  return CHANNEL_RULES.find((rule) => rule.matches(t))?.channel ?? 'Unassigned';
}

/**
 * A touch's source, medium and campaign as GA4 would read them: UTM values first; else an ad
 * click id (Google Ads' gclid/gbraid/wbraid are google / cpc, Microsoft's msclkid bing / cpc,
 * as their auto-tagging reports them; Meta's fbclid rides on shared links too, so it says only
 * facebook / referral); else the referring host, organic for a search engine; else direct.
 * An AI assistant is named as the source ("ChatGPT"), a referral unless its link says otherwise.
 */
export function trafficSource(touch: Touch | null): TrafficSource {
  if (!touch) return { source: '(direct)', medium: '(none)', campaign: '(direct)' };
  const host = touch.referrer_host;
  const clicked = touch.gclid || touch.gbraid || touch.wbraid ? ['google', 'cpc'] : touch.msclkid ? ['bing', 'cpc'] : touch.fbclid ? ['facebook', 'referral'] : null;
  const fromHost = host ? [host, sourceIn(host, SEARCH_SITES) && !aiAssistantOf(host) ? 'organic' : 'referral'] : null;
  const source = touch.utm_source ?? clicked?.[0] ?? fromHost?.[0] ?? '(direct)';
  const medium = touch.utm_medium ?? (touch.utm_source ? '(not set)' : (clicked?.[1] ?? fromHost?.[1] ?? '(none)'));
  const campaign = touch.utm_campaign ?? (source === '(direct)' ? '(direct)' : medium === 'organic' ? '(organic)' : medium === 'referral' ? '(referral)' : '(not set)');
  return { source: aiAssistantOf(source) ?? source.toLowerCase(), medium: medium.toLowerCase(), campaign: campaign.toLowerCase() };
}
