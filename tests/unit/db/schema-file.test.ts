/**
 * @jest-environment node
 *
 * supabase/schema.sql is the schema the migrations build, so nobody reads every migration to
 * learn what a table holds: regenerate it with `npm run db:schema` after adding one.
 */
import { readFileSync } from 'node:fs';
import { memoryDatabase } from '@/lib/db/pglite';
import { schemaListing } from '@/scripts/lib/schema-listing';

it('supabase/schema.sql matches the migrations (npm run db:schema rewrites it)', async () => {
  const db = await memoryDatabase();
  try {
    expect(readFileSync('supabase/schema.sql', 'utf8')).toBe(await schemaListing(db));
  } finally {
    await db.close();
  }
}, 60_000);
