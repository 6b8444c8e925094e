/**
 * @jest-environment node
 *
 * The outbox is the server's alone: as `anon` or `authenticated` (every public Supabase request)
 * its table and functions are refused, like the leads themselves. On both drivers: PGlite, and
 * a real PostgreSQL server as a non-superuser like Supabase's `postgres`.
 */
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

describe.each(drivers)('lead_notifications on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());

  async function as(role: string, sql: string) {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      return tx.query(sql);
    });
  }

  describe.each(['anon', 'authenticated'])('as %s', (role) => {
    it.each([
      ['read notifications', 'select * from public.lead_notifications'],
      ['queue a notification', "insert into public.lead_notifications (lead_id, channel) values (gen_random_uuid(), 'email')"],
      ['store a lead with its outbox', `select * from public.create_contact_request_with_outbox('{"full_name":"x","email":"x@x.io","source":"contact"}', '{email}')`],
      ['claim notifications', 'select * from public.lead_notifications_claim(10, 300, null)'],
      ['mark one sent', 'select public.lead_notifications_mark_sent(gen_random_uuid())'],
      ['record a failure', "select public.lead_notifications_record_failure(gen_random_uuid(), gen_random_uuid(), 'x', 1)"],
      ['resend one', 'select * from public.lead_notifications_resend(gen_random_uuid())'],
    ])('cannot %s', async (_what, sql) => {
      await expect(as(role, sql)).rejects.toThrow(/permission denied/);
    });
  });

  it('has row-level security on', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.lead_notifications'::regclass");
    expect(rows[0]?.relrowsecurity).toBe(true);
  });
});
