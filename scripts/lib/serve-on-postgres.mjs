// Serves the current build (.next) on a fresh database of the test PostgreSQL server, for the e2e
// suites: `node scripts/lib/serve-on-postgres.mjs <port> <distDir>`. The environment is the
// server's; TEST_DATABASE_URL names the PostgreSQL server (npm test sets it), or one is started
// here. The database is made, migrated and seeded first, and dropped when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../lib/db/migrate.ts';
import { createPostgresDatabase } from '../../lib/db/postgres.ts';
import { createTestDatabase, startTestPostgres } from './test-postgres.ts';
import { copyBuild } from './build-copy.ts';
import { NEXT_START_FLAGS } from './next-start.ts';

const [port, distDir] = process.argv.slice(2);
if (!port || !distDir) throw new Error('usage: serve-on-postgres.mjs <port> <distDir>');

const own = process.env.TEST_DATABASE_URL ? null : await startTestPostgres();
const created = await createTestDatabase(`e2e${port}`, process.env.TEST_DATABASE_URL ?? own.url);
const db = createPostgresDatabase(created.url, { max: 1 });
await migrate(db, { seed: true });
await db.end();
// For the spec that moves a scheduled post's time into the past (tests/helpers/servers.ts).
if (process.env.DATA_DIR) {
  mkdirSync(process.env.DATA_DIR, { recursive: true });
  writeFileSync(path.join(process.env.DATA_DIR, 'database-url'), created.url);
}

// Its own copy of the build: the page cache on disk belongs to one database.
copyBuild(distDir);

const server = spawn('npx', ['next', 'start', '--port', port, ...NEXT_START_FLAGS], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: created.url, NEXT_DIST_DIR: distDir },
});
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await created.drop().catch(() => undefined);
  own?.stop();
  process.exit(code);
};
server.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
