/**
 * @jest-environment node
 *
 * Server-side admin sessions on the real schema (supabase/migrations/*_admin_sessions.sql),
 * through the one session store, on both drivers: PGlite and a real PostgreSQL server.
 */
import { newSessionId } from '@/lib/auth/session';
import { createSessionStore } from '@/lib/auth/sessions/repository';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

const ABSOLUTE = 8 * 3600;
const IDLE = 3600;

describe.each(drivers)('admin sessions on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const store = () => createSessionStore(async () => db);

  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(() => db.exec('delete from public.admin_sessions'));

  const age = (id: string, column: 'last_seen_at' | 'expires_at', seconds: number) =>
    db.query(`update public.admin_sessions set ${column} = ${column} - make_interval(secs => $2) where id = $1`, [id, seconds]);

  describe('admin session store', () => {
    it('a started session is live, and each check records activity', async () => {
      const id = newSessionId();
      await store().start(id, ABSOLUTE, IDLE);
      await age(id, 'last_seen_at', 600);
      expect(await store().touch(id, IDLE)).not.toBeNull();
      const { rows } = await db.query<{ idle: number }>('select extract(epoch from now() - last_seen_at)::int as idle from public.admin_sessions where id = $1', [id]);
      expect(rows[0]!.idle).toBeLessThan(5);
    });

    it('an unknown id is not a session', async () => {
      expect(await store().touch(newSessionId(), IDLE)).toBeNull();
    });

    it('logout revokes exactly that session, and a revoked session is never extended', async () => {
      const [mine, other] = [newSessionId(), newSessionId()];
      await store().start(mine, ABSOLUTE, IDLE);
      await store().start(other, ABSOLUTE, IDLE);
      await store().revoke(mine);
      const before = await db.query<{ last_seen_at: Date }>('select last_seen_at from public.admin_sessions where id = $1', [mine]);
      for (let i = 0; i < 3; i++) expect(await store().touch(mine, IDLE)).toBeNull();
      const after = await db.query<{ last_seen_at: Date }>('select last_seen_at from public.admin_sessions where id = $1', [mine]);
      expect(after.rows[0]!.last_seen_at).toEqual(before.rows[0]!.last_seen_at);
      expect(await store().touch(other, IDLE)).not.toBeNull();
    });

    it('log out everywhere revokes every open session', async () => {
      const ids = [newSessionId(), newSessionId(), newSessionId()];
      for (const id of ids) await store().start(id, ABSOLUTE, IDLE);
      expect(await store().revokeAll()).toBe(3);
      for (const id of ids) expect(await store().touch(id, IDLE)).toBeNull();
      expect(await store().revokeAll()).toBe(0);
    });

    it('an hour without activity ends a session on the server, and using it later does not revive it', async () => {
      const id = newSessionId();
      await store().start(id, ABSOLUTE, IDLE);
      await age(id, 'last_seen_at', IDLE - 30);
      expect(await store().touch(id, IDLE)).not.toBeNull();
      await age(id, 'last_seen_at', IDLE + 1);
      expect(await store().touch(id, IDLE)).toBeNull();
      expect(await store().touch(id, IDLE)).toBeNull();
    });

    it('the absolute expiry holds however active the session is', async () => {
      const id = newSessionId();
      await store().start(id, ABSOLUTE, IDLE);
      const { rows } = await db.query<{ lifetime: number }>('select extract(epoch from expires_at - created_at)::int as lifetime from public.admin_sessions where id = $1', [id]);
      expect(rows[0]!.lifetime).toBe(ABSOLUTE);
      await age(id, 'expires_at', ABSOLUTE);
      expect(await store().touch(id, IDLE)).toBeNull();
    });

    it('a sign-in prunes expired, idle and revoked rows and keeps live ones', async () => {
      const [expired, idle, revoked, live] = [newSessionId(), newSessionId(), newSessionId(), newSessionId()];
      for (const id of [expired, idle, revoked, live]) await store().start(id, ABSOLUTE, IDLE);
      await age(expired, 'expires_at', ABSOLUTE + 1);
      await age(idle, 'last_seen_at', IDLE + 1);
      await store().revoke(revoked);
      const next = newSessionId();
      await store().start(next, ABSOLUTE, IDLE);
      const { rows } = await db.query<{ id: string }>('select id from public.admin_sessions');
      expect(rows.map((r) => r.id).sort()).toEqual([live, next].sort());
    });

    it('refuses an id that is not 256 bits of base64url', async () => {
      await expect(store().start("x'); drop table public.admin_sessions; --", ABSOLUTE, IDLE)).rejects.toThrow(/check/);
      await expect(store().start('short', ABSOLUTE, IDLE)).rejects.toThrow(/check/);
    });
  });

  describe.each(['anon', 'authenticated'])('admin_sessions as %s', (role) => {
    const as = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return tx.query(sql);
      });

    it('can neither read, write nor call the session functions', async () => {
      await store().start(newSessionId(), ABSOLUTE, IDLE);
      await expect(as('select * from public.admin_sessions')).rejects.toThrow(/permission denied/);
      await expect(as(`insert into public.admin_sessions (id, expires_at) values ('${newSessionId()}', now() + interval '1 day')`)).rejects.toThrow(/permission denied/);
      await expect(as('select public.admin_session_revoke_all()')).rejects.toThrow(/permission denied/);
      await expect(as(`select public.admin_session_touch('${newSessionId()}', 3600)`)).rejects.toThrow(/permission denied/);
    });
  });
});
