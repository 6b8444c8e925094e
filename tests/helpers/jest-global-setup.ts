import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@/lib/db/migrate';
import { createPostgresDatabase } from '@/lib/db/postgres';
import { createTestDatabase, startTestPostgres } from '@/scripts/lib/test-postgres';
import { templateEnv, type Templates } from './templates';

type State = { __testPostgres?: { stop: () => void }; __testTemplates?: { drop: () => Promise<void> }[] };

/**
 * Once per run: a throwaway PostgreSQL server (unless `npm test` or TEST_DATABASE_URL gave one),
 * and the databases every repository suite starts from, migrated once (with and without the
 * sample posts) rather than once per suite: PostgreSQL databases used as templates, and PGlite
 * data folders as tarballs (tests/helpers/databases.ts copies them).
 */
export default async function globalSetup() {
  const state = globalThis as State;
  if (!process.env.TEST_DATABASE_URL) {
    const server = await startTestPostgres();
    process.env.TEST_DATABASE_URL = server.url;
    state.__testPostgres = server;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-templates-'));
  const templates = {} as Templates;
  state.__testTemplates = [];
  for (const seed of [false, true]) {
    const kind = seed ? 'seeded' : 'empty';
    const database = await createTestDatabase(`template_${kind}`);
    const sql = createPostgresDatabase(database.url, { max: 1 });
    await migrate(sql, { seed });
    await sql.end();
    state.__testTemplates.push(database);

    const pglite = await PGlite.create();
    await migrate(pglite, { seed });
    const file = path.join(dir, `pglite-${kind}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    templates[kind] = { postgres: database.name, pglite: file };
  }
  Object.assign(process.env, templateEnv(templates));
}
