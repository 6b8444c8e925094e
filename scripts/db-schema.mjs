// `npm run db:schema`: writes supabase/schema.sql, the schema the migrations build, from an
// in-memory embedded database (scripts/lib/schema-listing.ts says what it lists).
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../lib/db/migrate.ts';
import { schemaListing } from './lib/schema-listing.ts';

const db = await PGlite.create();
await migrate(db, { seed: false });
writeFileSync('supabase/schema.sql', await schemaListing(db));
await db.close();
console.log('Wrote supabase/schema.sql');
