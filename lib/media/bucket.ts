import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { runtimeEnv } from '@/lib/env.server';

/**
 * Supabase Storage for uploaded images, on hosts without a persistent disk: on when the project
 * URL and the service-role key are set. The one place supabase-js is still the right tool; all
 * data goes through SQL (lib/db).
 */
export type StorageConfig = { url: string; serviceRoleKey: string };

export function storageConfig(): StorageConfig | null {
  const url = runtimeEnv('NEXT_PUBLIC_SUPABASE_URL');
  const serviceRoleKey = runtimeEnv('SUPABASE_SERVICE_ROLE_KEY');
  return url && serviceRoleKey ? { url, serviceRoleKey } : null;
}

/** How long staff wait for Storage before they are told it cannot be reached. */
const STORAGE_TIMEOUT_MS = 8000;

/**
 * A server-side client: no browser session, fail fast instead of retrying while staff wait.
 * supabase-js loads here, on first use, so a server without Storage never holds it: every post's
 * page imports this module's callers (docs/performance.md, "Server memory").
 */
export async function createStorageClient({ url, serviceRoleKey }: { url: string; serviceRoleKey: string }): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(STORAGE_TIMEOUT_MS) }),
    },
  });
}
