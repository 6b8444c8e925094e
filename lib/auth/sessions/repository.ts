import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import type { SessionPerson, SessionStore } from './types';

type ActorRow = { actor_staff_id: string | null; actor_name: string | null; actor_email: string | null; actor_role: string | null };
type SummaryRow = { id: string; created_at: string | Date; last_seen_at: string | Date };

const iso = (value: string | Date) => new Date(value).toISOString();

export function createSessionStore(getDb: GetDatabase): SessionStore {
  return {
    async start(id, absoluteSeconds, idleSeconds, staffId = null) {
      await (await getDb()).query('select public.admin_session_start_for($1, $2, $3, $4)', [id, staffId, absoluteSeconds, idleSeconds]);
    },
    async touch(id, idleSeconds): Promise<SessionPerson | null> {
      const { rows } = await (await getDb()).query<ActorRow>('select * from public.admin_session_actor($1, $2)', [id, idleSeconds]);
      const row = rows[0];
      if (!row) return null;
      return { staffId: row.actor_staff_id, name: row.actor_name, email: row.actor_email, role: row.actor_role };
    },
    async revoke(id) {
      await (await getDb()).query('select public.admin_session_revoke($1)', [id]);
    },
    async revokeAll() {
      const { rows } = await (await getDb()).query<{ count: number }>('select public.admin_session_revoke_all() as count');
      return rows[0]?.count ?? 0;
    },
    async revokeFor(staffId, keep) {
      const { rows } = await (await getDb()).query<{ id: string }>(
        `update public.admin_sessions set revoked_at = now()
         where staff_id is not distinct from $1::uuid and revoked_at is null and expires_at > now() and id <> coalesce($2, '')
         returning id`,
        [staffId, keep ?? null],
      );
      return rows.length;
    },
    async listFor(staffId, idleSeconds) {
      const { rows } = await (await getDb()).query<SummaryRow>(
        `select id, created_at, last_seen_at from public.admin_sessions
         where staff_id is not distinct from $1::uuid and revoked_at is null and expires_at > now()
           and last_seen_at > now() - make_interval(secs => $2)
         order by created_at desc`,
        [staffId, idleSeconds],
      );
      return rows.map((row) => ({ id: row.id, createdAt: iso(row.created_at), lastSeenAt: iso(row.last_seen_at) }));
    },
  };
}

let store: SessionStore | undefined;

/** Where admin sessions are stored. Private to lib/auth. */
export function sessionStore(): SessionStore {
  return (store ??= createSessionStore(database));
}
