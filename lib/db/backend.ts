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

/**
 * Whether data may be read while pages are prerendered. The embedded database is never
 * opened by `next build` (PGlite allows one process per data directory, and the build
 * runs beside a live server), so with it data-backed pages render on first request.
 */
export const readableAtBuild = () => dataBackend === 'supabase';
