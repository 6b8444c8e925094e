import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { supabaseConfig } from '@/lib/db/backend';
import { createServiceClient } from '@/lib/db/supabase';
import { createLocalAuditRepository } from './local';
import { createSupabaseAuditRepository } from './supabase';
import type { AuditRepository } from './types';

let repository: AuditRepository | undefined;

/** The one place that picks where audit events are stored. Private to lib/audit. */
export function auditRepository(): AuditRepository {
  if (!repository) {
    const config = supabaseConfig();
    repository = config ? createSupabaseAuditRepository(createServiceClient(config)) : createLocalAuditRepository(localDatabase);
  }
  return repository;
}
