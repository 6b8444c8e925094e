import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { supabaseConfig } from '@/lib/db/backend';
import { createServiceClient } from '@/lib/db/supabase';
import { createLocalLeadRepository } from './local';
import { createSupabaseLeadRepository } from './supabase';
import type { LeadRepository } from './types';

let repository: LeadRepository | undefined;

/** The one place that picks where leads are stored. Private to lib/. */
export function leadRepository(): LeadRepository {
  if (!repository) {
    const config = supabaseConfig();
    repository = config ? createSupabaseLeadRepository(createServiceClient(config)) : createLocalLeadRepository(localDatabase);
  }
  return repository;
}
