import type { SupabaseClient } from '@supabase/supabase-js';
import { contactColumns, contactRow, reshapeContact, reshapeSubscriber, type ContactRow, type SubscriberRow } from './reshape';
import type { LeadRepository } from './types';

/** Leads on Supabase, through the service-role client only (RLS gives anon nothing). */
export function createSupabaseLeadRepository(service: SupabaseClient): LeadRepository {
  const fail = (error: { message: string }): never => {
    throw new Error(`Supabase: ${error.message}`);
  };
  return {
    async createContactRequest(input) {
      const { data, error } = await service
        .from('contact_requests')
        .insert({ ...contactRow(input), submission_id: input.submissionId ?? null })
        .select(contactColumns)
        .single();
      if (error?.code === '23505' && error.message.includes('submission_id')) return null;
      if (error) fail(error);
      return reshapeContact(data as ContactRow);
    },
    async subscribe(email, source) {
      const { error } = await service.from('newsletter_subscribers').insert({ email, source });
      if (!error) return 'created';
      if (error.code === '23505') return 'existing';
      return fail(error);
    },
    async listContactRequests(limit = 500) {
      const { data, error } = await service.from('contact_requests').select(contactColumns).order('created_at', { ascending: false }).limit(limit);
      if (error) fail(error);
      return (data as ContactRow[]).map(reshapeContact);
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
  };
}
