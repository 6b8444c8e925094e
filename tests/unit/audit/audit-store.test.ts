/**
 * @jest-environment node
 *
 * The audit log on the real schema (supabase/migrations/*_audit_events.sql), on both drivers:
 * PGlite and a real PostgreSQL server.
 */
import { createAuditRepository } from '@/lib/audit/repository';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

describe.each(drivers)('audit log on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const repo = () => createAuditRepository(async () => db);

  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(() => db.exec('delete from public.audit_events'));

  // The detail is a jsonb object on both drivers (postgres.js once stored a doubly encoded string).
  describe('audit events store', () => {
    it('keeps time, client, event and detail, newest first', async () => {
      await repo().record({ event: 'sign-in', client: 'a'.repeat(32), detail: {} });
      await repo().record({ event: 'post-created', client: 'b'.repeat(32), detail: { slug: 'storm-prep', title: 'Storm <prep>', published: false } });
      const events = await repo().list(10);
      expect(events.map((e) => e.event)).toEqual(['post-created', 'sign-in']);
      expect(events[0]).toMatchObject({ client: 'b'.repeat(32), detail: { slug: 'storm-prep', title: 'Storm <prep>', published: false } });
      expect(Date.parse(events[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await repo().list(1)).toHaveLength(1);
    });

    it('keeps who acted by identity, so a person named "Owner" never reads as the key holder', async () => {
      const staffId = '6f1c5a0e-0000-4000-8000-000000000041';
      await repo().record({ event: 'sign-in', client: null, actor: { kind: 'owner', name: 'Owner' }, detail: {} });
      await repo().record({ event: 'post-deleted', client: null, actor: { kind: 'staff', staffId, name: 'Owner', email: 'mallory@example.com' }, detail: {} });
      const [forged, owner] = await repo().list(2);
      expect(owner!.actor).toEqual({ kind: 'owner', name: 'Owner' });
      expect(forged!.actor).toEqual({ kind: 'staff', staffId, name: 'Owner', email: 'mallory@example.com' });
      // The table itself refuses a row that claims to be the Owner with a staff id.
      await expect(db.query(`insert into public.audit_events (event, actor, actor_kind, actor_staff_id, detail) values ('sign-in', 'Owner', 'owner', $1, '{}')`, [staffId])).rejects.toThrow(/check/);
    });

    it('accepts events without a client', async () => {
      await repo().record({ event: 'sign-in-alert', client: null, detail: { failures: 100 } });
      expect((await repo().list(5))[0]).toMatchObject({ client: null, detail: { failures: 100 } });
    });

    it('refuses malformed event names and oversized details', async () => {
      await expect(repo().record({ event: "x'; drop table audit_events; --", client: null, detail: {} })).rejects.toThrow(/check/);
      await expect(repo().record({ event: 'export', client: null, detail: { blob: 'x'.repeat(5000) } })).rejects.toThrow(/check/);
    });

    it('prunes events older than the retention period', async () => {
      await repo().record({ event: 'sign-in', client: null, detail: {} });
      await repo().record({ event: 'logout', client: null, detail: {} });
      await db.query("update public.audit_events set created_at = now() - interval '400 days' where event = 'sign-in'");
      await repo().prune(365);
      expect((await repo().list(10)).map((e) => e.event)).toEqual(['logout']);
    });
  });

  describe.each(['anon', 'authenticated'])('audit_events as %s', (role) => {
    it('can neither read nor write', async () => {
      const as = (sql: string) =>
        db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          return tx.query(sql);
        });
      await expect(as('select * from public.audit_events')).rejects.toThrow(/permission denied/);
      await expect(as("insert into public.audit_events (event) values ('sign-in')")).rejects.toThrow(/permission denied/);
      await expect(as('delete from public.audit_events')).rejects.toThrow(/permission denied/);
    });
  });
});
