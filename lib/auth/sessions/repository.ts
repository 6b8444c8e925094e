import 'server-only';
import { localDatabase } from '@/lib/db/pglite';
import { supabaseConfig } from '@/lib/db/backend';
import { createServiceClient } from '@/lib/db/supabase';
import { createLocalSessionStore } from './local';
import { createSupabaseSessionStore } from './supabase';
import type { SessionStore } from './types';

let store: SessionStore | undefined;

/** The one place that picks where admin sessions are stored. Private to lib/auth. */
export function sessionStore(): SessionStore {
  if (!store) {
    const config = supabaseConfig();
    store = config ? createSupabaseSessionStore(createServiceClient(config)) : createLocalSessionStore(localDatabase);
  }
  return store;
}
