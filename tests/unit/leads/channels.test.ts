/** @jest-environment node */
import { CHANNEL_RULES, CHANNELS, classifyChannel, trafficSource, type Channel, type TrafficSource } from '@/lib/leads/channels';

const t = (source: string, medium: string, campaign = '(not set)'): TrafficSource => ({ source, medium, campaign });

// One case per rule: AI assistants first, then GA4's (https://support.google.com/analytics/answer/9756891) in its order.
const cases: [Channel, TrafficSource][] = [
  ['AI assistants', t('ChatGPT', 'referral')],
  ['Direct', t('(direct)', '(none)')],
  ['Cross-network', t('google', 'cpc', 'pmax cross-network spring')],
  ['Paid Shopping', t('amazon', 'cpc')],
  ['Paid Search', t('google', 'cpc')],
  ['Paid Social', t('facebook', 'paid-social')],
  ['Paid Video', t('youtube', 'cpv')],
  ['Display', t('gdn', 'banner')],
  ['Paid Other', t('partner-network', 'ppc')],
  ['Organic Shopping', t('etsy', 'referral')],
  ['Organic Social', t('l.facebook.com', 'referral')],
  ['Organic Video', t('vimeo.com', 'referral')],
  ['Organic Search', t('duckduckgo.com', 'organic')],
  ['Referral', t('news.example.org', 'referral')],
  ['Email', t('newsletter', 'email')],
  ['Affiliates', t('partner', 'affiliate')],
  ['Audio', t('podcast', 'audio')],
  ['SMS', t('sms', 'text')],
  ['Mobile Push Notifications', t('app', 'web-push')],
  ['Unassigned', t('flyer', 'print')],
];

describe('GA4 default channel grouping, after AI assistants', () => {
  it('has one case per rule, and every channel is a rule or Unassigned', () => {
    expect(CHANNEL_RULES.map((rule) => rule.channel)).toEqual(CHANNELS.filter((channel) => channel !== 'Unassigned'));
    expect(cases.map(([channel]) => channel)).toEqual([...CHANNELS]);
  });

  it.each(cases)('%s', (channel, traffic) => {
    expect(classifyChannel(traffic)).toBe(channel);
  });

  it('ignores case, and matches a host by its labels', () => {
    expect(classifyChannel(t('Google', 'CPC'))).toBe('Paid Search');
    expect(classifyChannel(t('www.google.co.uk', 'organic'))).toBe('Organic Search');
    expect(classifyChannel(t('googleusercontent.example', 'referral'))).toBe('Referral');
  });
});

describe('trafficSource', () => {
  const at = 1;
  it('reads UTM values first', () => {
    expect(trafficSource({ utm_source: 'Google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'X', at })).toEqual(t('google', 'cpc', 'storm-fl'));
  });
  it('reads ad click ids as their auto-tagging reports them', () => {
    expect(classifyChannel(trafficSource({ gclid: 'X', at }))).toBe('Paid Search');
    expect(classifyChannel(trafficSource({ wbraid: 'X', at }))).toBe('Paid Search');
    expect(classifyChannel(trafficSource({ msclkid: 'X', at }))).toBe('Paid Search');
    expect(classifyChannel(trafficSource({ fbclid: 'X', referrer_host: 'l.facebook.com', at }))).toBe('Organic Social');
  });
  it('reads the referring host: search engines organic, others referral', () => {
    expect(trafficSource({ referrer_host: 'google.com', at })).toEqual(t('google.com', 'organic', '(organic)'));
    expect(classifyChannel(trafficSource({ referrer_host: 'bing.com', at }))).toBe('Organic Search');
    expect(classifyChannel(trafficSource({ referrer_host: 'news.example.org', at }))).toBe('Referral');
  });
  it('is Direct without a touch, and Unassigned for a source without a medium', () => {
    expect(classifyChannel(trafficSource(null))).toBe('Direct');
    expect(classifyChannel(trafficSource({ utm_source: 'flyer', at }))).toBe('Unassigned');
  });
});

describe('AI assistants', () => {
  const at = 1;
  it.each([
    ['chatgpt.com', 'ChatGPT'],
    ['chat.openai.com', 'ChatGPT'],
    ['perplexity.ai', 'Perplexity'],
    ['gemini.google.com', 'Gemini'],
    ['copilot.microsoft.com', 'Copilot'],
    ['claude.ai', 'Claude'],
  ])('a visitor referred by %s: source %s, a referral, channel AI assistants', (host, name) => {
    const traffic = trafficSource({ referrer_host: host, at });
    expect(traffic).toEqual(t(name, 'referral', '(referral)'));
    expect(classifyChannel(traffic)).toBe('AI assistants');
  });

  it('comes before GA4: Perplexity is not Organic Search, a tagged ChatGPT link is not Unassigned', () => {
    expect(classifyChannel(trafficSource({ referrer_host: 'perplexity.ai', at }))).toBe('AI assistants');
    expect(trafficSource({ utm_source: 'chatgpt.com', at })).toEqual(t('ChatGPT', '(not set)'));
    expect(classifyChannel(trafficSource({ utm_source: 'chatgpt.com', at }))).toBe('AI assistants');
    expect(classifyChannel(trafficSource({ utm_source: 'perplexity', utm_medium: 'cpc', at }))).toBe('AI assistants');
  });

  it('leaves other sites alone: Google search stays Organic Search, a link tagged for a newsletter stays Email', () => {
    expect(classifyChannel(trafficSource({ referrer_host: 'google.com', at }))).toBe('Organic Search');
    expect(classifyChannel(trafficSource({ referrer_host: 'chatgpt.com', utm_source: 'newsletter', utm_medium: 'email', at }))).toBe('Email');
    expect(classifyChannel(trafficSource({ referrer_host: 'notchatgpt.com', at }))).toBe('Referral');
  });
});
