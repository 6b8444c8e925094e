import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import type { SessionStore } from './types';

export function createSessionStore(getDb: GetDatabase): SessionStore {
  return {
    async start(id, absoluteSeconds, idleSeconds) {
      await (await getDb()).query('select public.admin_session_start($1, $2, $3)', [id, absoluteSeconds, idleSeconds]);
    },
    async touch(id, idleSeconds) {
      const { rows } = await (await getDb()).query<{ live: boolean }>('select public.admin_session_touch($1, $2) as live', [id, idleSeconds]);
      return rows[0]?.live === true;
    },
    async revoke(id) {
      await (await getDb()).query('select public.admin_session_revoke($1)', [id]);
    },
    async revokeAll() {
      const { rows } = await (await getDb()).query<{ count: number }>('select public.admin_session_revoke_all() as count');
      return rows[0]?.count ?? 0;
    },
  };
}

let store: SessionStore | undefined;

/** Where admin sessions are stored. Private to lib/auth. */
export function sessionStore(): SessionStore {
  return (store ??= createSessionStore(database));
}
