import 'server-only';
import { cookies, headers } from 'next/headers';
import { ATTRIBUTION_COOKIE, parseAttribution, sentGpc, type Attribution } from '@/lib/attribution/edge';
import { classifyChannel, trafficSource, type Channel } from './channels';

export type LeadAttribution = { attribution: Attribution | null; channel: Channel | null };

/**
 * The attribution a lead action stores with the lead. Server actions only: public page renders
 * never read cookies (they stay static). A visitor who sends Global Privacy Control stores none,
 * and their cookie, if one was set before, is deleted. A cookie that fails the checks counts as
 * none: the visit is Direct.
 */
export async function leadAttribution(): Promise<LeadAttribution> {
  const jar = await cookies();
  if (sentGpc(await headers())) {
    if (jar.has(ATTRIBUTION_COOKIE)) jar.delete(ATTRIBUTION_COOKIE);
    return { attribution: null, channel: null };
  }
  const attribution = parseAttribution(jar.get(ATTRIBUTION_COOKIE)?.value);
  // The last touch decides the channel: the cookie records only visits that carried something,
  // so this is GA4's last non-direct click.
  return { attribution, channel: classifyChannel(trafficSource(attribution?.last ?? null)) };
}
