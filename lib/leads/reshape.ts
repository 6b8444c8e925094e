import { parseAttribution } from '@/lib/attribution/edge';
import { CHANNELS, type Channel } from './channels';
import { LEAD_STATUSES, type ClaimedNotification, type ContactRequest, type ContactRequestInput, type LeadNotification, type LeadStatus } from './types';

export type ContactRow = {
  id: string;
  full_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service_areas: string | null;
  message: string | null;
  source: ContactRequest['source'];
  page: string | null;
  user_agent: string | null;
  created_at: string | Date;
  status: ContactRequest['status'];
  note: string;
  attribution: unknown;
  channel: string | null;
  status_changed_by?: string | null;
};

export const contactColumns = 'id, full_name, email, company, phone, service_areas, message, source, page, user_agent, created_at, status, note, attribution, channel, status_changed_by';

export function reshapeContact(row: ContactRow): ContactRequest {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    serviceAreas: row.service_areas,
    message: row.message,
    source: row.source,
    page: row.page,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    statusChangedBy: row.status_changed_by ?? null,
    note: row.note,
    attribution: reshapeAttribution(row.attribution),
    channel: reshapeChannel(row.channel),
  };
}

/** A stored channel, or null for one this version does not know. */
export const reshapeChannel = (channel: string | null) => ((CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as Channel) : null);

/** Stored attribution as the cookie's own reader checks it (the database holds the same bounds); any age. */
export function reshapeAttribution(value: unknown) {
  if (value == null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return parseAttribution(text, Date.now(), { anyAge: true });
}

/** The contact_requests columns of a new lead, by name (the create_contact_request_with_outbox RPC reads them so). */
export function contactRow(input: ContactRequestInput) {
  return {
    full_name: input.fullName,
    email: input.email,
    company: input.company,
    phone: input.phone,
    service_areas: input.serviceAreas,
    message: input.message,
    source: input.source,
    page: input.page,
    user_agent: input.userAgent,
    submission_id: input.submissionId ?? null,
    attribution: input.attribution ?? null,
    channel: input.channel ?? null,
  };
}

export type NotificationRow = {
  id: string;
  lead_id: string;
  channel: LeadNotification['channel'];
  status: LeadNotification['status'];
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
  sent_at: string | Date | null;
};

export const notificationColumns = 'id, lead_id, channel, status, attempts, next_attempt_at, last_error, sent_at';

export function reshapeNotification(row: NotificationRow): LeadNotification {
  return {
    id: row.id,
    leadId: row.lead_id,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
    lastError: row.last_error,
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}

export type ClaimRow = { id: string; claim_id: string; lead_id: string; channel: ClaimedNotification['channel']; attempts: number; lead: ContactRow };

export function reshapeClaim(row: ClaimRow): ClaimedNotification {
  return { id: row.id, claimId: row.claim_id, leadId: row.lead_id, channel: row.channel, attempts: row.attempts, lead: reshapeContact(row.lead) };
}

/** A search for ILIKE: the user's % and _ match themselves, not any text. */
export { likePattern } from '@/lib/sql-pattern';

/** Zero for every status, then the counts the database returned. */
export function statusCounts(rows: { status: string; total: number | string }[]): Record<LeadStatus, number> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) if ((LEAD_STATUSES as readonly string[]).includes(row.status)) counts[row.status as LeadStatus] = Number(row.total);
  return counts;
}
