import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import type { NotificationStatus, SubscriberStatus } from './types';

/**
 * The newsletter's SQL (supabase/migrations/20261128002000_newsletter.sql): confirmation and
 * unsubscribe tokens, sends, and the deliveries outbox that lib/leads/outbox.ts drains like the
 * lead notifications. Sign-ups themselves are stored by the lead repository's `subscribe`.
 */

export type DeliveryKind = 'confirmation' | 'post';
export type ClaimedDelivery = { id: string; claimId: string; subscriberId: string; email: string; kind: DeliveryKind; sendId: string | null; attempts: number };
export type TokenPurpose = 'confirm' | 'unsubscribe';
/** 'subscribed': the link's address is confirmed (by this link or another). */
export type LinkState = 'valid' | 'subscribed' | 'used' | 'expired' | 'unknown';
export type SubscriberCounts = Record<SubscriberStatus, number>;
export type SendContent = { id: string; postId: string; postSlug: string; subject: string; html: string; text: string };
export type SendSummary = {
  id: string;
  postSlug: string;
  subject: string;
  sentBy: string | null;
  createdAt: string;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
  /** Recipients it reached who have unsubscribed since. */
  unsubscribedSince: number;
};

/** Days a confirmation link works, and days an unconfirmed address is kept. */
export const CONFIRM_LINK_DAYS = 7;
export const PENDING_KEEP_DAYS = 30;

/**
 * A pending address (alias s) is due a confirmation unless one was queued in the last hour and
 * is sent or still on its way: one that failed (e-mail was off, the mailbox refused it) was
 * never delivered, so signing up again sends a fresh link at once.
 */
const CONFIRMATION_DUE = `s.status = 'pending' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= now() - interval '1 hour'
  or not exists (select 1 from public.newsletter_deliveries d where d.subscriber_id = s.id and d.kind = 'confirmation' and d.status in ('pending', 'sent')))`;

type ClaimRow = { id: string; claim_id: string; subscriber_id: string; email: string; kind: DeliveryKind; send_id: string | null; attempts: number };

