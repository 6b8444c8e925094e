// A throwaway PostgreSQL server for the tests, and fresh databases on it. Plain Node (erasable
// TypeScript): scripts/test-all.mjs, the e2e servers and jest's global setup import it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { supabaseRoles } from '../../lib/db/migrate.ts';
import { pgbouncerBin, postgresBinDir } from './test-tools.ts';

/**
 * The login role the app and its tests use: like Supabase's own `postgres`, not a superuser,
 * owner of its database and member of the three API roles. Plain Postgres grants nothing to
 * anon, authenticated or service_role on its own, as a Supabase project with automatic grants off.
 */
export const APP_ROLE = 'app_owner';

const clusterSetup = `
${supabaseRoles}
do $$
begin
  if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} login createdb nosuperuser; end if;
end $$;
grant anon, authenticated, service_role to ${APP_ROLE};
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], asUser: string | null) {
  const [cmd, argv] = asUser ? ['runuser', ['-u', asUser, '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export type TestPostgres = { url: string; stop: () => void };

/**
 * Starts a server in a temporary folder on a free loopback port, tuned for tests (no fsync).
 * initdb refuses root, so as root the server runs as the `postgres` user Debian's package makes.
 * Returns a superuser URL; stop() ends the server and deletes its folder.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL not found: run `node scripts/setup-test-tools.mjs postgresql`, or set TEST_DATABASE_URL.');
  const asUser = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-pg-'));
  chmodSync(dir, 0o700);
  if (asUser) {
    const ids = spawnSync('id', ['-u', asUser], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', asUser], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'], asUser);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run(`${bin}/pg_ctl`, ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'], asUser);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(asUser ? 'runuser' : `${bin}/pg_ctl`, asUser ? ['-u', asUser, '--', `${bin}/pg_ctl`, '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** The server the tests use: TEST_DATABASE_URL (a superuser URL), as npm test or the caller set it. */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, or point it at a PostgreSQL 15+ server (superuser).');
  return url;
}

const withDatabase = (url: string, name: string, user?: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  if (user) {
    next.username = user;
    next.password = '';
  }
  return next.toString();
};

/**
 * A new, empty database owned by APP_ROLE on the test server; returns the app's URL for it
 * (connecting as APP_ROLE) and drop(). The roles are made once per server.
 */
export async function createTestDatabase(prefix = 't', serverUrl = testServerUrl(), { template }: { template?: string } = {}) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // Concurrent first calls (jest workers) take turns creating the roles.
    await admin.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(4242)`;
      await tx.unsafe(clusterSetup).simple();
    });
    // From a template: a copy of a database already migrated (tests/helpers/jest-global-setup.ts).
    await admin.unsafe(`create database ${name} owner ${APP_ROLE}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await sql.end();
    }
  };
  return { name, url: withDatabase(serverUrl, name, APP_ROLE), superuserUrl: withDatabase(serverUrl, name), drop };
}

/**
 * PgBouncer in transaction mode in front of the test server, as Supabase's pooler (port 6543)
 * works: no named prepared statements, no session state between transactions. It runs as the
 * server's user (PgBouncer refuses root) with a folder of its own; `urlFor` turns a database URL
 * of the test server into the same database through the pooler. null when PgBouncer is missing.
 */
export async function startTestPgbouncer(serverUrl: string): Promise<{ urlFor: (url: string) => string; stop: () => void } | null> {
  const bin = pgbouncerBin();
  if (!bin) return null;
  const upstream = new URL(serverUrl);
  const asUser = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'users.txt'), `"${APP_ROLE}" ""\n"postgres" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${upstream.hostname} port=${upstream.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir = ${dir}
auth_type = trust
auth_file = ${dir}/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
; Supabase's pooler waits 15 s before it logs in again after a failure; tests need no wait.
server_login_retry = 1
ignore_startup_parameters = extra_float_digits
logfile = ${dir}/pgbouncer.log
`,
  );
  if (asUser) {
    const uid = Number(spawnSync('id', ['-u', asUser], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', asUser], { encoding: 'utf8' }).stdout.trim());
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chownSync(path.join(dir, file), uid, gid);
  }
  const [cmd, argv] = asUser ? ['runuser', ['-u', asUser, '--', bin, path.join(dir, 'pgbouncer.ini')]] : [bin, [path.join(dir, 'pgbouncer.ini')]];
  const child = spawn(cmd, argv, { stdio: 'ignore' });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const urlFor = (url: string) => {
    const next = new URL(url);
    next.hostname = '127.0.0.1';
    next.port = String(port);
    return next.toString();
  };
  // Ready when it answers a query for a database of the server.
  for (let attempt = 0; attempt < 50; attempt++) {
    const sql = postgres(urlFor(serverUrl), { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 2 });
    try {
      await sql`select 1`;
      return { urlFor, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sql.end({ timeout: 1 }).catch(() => undefined);
    }
  }
  stop();
  throw new Error(`PgBouncer did not start: ${path.join(dir, 'pgbouncer.log')}`);
}
