import 'server-only';
import type { GetDatabase } from '@/lib/db';
import type { RowStatus } from '@/lib/outbox-queue';
import type { ClaimedDelivery, DeliveryKind } from '../types';

type ClaimRow = { id: string; claim_id: string; subscriber_id: string; email: string; kind: DeliveryKind; send_id: string | null; attempts: number };

/** The outbox (newsletter_deliveries) as lib/outbox-queue.ts drains it: claims under a lease, sent, failed. */
export function deliveryQueries(getDb: GetDatabase) {
  return {
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
    async recordFailure(id: string, claimId: string, error: string, retryInSeconds: number | null): Promise<RowStatus | null> {
      const { rows } = await (await getDb()).query<{ status: RowStatus | null }>(
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
