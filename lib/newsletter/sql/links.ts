import 'server-only';
import type { GetDatabase } from '@/lib/db';
import type { LinkState, SubscriberStatus, TokenPurpose } from '../types';

/** Days a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * A pending address (alias s) is due a confirmation unless one was queued in the last hour and
 * is sent or still on its way: one that failed (e-mail was off, the mailbox refused it) was
 * never delivered, so signing up again sends a fresh link at once.
 */
const CONFIRMATION_DUE = `s.status = 'pending' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= now() - interval '1 hour'
  or not exists (select 1 from public.newsletter_deliveries d where d.subscriber_id = s.id and d.kind = 'confirmation' and d.status in ('pending', 'sent')))`;

/** Double opt-in and leaving (newsletter_tokens): confirmation e-mails queued, link tokens, confirm and unsubscribe. */
export function linkQueries(getDb: GetDatabase) {
  return {
    /**
     * Queues a confirmation e-mail for a pending address unless one went out (or is on its way)
     * in the last hour. Concurrent sign-ups of one address queue one e-mail: each first locks the
     * address's row, so the check runs after the one before it has committed and sees its e-mail.
     * One statement alone is not enough: a sign-up that waited for the row re-checks it with the
     * snapshot it started with, in which the other's e-mail is not there yet.
     */
    async queueConfirmation(email: string): Promise<string | null> {
      return (await getDb()).transaction(async (tx) => {
        await tx.query('select 1 from public.newsletter_subscribers where lower(email) = lower($1) for update', [email]);
        const { rows } = await tx.query<{ id: string }>(
          `with due as (
             update public.newsletter_subscribers s set confirmation_sent_at = now()
             where lower(s.email) = lower($1) and ${CONFIRMATION_DUE}
             returning s.id
           )
           insert into public.newsletter_deliveries (subscriber_id, kind) select id, 'confirmation' from due returning id`,
          [email],
        );
        return rows[0]?.id ?? null;
      });
    },
    /** Whether a confirmation e-mail would be queued for this address now (read only). */
    async confirmationDue(email: string): Promise<boolean> {
      const { rows } = await (await getDb()).query<{ due: boolean }>(
        `select exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower($1) and ${CONFIRMATION_DUE}) as due`,
        [email],
      );
      return rows[0]?.due ?? false;
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
  };
}
