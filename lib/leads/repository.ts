import 'server-only';
import { database, keysetBatches, type GetDatabase } from '@/lib/db';
import { isUuid } from '@/lib/ids';
import {
  contactColumns,
  contactRow,
  likePattern,
  notificationColumns,
  reshapeClaim,
  reshapeContact,
  reshapeNotification,
  statusCounts,
  type ClaimRow,
  type ContactRow,
  type NotificationRow,
} from './reshape';
import { aiAssistantOf } from './channels';
import type { LeadNotification, LeadRepository, NotificationChannel, SourcesRow } from './types';

export function createLeadRepository(getDb: GetDatabase): LeadRepository {
  return {
    async createContactRequest(input, channels) {
      // The same function Supabase runs over RPC: the lead and its outbox rows in one statement.
      const { rows } = await (await getDb()).query<ContactRow>(
        `select ${contactColumns} from public.create_contact_request_with_outbox($1, $2)`,
        [contactRow(input), channels],
      );
      return rows[0] ? reshapeContact(rows[0]) : null;
    },
    async listContactRequests(limit = 500, filter = {}, offset = 0) {
      const params: unknown[] = [limit, offset];
      const where: string[] = [];
      if (filter.status) where.push(`status = $${params.push(filter.status)}`);
      if (filter.source) where.push(`source = $${params.push(filter.source)}`);
      if (filter.channel) where.push(`channel = $${params.push(filter.channel)}`);
      if (filter.campaign) where.push(`lower(attribution -> 'last' ->> 'utm_campaign') = lower($${params.push(filter.campaign)})`);
      if (filter.query) {
        const at = params.push(likePattern(filter.query));
        where.push(`(full_name ilike $${at} or email ilike $${at} or coalesce(company, '') ilike $${at})`);
      }
      const { rows } = await (await getDb()).query<ContactRow>(
        `select ${contactColumns} from public.contact_requests ${where.length ? `where ${where.join(' and ')}` : ''}
         order by created_at desc, id desc limit $1 offset $2`,
        params,
      );
      return rows.map(reshapeContact);
    },
    async *streamContactRequests(batchSize = 1000) {
      for await (const rows of keysetBatches<ContactRow>(getDb, `select ${contactColumns} from public.contact_requests`, batchSize)) {
        yield rows.map(reshapeContact);
      }
    },
    async updateLeadPipeline(id, { status, note, changedBy }) {
      if (!isUuid(id)) return null;
      // The row as it was, from the same statement that changes it (for the audit trail).
      const { rows } = await (await getDb()).query<ContactRow>(
        `update public.contact_requests c
         set status = $2, note = $3, status_changed_at = case when c.status is distinct from $2 then now() else c.status_changed_at end,
             status_changed_by = case when c.status is distinct from $2 then $4 else c.status_changed_by end
         from public.contact_requests before
         where c.id = $1::uuid and before.id = c.id
         returning ${contactColumns
           .split(', ')
           .map((column) => `before.${column}`)
           .join(', ')}`,
        [id, status, note, changedBy ?? null],
      );
      return rows[0] ? reshapeContact(rows[0]) : null;
    },
    async countLeadsByStatus() {
      const { rows } = await (await getDb()).query<{ status: string; total: number }>(
        'select status, count(*)::int as total from public.contact_requests group by status',
      );
      return statusCounts(rows);
    },
    async sourcesReport(days) {
      // One scan for all five views (grouping sets): each row's jsonb is read once, not five times.
      // grouping() has a bit set for each column a set does not group by (channel, campaign, landing, week, assistant).
      type Row = { g: number; channel: string | null; campaign: string | null; landing: string | null; week: string | null; assistant: string | null; leads: number; won: number };
      const { rows } = await (await getDb()).query<Row>(
        `select grouping(channel, campaign, landing, week, assistant)::int as g, channel, campaign, landing, to_char(week, 'YYYY-MM-DD') as week, assistant,
                count(*)::int as leads, count(*) filter (where won)::int as won
         from (select channel, status = 'won' as won, attribution #>> '{last,utm_campaign}' as campaign,
                      attribution #>> '{first,landing_path}' as landing, date_trunc('week', created_at at time zone 'UTC') as week,
                      case when channel = 'AI assistants' then coalesce(attribution #>> '{last,utm_source}', attribution #>> '{last,referrer_host}') end as assistant
               from public.contact_requests where created_at >= now() - make_interval(days => $1)) l
         group by grouping sets ((channel), (campaign), (landing), (week, channel), (assistant))`,
        [days],
      );
      const sorted = (list: SourcesRow[]) =>
        list.sort((a, b) => b.leads - a.leads || (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key))).slice(0, 50);
      const top = (g: number, key: (row: Row) => string | null) =>
        sorted(rows.filter((row) => Number(row.g) === g).map((row) => ({ key: key(row), leads: Number(row.leads), won: Number(row.won) })));
      // The stored source (a host or utm_source) named as the assistant; several sources may name one.
      const assistants = new Map<string, SourcesRow>();
      for (const row of rows.filter((row) => Number(row.g) === 0b11110 && row.assistant !== null)) {
        const name = aiAssistantOf(row.assistant) ?? row.assistant!;
        const sum = assistants.get(name) ?? { key: name, leads: 0, won: 0 };
        sum.leads += Number(row.leads);
        sum.won += Number(row.won);
        assistants.set(name, sum);
      }
      return {
        channels: top(0b01111, (row) => row.channel),
        campaigns: top(0b10111, (row) => row.campaign),
        landingPages: top(0b11011, (row) => row.landing),
        assistants: sorted([...assistants.values()]),
        weeks: rows
          .filter((row) => Number(row.g) === 0b01101)
          .map((row) => ({ week: row.week!, channel: row.channel, leads: Number(row.leads) }))
          .sort((a, b) => a.week.localeCompare(b.week) || (a.channel ?? '').localeCompare(b.channel ?? '')),
      };
    },
    async claimNotifications({ limit, leaseSeconds, leadId }) {
      const { rows } = await (await getDb()).query<ClaimRow>('select * from public.lead_notifications_claim($1, $2, $3)', [
        limit,
        leaseSeconds,
        leadId ?? null,
      ]);
      return rows.map(reshapeClaim);
    },
    async markNotificationSent(id) {
      const { rows } = await (await getDb()).query<{ ok: boolean }>('select public.lead_notifications_mark_sent($1) as ok', [id]);
      return rows[0]?.ok ?? false;
    },
    async recordNotificationFailure(id, claimId, error, retryInSeconds) {
      const { rows } = await (await getDb()).query<{ status: LeadNotification['status'] | null }>(
        'select public.lead_notifications_record_failure($1, $2, $3, $4) as status',
        [id, claimId, error, retryInSeconds],
      );
      return rows[0]?.status ?? null;
    },
    async resendNotification(id) {
      const { rows } = await (await getDb()).query<{ lead_id: string; channel: NotificationChannel }>(
        'select * from public.lead_notifications_resend($1)',
        [id],
      );
      return rows[0] ? { leadId: rows[0].lead_id, channel: rows[0].channel } : null;
    },
    async listNotifications(leadIds) {
      if (leadIds.length === 0) return [];
      const { rows } = await (await getDb()).query<NotificationRow>(
        `select ${notificationColumns} from public.lead_notifications where lead_id = any($1::uuid[]) order by channel`,
        [leadIds],
      );
      return rows.map(reshapeNotification);
    },
    async releaseOrphanedClaims(startedAt, leaseSeconds) {
      // A claim sets next_attempt_at = claim time + lease, so this picks claims made before startedAt.
      const { affectedRows } = await (await getDb()).query(
        `update public.lead_notifications set next_attempt_at = now(), claim_id = null
         where status = 'pending' and claim_id is not null and next_attempt_at < $1::timestamptz + make_interval(secs => $2)`,
        [startedAt.toISOString(), leaseSeconds],
      );
      return affectedRows ?? 0;
    },
    async countFailedNotifications() {
      const { rows } = await (await getDb()).query<{ n: number }>("select count(*)::int as n from public.lead_notifications where status = 'failed'");
      return rows[0]?.n ?? 0;
    },
  };
}

let repository: LeadRepository | undefined;

/** Where leads are stored. Private to lib/. */
export function leadRepository(): LeadRepository {
  return (repository ??= createLeadRepository(database));
}
