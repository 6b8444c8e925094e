/** @jest-environment node */
import { CHANNEL_RULES, CHANNELS, classifyChannel, trafficSource, type Channel, type TrafficSource } from '@/lib/leads/channels';

const t = (source: string, medium: string, campaign = '(not set)'): TrafficSource => ({ source, medium, campaign });

// One case per GA4 rule (https://support.google.com/analytics/answer/9756891), in its order.
const cases: [Channel, TrafficSource][] = [
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

describe('GA4 default channel grouping', () => {
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
