import { reshapeAttribution, reshapeChannel } from '@/lib/leads/client';
import type { Subscriber } from './types';

export type SubscriberRow = { id: string; email: string; source: Subscriber['source']; status: Subscriber['status']; created_at: string | Date; attribution: unknown; channel: string | null };

export const subscriberColumns = 'id, email, source, status, created_at, attribution, channel';

export function reshapeSubscriber(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, source: row.source, status: row.status, createdAt: new Date(row.created_at).toISOString(), attribution: reshapeAttribution(row.attribution), channel: reshapeChannel(row.channel) };
}
