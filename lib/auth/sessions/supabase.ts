import type { SupabaseClient } from '@supabase/supabase-js';
import type { SessionStore } from './types';

/** Sessions on Supabase, through the service-role client only (RLS gives anon nothing). */
export function createSupabaseSessionStore(service: SupabaseClient): SessionStore {
  const call = async <T>(fn: string, args?: Record<string, unknown>): Promise<T> => {
    const { data, error } = await service.rpc(fn, args);
    if (error) throw new Error(`Supabase: ${error.message}`);
    return data as T;
  };
  return {
    async start(id, absoluteSeconds, idleSeconds) {
      await call('admin_session_start', { p_id: id, p_absolute_seconds: absoluteSeconds, p_idle_seconds: idleSeconds });
    },
    async touch(id, idleSeconds) {
      return (await call<boolean>('admin_session_touch', { p_id: id, p_idle_seconds: idleSeconds })) === true;
    },
    async revoke(id) {
      await call('admin_session_revoke', { p_id: id });
    },
    async revokeAll() {
      return (await call<number>('admin_session_revoke_all')) ?? 0;
    },
  };
}
