import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import type { SupabaseConfig } from './supabase';

/** Supabase when its URL and anon key are set; the embedded PGlite database otherwise. */
export function supabaseConfig(): SupabaseConfig | null {
  const url = runtimeEnv('NEXT_PUBLIC_SUPABASE_URL');
  const anonKey = runtimeEnv('NEXT_PUBLIC_SUPABASE_ANON_KEY');
  if (!url || !anonKey) return null;
  return { url, anonKey, serviceRoleKey: runtimeEnv('SUPABASE_SERVICE_ROLE_KEY') };
}

export const dataBackend: 'supabase' | 'local' = supabaseConfig() ? 'supabase' : 'local';
