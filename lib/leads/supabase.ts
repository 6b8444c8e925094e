import type { SupabaseClient } from '@supabase/supabase-js';
import {
  contactColumns,
  contactRow,
  likePattern,
  notificationColumns,
  reshapeClaim,
  reshapeContact,
  reshapeNotification,
  reshapeSubscriber,
  statusCounts,
  type ClaimRow,
  type ContactRow,
  type NotificationRow,
  type SubscriberRow,
} from './reshape';
import { LEAD_STATUSES, type LeadNotification, type LeadRepository, type NotificationChannel } from './types';

/** Leads on Supabase, through the service-role client only (RLS gives anon nothing). */
export function createSupabaseLeadRepository(service: SupabaseClient): LeadRepository {
  const fail = (error: { message: string }): never => {
    throw new Error(`Supabase: ${error.message}`);
  };
  return {
    async createContactRequest(input, channels) {
      // One RPC, one transaction: the lead and its outbox rows are stored together or not at all.
      // No row back: the submission id was already stored (a resend).
      const { data, error } = await service
        .rpc('create_contact_request_with_outbox', { p_lead: contactRow(input), p_channels: channels })
        .select(contactColumns)
        .maybeSingle();
      if (error) fail(error);
      return data ? reshapeContact(data as ContactRow) : null;
    },
    async subscribe(email, source) {
      const { error } = await service.from('newsletter_subscribers').insert({ email, source });
      if (!error) return 'created';
      if (error.code === '23505') return 'existing';
      return fail(error);
    },
    async listContactRequests(limit = 500, filter = {}) {
      let query = service.from('contact_requests').select(contactColumns);
      if (filter.status) query = query.eq('status', filter.status);
      if (filter.source) query = query.eq('source', filter.source);
      if (filter.query) {
        // A quoted PostgREST value: commas, parentheses and dots in the search stay text.
        const value = `"${likePattern(filter.query).replace(/["\\]/g, (c) => `\\${c}`)}"`;
        query = query.or(`full_name.ilike.${value},email.ilike.${value},company.ilike.${value}`);
      }
      const { data, error } = await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit);
      if (error) fail(error);
      return (data as ContactRow[]).map(reshapeContact);
    },
    async updateLeadPipeline(id, { status, note }) {
      const { data: before, error: readError } = await service.from('contact_requests').select(contactColumns).eq('id', id).maybeSingle();
      if (readError) fail(readError);
      if (!before) return null;
      const previous = before as ContactRow;
      const changes = previous.status === status ? { note } : { status, note, status_changed_at: new Date().toISOString() };
      const { error } = await service.from('contact_requests').update(changes).eq('id', id);
      if (error) fail(error);
      return reshapeContact(previous);
    },
    async countLeadsByStatus() {
      const counted = await Promise.all(
        LEAD_STATUSES.map(async (status) => {
          const { count, error } = await service.from('contact_requests').select('id', { count: 'exact', head: true }).eq('status', status);
          if (error) fail(error);
          return { status, total: count ?? 0 };
        }),
      );
      return statusCounts(counted);
    },
    async listSubscribers(limit = 2000) {
      const { data, error } = await service
        .from('newsletter_subscribers')
        .select('id, email, source, created_at')
        .order('created_at', { ascending: false })
        .limit(limit);
      if (error) fail(error);
      return (data as SubscriberRow[]).map(reshapeSubscriber);
    },
    async claimNotifications({ limit, leaseSeconds, leadId }) {
      const { data, error } = await service.rpc('lead_notifications_claim', { p_limit: limit, p_lease_seconds: leaseSeconds, p_lead_id: leadId ?? null });
      if (error) fail(error);
      return (data as ClaimRow[]).map(reshapeClaim);
    },
    async markNotificationSent(id) {
      const { data, error } = await service.rpc('lead_notifications_mark_sent', { p_id: id });
      if (error) fail(error);
      return data === true;
    },
    async recordNotificationFailure(id, claimId, message, retryInSeconds) {
      const { data, error } = await service.rpc('lead_notifications_record_failure', {
        p_id: id,
        p_claim_id: claimId,
        p_error: message,
        p_retry_in_seconds: retryInSeconds,
      });
      if (error) fail(error);
      return (data as LeadNotification['status'] | null) ?? null;
    },
    async resendNotification(id) {
      const { data, error } = await service.rpc('lead_notifications_resend', { p_id: id });
      if (error) fail(error);
      const row = (data as { lead_id: string; channel: NotificationChannel }[])[0];
      return row ? { leadId: row.lead_id, channel: row.channel } : null;
    },
    async listNotifications(leadIds) {
      if (leadIds.length === 0) return [];
      const { data, error } = await service.from('lead_notifications').select(notificationColumns).in('lead_id', leadIds).order('channel');
      if (error) fail(error);
      return (data as NotificationRow[]).map(reshapeNotification);
    },
    async countFailedNotifications() {
      const { count, error } = await service.from('lead_notifications').select('id', { count: 'exact', head: true }).eq('status', 'failed');
      if (error) fail(error);
      return count ?? 0;
    },
  };
}
