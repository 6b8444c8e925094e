import type { SupabaseClient } from '@supabase/supabase-js';
import { auditColumns, reshapeAuditEvent, type AuditRow } from './reshape';
import type { AuditRepository } from './types';

/** The audit log on Supabase, through the service-role client only (RLS gives anon nothing). */
export function createSupabaseAuditRepository(service: SupabaseClient): AuditRepository {
  const fail = (error: { message: string }): never => {
    throw new Error(`Supabase: ${error.message}`);
  };
  return {
    async record({ event, client, detail }) {
      const { error } = await service.from('audit_events').insert({ event, client_key: client, detail });
      if (error) fail(error);
    },
    async list(limit) {
      const { data, error } = await service
        .from('audit_events')
        .select(auditColumns)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit);
      if (error) fail(error);
      return (data as AuditRow[]).map(reshapeAuditEvent);
    },
    async prune(days) {
      const { error } = await service.from('audit_events').delete().lt('created_at', new Date(Date.now() - days * 86_400_000).toISOString());
      if (error) fail(error);
    },
  };
}
