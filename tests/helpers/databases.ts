import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@/lib/db/migrate';
import { memoryDatabase } from '@/lib/db/pglite';
import { createPostgresDatabase } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { createTestDatabase } from '@/scripts/lib/test-postgres';
import { template } from './templates';

export type TestDatabase = { db: Database; teardown: () => Promise<void> };
export type Driver = { name: string; open: (options?: { seed?: boolean }) => Promise<TestDatabase> };

/**
 * The two drivers every repository suite runs on, always: the embedded PGlite (in memory) and a
 * fresh database on a real PostgreSQL server (the one `npm test` or jest's global setup started,
 * or TEST_DATABASE_URL), connecting as a non-superuser like Supabase's own `postgres` role. Each
 * starts as a copy of the run's migrated template (jest-global-setup.ts): copying skips PGlite's
 * initdb and every migration.
 */
export const drivers: Driver[] = [
  {
    name: 'PGlite',
    open: async ({ seed = false } = {}) => {
      const copy = template(seed);
      const db = copy ? await PGlite.create({ loadDataDir: new Blob([readFileSync(copy.pglite)]) }) : await memoryDatabase({ seed });
      return { db, teardown: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    open: async ({ seed = false } = {}) => {
      const copy = template(seed);
      const created = await createTestDatabase('unit', undefined, { template: copy?.postgres });
      const db = createPostgresDatabase(created.url, { max: 4 });
      if (!copy) await migrate(db, { seed });
      return {
        db,
        teardown: async () => {
          await db.end();
          await created.drop();
        },
      };
    },
  },
];
