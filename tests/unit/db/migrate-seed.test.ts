/**
 * @jest-environment node
 *
 * `npm run db:migrate -- --seed` says whether it added the sample posts (issue 41), on a real
 * PostgreSQL server: the command is for DATABASE_URL only (the embedded database seeds itself).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createTestDatabase } from '@/scripts/lib/test-postgres';

const run = promisify(execFile);

it('says it seeded the sample posts on a new database, and why it did not on a migrated one', async () => {
  const database = await createTestDatabase('seed');
  try {
    const migrate = () => run(process.execPath, ['scripts/db-migrate.mjs', '--seed'], { env: { ...process.env, DATABASE_URL: database.url } });
    const first = await migrate();
    expect(first.stdout).toMatch(/^Seeded the sample posts \(supabase\/seed\.sql\): the database now has \d+ posts\.$/m);
    const second = await migrate();
    expect(second.stdout).toContain('The database is up to date');
    expect(second.stdout).toContain('Not seeded: the sample posts (supabase/seed.sql) are added only to a new database');
  } finally {
    await database.drop();
  }
}, 120_000);
