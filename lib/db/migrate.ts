// Plain Node (no aliases, no server-only, erasable TypeScript): scripts import it directly.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './types';

// Read at runtime from the deployed project (next.config.ts traces supabase/ into the output).
const supabaseDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase');

/**
 * The roles every Supabase project has, created where they are missing (the embedded database,
 * a plain Postgres server) so the migrations' grants and row-level-security policies mean the
 * same thing everywhere. On a plain server this needs a role with CREATEROLE, once.
 */
export const supabaseRoles = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
`;

/**
 * The Supabase CLI's own migration history, so `supabase db push` and `npm run db:migrate`
 * agree on what ran: version is the file name's timestamp, name the rest.
 */
const historyTable = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;
`;

/** Embedded databases made before the history moved kept it here, keyed by the whole file name. */
const legacyHistory = `
do $$
begin
  if to_regclass('local_meta.schema_migrations') is not null then
    insert into supabase_migrations.schema_migrations (version, name)
    select split_part(version, '_', 1), substr(version, length(split_part(version, '_', 1)) + 2)
    from local_meta.schema_migrations
    on conflict (version) do nothing;
    drop schema local_meta cascade;
  end if;
end $$;
`;

export type Migration = { version: string; name: string; sql: string };

export function migrationFiles(dir = path.join(supabaseDir, 'migrations')): Migration[] {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(/*turbopackIgnore: true*/ path.join(dir, file), 'utf8') };
    });
}

// Any 64-bit number, the same in every process: two `db:migrate` runs at once take turns.
const MIGRATION_LOCK = 7_146_582_114;

async function appliedVersions(db: Queryable): Promise<Set<string> | null> {
  const exists = await db.query<{ present: boolean }>(`select to_regclass('supabase_migrations.schema_migrations') is not null as present`);
  if (!exists.rows[0]?.present) return null;
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** The migrations this database has not run, in order: empty when it is up to date. */
export async function pendingMigrations(db: Queryable, files = migrationFiles()): Promise<Migration[]> {
  const applied = (await appliedVersions(db)) ?? new Set();
  return files.filter((migration) => !applied.has(migration.version));
}

/**
 * Applies supabase/migrations/*.sql in order, each once and in its own transaction, then
 * supabase/seed.sql when asked and the database was new. Returns the versions it ran.
 */
export async function migrate(db: Database, options: { seed?: boolean } = {}): Promise<string[]> {
  return (await migrateAndSeed(db, options)).ran;
}

/** migrate(), also saying whether the sample posts were added (`npm run db:migrate -- --seed` reports it). */
export async function migrateAndSeed(db: Database, { seed = false }: { seed?: boolean } = {}): Promise<{ ran: string[]; seeded: boolean }> {
  await db.exec(supabaseRoles);
  await db.exec(historyTable);
  await db.exec(legacyHistory);
  const isNew = ((await appliedVersions(db))?.size ?? 0) === 0;
  const ran: string[] = [];
  for (const migration of migrationFiles()) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Checked under the lock: another process may have applied it while this one waited.
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [migration.version]);
      if (done.rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        [migration.sql],
      ]);
      ran.push(`${migration.version}_${migration.name}`);
    });
  }
  const seeded = seed && isNew;
  if (seeded) await db.exec(readFileSync(/*turbopackIgnore: true*/ path.join(supabaseDir, 'seed.sql'), 'utf8'));
  return { ran, seeded };
}