export function createNewsletterRepository(getDb: GetDatabase) {
  return {
    /**
     * Queues a confirmation e-mail for a pending address unless one went out (or is on its way)
     * in the last hour. The check and the stamp are one statement, so concurrent sign-ups queue one e-mail.
     */
    async queueConfirmation(email: string): Promise<string | null> {
      const { rows } = await (await getDb()).query<{ id: string }>(
        `with due as (
           update public.newsletter_subscribers s set confirmation_sent_at = now()
           where lower(s.email) = lower($1) and ${CONFIRMATION_DUE}
           returning s.id
         )
         insert into public.newsletter_deliveries (subscriber_id, kind) select id, 'confirmation' from due returning id`,
        [email],
      );
      return rows[0]?.id ?? null;
    },
    /** Whether a confirmation e-mail would be queued for this address now (read only). */
    async confirmationDue(email: string): Promise<boolean> {
      const { rows } = await (await getDb()).query<{ due: boolean }>(
        `select exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower($1) and ${CONFIRMATION_DUE}) as due`,
        [email],
      );
      return rows[0]?.due ?? false;
    },
    /** The address of a subscriber still waiting to confirm, or null. */
    async pendingEmail(id: string): Promise<string | null> {
      const { rows } = await (await getDb()).query<{ email: string }>(`select email from public.newsletter_subscribers where id = $1 and status = 'pending'`, [id]);
      return rows[0]?.email ?? null;
    },
    /**
     * Staff's resend: a fresh confirmation for a pending address, whenever the last one went.
     * 'in-flight' while one still waits in the outbox (the budget may be delaying it).
     */
    async requeueConfirmation(id: string): Promise<{ deliveryId: string; email: string } | 'not-pending' | 'in-flight'> {
      const db = await getDb();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ email: string; status: SubscriberStatus; waiting: boolean }>(
          `select s.email, s.status, exists (select 1 from public.newsletter_deliveries d
             where d.subscriber_id = s.id and d.kind = 'confirmation' and d.status = 'pending') as waiting
           from public.newsletter_subscribers s where s.id = $1 for update`,
          [id],
        );
        const row = rows[0];
        if (!row || row.status !== 'pending') return 'not-pending';
        if (row.waiting) return 'in-flight';
        await tx.query('update public.newsletter_subscribers set confirmation_sent_at = now() where id = $1', [id]);
        const { rows: queued } = await tx.query<{ id: string }>(
          `insert into public.newsletter_deliveries (subscriber_id, kind) values ($1, 'confirmation') returning id`,
          [id],
        );
        return { deliveryId: queued[0]!.id, email: row.email };
      });
    },
    /** Stores the hashes of freshly made link tokens (the raw tokens go only into the e-mails). */
    async storeTokens(tokens: { hash: string; subscriberId: string; purpose: TokenPurpose }[]): Promise<void> {
      if (tokens.length === 0) return;
      await (await getDb()).query(
        `insert into public.newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
         select t.hash, t.subscriber_id, t.purpose,
                case when t.purpose = 'confirm' then now() + make_interval(days => ${CONFIRM_LINK_DAYS}) end
         from unnest($1::text[], $2::uuid[], $3::text[]) as t(hash, subscriber_id, purpose)`,
        [tokens.map((t) => t.hash), tokens.map((t) => t.subscriberId), tokens.map((t) => t.purpose)],
      );
    },
    /** What a link's page says before anything is pressed. */
    async linkState(hash: string, purpose: TokenPurpose): Promise<LinkState> {
      const { rows } = await (await getDb()).query<{ used: boolean; expired: boolean; status: SubscriberStatus }>(
        `select t.used_at is not null as used, coalesce(t.expires_at <= now(), false) as expired, s.status
         from public.newsletter_tokens t join public.newsletter_subscribers s on s.id = t.subscriber_id
         where t.token_hash = $1 and t.purpose = $2`,
        [hash, purpose],
      );
      const row = rows[0];
      if (!row) return 'unknown';
      // An unsubscribe link of an address already off the list: 'used' (nothing more to do).
      if (purpose === 'unsubscribe') return row.status === 'unsubscribed' ? 'used' : 'valid';
      if (row.status === 'confirmed') return 'subscribed';
      if (row.used || row.status !== 'pending') return 'used';
      if (row.expired) return 'expired';
      return 'valid';
    },
    /** The confirm button: a valid link confirms its pending address, once. */
    async confirm(hash: string): Promise<LinkState | 'confirmed'> {
      const db = await getDb();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ subscriber_id: string; used: boolean; expired: boolean; status: SubscriberStatus }>(
          `select t.subscriber_id, t.used_at is not null as used, coalesce(t.expires_at <= now(), false) as expired, s.status
           from public.newsletter_tokens t join public.newsletter_subscribers s on s.id = t.subscriber_id
           where t.token_hash = $1 and t.purpose = 'confirm' for update of t, s`,
          [hash],
        );
        const row = rows[0];
        if (!row) return 'unknown';
        if (row.status === 'confirmed') return 'subscribed';
        if (row.used || row.status !== 'pending') return 'used';
        if (row.expired) return 'expired';
        await tx.query(`update public.newsletter_tokens set used_at = now() where subscriber_id = $1 and purpose = 'confirm' and used_at is null`, [row.subscriber_id]);
        await tx.query(`update public.newsletter_subscribers set status = 'confirmed', status_changed_at = now() where id = $1`, [row.subscriber_id]);
        await tx.query(`update public.newsletter_deliveries set status = 'cancelled', claim_id = null where subscriber_id = $1 and kind = 'confirmation' and status = 'pending'`, [
          row.subscriber_id,
        ]);
        return 'confirmed';
      });
    },
    /** One-click unsubscribe: true when the token is known (again and again: unsubscribing twice is fine). */
    async unsubscribe(hash: string): Promise<boolean> {
      const db = await getDb();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ subscriber_id: string }>(
          `select subscriber_id from public.newsletter_tokens where token_hash = $1 and purpose = 'unsubscribe'`,
          [hash],
        );
        const id = rows[0]?.subscriber_id;
        if (!id) return false;
        await tx.query(
          `update public.newsletter_subscribers set status = 'unsubscribed', status_changed_at = now() where id = $1 and status <> 'unsubscribed'`,
          [id],
        );
        // Nothing queued for the address goes out any more; one a drain is sending this instant may.
        await tx.query(`update public.newsletter_deliveries set status = 'cancelled', claim_id = null where subscriber_id = $1 and status = 'pending'`, [id]);
        return true;
      });
    },
    async counts(): Promise<SubscriberCounts> {
      const { rows } = await (await getDb()).query<{ status: SubscriberStatus; n: number }>(
        'select status, count(*)::int as n from public.newsletter_subscribers group by status',
      );
      const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },
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
    async claim(kind: DeliveryKind, { limit, leaseSeconds, id, ratePerMinute }: { limit: number; leaseSeconds: number; id?: string; ratePerMinute?: number }): Promise<ClaimedDelivery[]> {
      const { rows } = await (await getDb()).query<ClaimRow>('select * from public.newsletter_deliveries_claim($1, $2, $3, $4, $5)', [
        kind,
        limit,
        leaseSeconds,
        id ?? null,
        ratePerMinute ?? null,
      ]);
      return rows.map((row) => ({
        id: row.id,
        claimId: row.claim_id,
        subscriberId: row.subscriber_id,
        email: row.email,
        kind: row.kind,
        sendId: row.send_id,
        attempts: Number(row.attempts),
      }));
    },
    async markSent(id: string): Promise<boolean> {
      const { rows } = await (await getDb()).query<{ ok: boolean }>('select public.newsletter_deliveries_mark_sent($1) as ok', [id]);
      return rows[0]?.ok ?? false;
    },
    async recordFailure(id: string, claimId: string, error: string, retryInSeconds: number | null): Promise<NotificationStatus | null> {
      const { rows } = await (await getDb()).query<{ status: NotificationStatus | null }>(
        'select public.newsletter_deliveries_record_failure($1, $2, $3, $4) as status',
        [id, claimId, error, retryInSeconds],
      );
      return rows[0]?.status ?? null;
    },
    /** See the lead repository's releaseOrphanedClaims: the embedded database's owner only. */
    async releaseOrphanedClaims(startedAt: Date, leaseSeconds: number): Promise<number> {
      const { affectedRows } = await (await getDb()).query(
        `update public.newsletter_deliveries set next_attempt_at = now(), claim_id = null
         where status = 'pending' and claim_id is not null and next_attempt_at < $1::timestamptz + make_interval(secs => $2)`,
        [startedAt.toISOString(), leaseSeconds],
      );
      return affectedRows ?? 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

let repository: NewsletterRepository | undefined;

export function newsletterRepository(): NewsletterRepository {
  return (repository ??= createNewsletterRepository(database));
}
