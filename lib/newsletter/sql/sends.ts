import 'server-only';
import type { GetDatabase } from '@/lib/db';
import type { SendContent, SendSummary } from '../types';

/** Sending a post (newsletter_sends): who is left to get it, the send with its queued deliveries, and the admin's list of sends. */
export function sendQueries(getDb: GetDatabase) {
  return {
    /** Per post, how many confirmed addresses have had it (queued, sent or failed alike). */
    async confirmedWhoHad(): Promise<Map<string, number>> {
      const { rows } = await (await getDb()).query<{ post_id: string; n: number }>(
        `select d.post_id, count(*)::int as n from public.newsletter_deliveries d
         join public.newsletter_subscribers s on s.id = d.subscriber_id and s.status = 'confirmed'
         where d.post_id is not null group by d.post_id`,
      );
      return new Map(rows.map((row) => [row.post_id, Number(row.n)]));
    },
    /** Confirmed addresses that have not had this post (queued, sent or failed alike). */
    async remainingFor(postId: string): Promise<number> {
      const { rows } = await (await getDb()).query<{ n: number }>(
        `select count(*)::int as n from public.newsletter_subscribers s where s.status = 'confirmed'
         and not exists (select 1 from public.newsletter_deliveries d where d.post_id = $1 and d.subscriber_id = s.id)`,
        [postId],
      );
      return Number(rows[0]?.n ?? 0);
    },
    /**
     * Records a send and queues one delivery per confirmed address that has not had the post, in
     * one transaction. Null (nothing stored) when every confirmed address already has it.
     */
    async createSend(input: Omit<SendContent, 'id'> & { sentBy: string | null }): Promise<{ id: string; queued: number } | null> {
      const db = await getDb();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.newsletter_sends (post_id, post_slug, subject, html, text, sent_by) values ($1, $2, $3, $4, $5, $6) returning id`,
          [input.postId, input.postSlug, input.subject, input.html, input.text, input.sentBy],
        );
        const id = rows[0]!.id;
        const { rows: queued } = await tx.query<{ n: number }>(
          `with added as (
             insert into public.newsletter_deliveries (subscriber_id, kind, send_id, post_id)
             select s.id, 'post', $1, $2 from public.newsletter_subscribers s where s.status = 'confirmed'
             on conflict (post_id, subscriber_id) where post_id is not null do nothing
             returning 1
           )
           select count(*)::int as n from added`,
          [id, input.postId],
        );
        const n = Number(queued[0]?.n ?? 0);
        if (n === 0) {
          await tx.query('delete from public.newsletter_sends where id = $1', [id]);
          return null;
        }
        return { id, queued: n };
      });
    },
    async sendContent(id: string): Promise<SendContent | null> {
      const { rows } = await (await getDb()).query<{ id: string; post_id: string; post_slug: string; subject: string; html: string; text: string }>(
        'select id, post_id, post_slug, subject, html, text from public.newsletter_sends where id = $1',
        [id],
      );
      const row = rows[0];
      return row ? { id: row.id, postId: row.post_id, postSlug: row.post_slug, subject: row.subject, html: row.html, text: row.text } : null;
    },
    async listSends(limit = 20): Promise<SendSummary[]> {
      const { rows } = await (await getDb()).query<{
        id: string;
        post_slug: string;
        subject: string;
        sent_by: string | null;
        created_at: string | Date;
        queued: number;
        sent: number;
        failed: number;
        cancelled: number;
        unsubscribed_since: number;
      }>(
        `select s.id, s.post_slug, s.subject, s.sent_by, s.created_at,
                count(d.id) filter (where d.status = 'pending')::int as queued,
                count(d.id) filter (where d.status = 'sent')::int as sent,
                count(d.id) filter (where d.status = 'failed')::int as failed,
                count(d.id) filter (where d.status = 'cancelled')::int as cancelled,
                count(d.id) filter (where d.status = 'sent' and r.status = 'unsubscribed' and r.status_changed_at >= d.sent_at)::int as unsubscribed_since
         from public.newsletter_sends s left join public.newsletter_deliveries d on d.send_id = s.id
         left join public.newsletter_subscribers r on r.id = d.subscriber_id
         group by s.id order by s.created_at desc limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        postSlug: row.post_slug,
        subject: row.subject,
        sentBy: row.sent_by,
        createdAt: new Date(row.created_at).toISOString(),
        queued: Number(row.queued),
        sent: Number(row.sent),
        failed: Number(row.failed),
        cancelled: Number(row.cancelled),
        unsubscribedSince: Number(row.unsubscribed_since),
      }));
    },
  };
}
