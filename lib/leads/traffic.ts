import { CLICK_ID_KEYS, type Attribution, type Touch } from '@/lib/attribution/edge';
import { trafficSource, type Channel } from './channels';

/** A touch as staff read it: GA4's source / medium / campaign, plus what the visit carried. */
export type TouchSummary = {
  source: string;
  medium: string;
  campaign: string;
  term: string | null;
  content: string | null;
  /** e.g. "gclid TEST123" */
  clickId: string | null;
  landingPath: string | null;
  referrerHost: string | null;
};

export type LeadTraffic = { channel: Channel | null; last: TouchSummary | null; first: TouchSummary | null };

export function summarizeTouch(touch: Touch): TouchSummary {
  const { source, medium, campaign } = trafficSource(touch);
  const clickKey = CLICK_ID_KEYS.find((key) => touch[key]);
  return {
    source,
    medium,
    campaign,
    term: touch.utm_term ?? null,
    content: touch.utm_content ?? null,
    clickId: clickKey ? `${clickKey} ${touch[clickKey]}` : null,
    landingPath: touch.landing_path ?? null,
    referrerHost: touch.referrer_host ?? null,
  };
}

/** What the inbox, the CSV, the e-mail and the webhook say about where a lead came from. */
export function leadTraffic(lead: { attribution: Attribution | null; channel: Channel | null }): LeadTraffic {
  return {
    channel: lead.channel,
    last: lead.attribution ? summarizeTouch(lead.attribution.last) : null,
    first: lead.attribution ? summarizeTouch(lead.attribution.first) : null,
  };
}

/** The CSV columns, in order, and each lead's values for them. */
export const TRAFFIC_CSV_HEADER = [
  'Channel',
  'Source',
  'Medium',
  'Campaign',
  'Term',
  'Content',
  'Click id',
  'Landing page',
  'Referrer',
  'First source',
  'First medium',
  'First campaign',
  'First landing page',
  'First referrer',
] as const;

export function trafficCsvValues(lead: { attribution: Attribution | null; channel: Channel | null }): (string | null)[] {
  const { channel, last, first } = leadTraffic(lead);
  return [
    channel,
    last?.source ?? null,
    last?.medium ?? null,
    last?.campaign ?? null,
    last?.term ?? null,
    last?.content ?? null,
    last?.clickId ?? null,
    last?.landingPath ?? null,
    last?.referrerHost ?? null,
    first?.source ?? null,
    first?.medium ?? null,
    first?.campaign ?? null,
    first?.landingPath ?? null,
    first?.referrerHost ?? null,
  ];
}
