import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

// Read at runtime from the deployed project (next.config.ts traces supabase/ into the output).
const supabaseDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase');

/**
 * Stand-ins for the roles every Supabase project has, so the migrations' GRANTs and
 * row-level-security policies mean the same thing on the embedded database.
 */
const supabaseRoles = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists local_meta;
create table if not exists local_meta.schema_migrations (version text primary key, applied_at timestamptz not null default now());
`;

export function migrationFiles(dir = path.join(supabaseDir, 'migrations')) {
  return readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(/*turbopackIgnore: true*/ path.join(dir, file), 'utf8') }));
}

/** Applies supabase/migrations/*.sql in order, then supabase/seed.sql once on a new database. */
export async function migrate(db: PGlite, { seed = true }: { seed?: boolean } = {}) {
  await db.exec(supabaseRoles);
  const applied = new Set(
    (await db.query<{ version: string }>('select version from local_meta.schema_migrations')).rows.map((r) => r.version),
  );
  const isNew = applied.size === 0;
  for (const migration of migrationFiles()) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into local_meta.schema_migrations (version) values ($1)', [migration.version]);
    });
  }
  if (seed && isNew) await db.exec(readFileSync(/*turbopackIgnore: true*/ path.join(supabaseDir, 'seed.sql'), 'utf8'));
}
