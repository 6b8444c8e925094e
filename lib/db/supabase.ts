import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export type SupabaseConfig = { url: string; anonKey: string; serviceRoleKey?: string };

const options = {
  // Server-side clients: no browser session to persist or refresh.
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // A visitor waits on these calls: fail fast (cached pages keep serving) instead of retrying
  // with a 1 s + 2 s + 4 s back-off, and never hang on a dead connection.
  db: { retry: false },
  global: {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(8000) }),
  },
};

/** The public client: the anon key, so row-level security applies. */
export function createAnonClient(config: SupabaseConfig): SupabaseClient {
  return createClient(config.url, config.anonKey, options);
}

/** The server's privileged client. The service-role key must never reach a browser. */
export function createServiceClient(config: SupabaseConfig): SupabaseClient {
  if (!config.serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is required for admin reads and writes.');
  return createClient(config.url, config.serviceRoleKey, options);
}
