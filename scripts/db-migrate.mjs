// `npm run db:migrate`: applies supabase/migrations/*.sql to the PostgreSQL server at DATABASE_URL,
// each once, recorded where the Supabase CLI records its own (supabase_migrations.schema_migrations).
// The embedded database needs no command: it migrates itself when it opens.
import { migrateAndSeed } from '../lib/db/migrate.ts';
import { createPostgresDatabase } from '../lib/db/postgres.ts';

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.error('DATABASE_URL is not set. Set it to the PostgreSQL server to migrate (README "Deploying"), e.g.\n\n    DATABASE_URL=postgres://… npm run db:migrate\n');
  process.exit(1);
}
const db = createPostgresDatabase(url, { max: 1, applicationName: 'agency-site db:migrate' });
try {
  const seed = process.argv.includes('--seed');
  const { ran, seeded } = await migrateAndSeed(db, { seed });
  console.log(ran.length ? `Applied ${ran.length} migration${ran.length === 1 ? '' : 's'}:\n  ${ran.join('\n  ')}` : 'The database is up to date: no migration to apply.');
  if (seeded) {
    const { rows } = await db.query('select count(*)::int as posts from public.blog_posts');
    console.log(`Seeded the sample posts (supabase/seed.sql): the database now has ${rows[0].posts} posts.`);
  } else if (seed) {
    console.log('Not seeded: the sample posts (supabase/seed.sql) are added only to a new database, and this one already had migrations.');
  }
} catch (error) {
  console.error(`Migration failed, and was rolled back: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.end();
}
