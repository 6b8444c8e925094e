// `npm run db:reset`: recreate the embedded database in DATA_DIR from supabase/migrations and seed.sql.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataDirectory, holdDataDirectory, restrictPermissions } from '../lib/db/lock.ts';
import { migrate } from '../lib/db/migrate.ts';
import { clearDataCache } from './clear-data-cache.mjs';

const root = dataDirectory();
let release;
try {
  release = holdDataDirectory(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const dir = path.join(root, 'pglite');
rmSync(dir, { recursive: true, force: true });
const db = await PGlite.create({ dataDir: dir });
await migrate(db, { seed: true });
const { rows } = await db.query('select count(*)::int as total, count(*) filter (where published)::int as published from public.blog_posts');
await db.close();
restrictPermissions(root);
release();
clearDataCache();
console.log(`Embedded database recreated in ${dir}: ${rows[0].total} posts (${rows[0].published} published).`);
