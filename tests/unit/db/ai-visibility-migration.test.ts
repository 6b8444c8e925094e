/**
 * @jest-environment node
 *
 * The AI visibility migration on a database with leads already in it: the channel check widens,
 * and every stored lead keeps the channel it was recorded with (a ChatGPT referral stored as
 * Referral stays Referral).
 */
import { PGlite } from '@electric-sql/pglite';
import { migrationFiles, supabaseRoles } from '@/lib/db/migrate';

const MIGRATION = '20261129005000';

it('widens the stored channel check without reclassifying stored leads', async () => {
  const db = await PGlite.create();
  try {
    await db.exec(supabaseRoles);
    const files = migrationFiles();
    for (const migration of files.filter((file) => file.version < MIGRATION)) await db.exec(migration.sql);
    const touch = { referrer_host: 'chatgpt.com', landing_path: '/ai-seo', at: 1_760_000_000 };
    const insert = (email: string, channel: string) =>
      db.query(`insert into public.contact_requests (full_name, email, message, source, attribution, channel) values ('Earlier', $1, 'Hi', 'contact', $2::jsonb, $3)`, [
        email,
        JSON.stringify({ first: touch, last: touch }),
        channel,
      ]);
    await insert('before@example.com', 'Referral');
    await expect(insert('refused@example.com', 'AI assistants')).rejects.toThrow(/channel_check/);

    await db.exec(files.find((file) => file.version === MIGRATION)!.sql);
    await insert('after@example.com', 'AI assistants');
    const { rows } = await db.query<{ email: string; channel: string }>('select email, channel from public.contact_requests order by email');
    expect(rows).toEqual([
      { email: 'after@example.com', channel: 'AI assistants' },
      { email: 'before@example.com', channel: 'Referral' },
    ]);
  } finally {
    await db.close();
  }
}, 60_000);
