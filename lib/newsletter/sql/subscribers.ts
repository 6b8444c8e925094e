import 'server-only';
import { keysetBatches, type GetDatabase } from '@/lib/db';
import type { LeadAttribution } from '@/lib/leads';
import { reshapeSubscriber, subscriberColumns, type SubscriberRow } from '../reshape';
import type { NewsletterSource, Subscriber, SubscriberCounts, SubscriberStatus } from '../types';

/** Days an unconfirmed address is kept, and a confirmation link after it expired. */
export const PENDING_KEEP_DAYS = 30;

/** The list itself (newsletter_subscribers): sign-ups, the admin's lists and counts, erasure and upkeep. */
export function subscriberQueries(getDb: GetDatabase) {
  return {
    /** 'existing' when the address (any case) was already subscribed. */
    async subscribe(email: string, source: NewsletterSource, { attribution, channel }: LeadAttribution = { attribution: null, channel: null }): Promise<'created' | 'existing'> {
      const { rows } = await (await getDb()).query<{ id: string; inserted: boolean }>(
        // Pending and confirmed addresses stay as they are; an unsubscribed one must confirm again.
        `insert into public.newsletter_subscribers (email, source, attribution, channel) values ($1, $2, $3::text::jsonb, $4)
         on conflict ((lower(email))) do update set status = 'pending', status_changed_at = now(), confirmation_sent_at = null
           where public.newsletter_subscribers.status = 'unsubscribed'
         returning id, (xmax = 0) as inserted`,
        [email, source, attribution ? JSON.stringify(attribution) : null, channel],
      );
      return rows[0]?.inserted ? 'created' : 'existing';
    },
    /** The newest addresses first. */
    async listSubscribers(limit = 2000): Promise<Subscriber[]> {
      const { rows } = await (await getDb()).query<SubscriberRow>(
        `select ${subscriberColumns} from public.newsletter_subscribers order by created_at desc, id desc limit $1`,
        [limit],
      );
      return rows.map(reshapeSubscriber);
    },
    async countSubscribers(): Promise<number> {
      const { rows } = await (await getDb()).query<{ n: number }>('select count(*)::int as n from public.newsletter_subscribers');
      return rows[0]?.n ?? 0;
    },
    /** Every address, newest first, a batch at a time (keyset paging): an export of any size holds memory flat. */
    async *streamSubscribers(batchSize = 1000): AsyncGenerator<Subscriber[]> {
      for await (const rows of keysetBatches<SubscriberRow>(getDb, `select ${subscriberColumns} from public.newsletter_subscribers`, batchSize)) {
        yield rows.map(reshapeSubscriber);
      }
    },
    async counts(): Promise<SubscriberCounts> {
      const { rows } = await (await getDb()).query<{ status: SubscriberStatus; n: number }>(
        'select status, count(*)::int as n from public.newsletter_subscribers group by status',
      );
      const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },
    /** The address of a subscriber still waiting to confirm, or null. */
    async pendingEmail(id: string): Promise<string | null> {
      const { rows } = await (await getDb()).query<{ email: string }>(`select email from public.newsletter_subscribers where id = $1 and status = 'pending'`, [id]);
      return rows[0]?.email ?? null;
    },
    /** Erases an address: its tokens and deliveries go with it (on delete cascade). */
    async deleteSubscriber(id: string): Promise<boolean> {
      const { affectedRows } = await (await getDb()).query('delete from public.newsletter_subscribers where id = $1', [id]);
      return (affectedRows ?? 0) > 0;
    },
    /** Pending addresses never confirmed, and confirmation links long past use. */
    async removeStale(): Promise<number> {
      const db = await getDb();
      const { affectedRows } = await db.query(
        `delete from public.newsletter_subscribers where status = 'pending' and status_changed_at < now() - make_interval(days => ${PENDING_KEEP_DAYS})`,
      );
      await db.query(`delete from public.newsletter_tokens where purpose = 'confirm' and expires_at < now() - make_interval(days => ${PENDING_KEEP_DAYS})`);
      return affectedRows ?? 0;
    },
  };
}
