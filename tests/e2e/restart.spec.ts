import { expect, test } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../lib/db/migrate';
import { redirectOf } from '../helpers/page-checks';
import { e2eEnv, offlinePort } from '../helpers/servers';

/**
 * The soak tier: a server restart. What a renamed post's old address answers lives in the
 * embedded database on disk, so it survives the process; the gate proves the redirect itself
 * (admin-redirects.spec.ts) without restarting anything.
 */

/**
 * A copy of the e2e build (hard links) without its caches: cached data belongs to the database it
 * was read from, and this server has its own.
 */
const RESTART_DIST_DIR = '.next-restart';
function copyBuild() {
  rmSync(RESTART_DIST_DIR, { recursive: true, force: true });
  execFileSync('cp', ['-al', '.next', RESTART_DIST_DIR]);
  for (const dir of ['cache/fetch-cache', 'server/route-cache']) rmSync(path.join(RESTART_DIST_DIR, dir), { recursive: true, force: true });
}

/** `next start` on that copy with its own database, so it can be stopped and started again. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    env: {
      ...process.env,
      ...e2eEnv,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: RESTART_DIST_DIR,
      DATA_DIR: dataDir,
      NEXT_PUBLIC_SITE_URL: `http://localhost:${port}`,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, stop: async () => (child.kill('SIGTERM'), await exited) };
}

test('an old slug still redirects after a server restart', async ({ request }) => {
  test.setTimeout(150_000);
  const port = offlinePort + 7;
  const origin = `http://localhost:${port}`;
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-redirects-')), 'data');
  const run = Date.now().toString(36);
  const [oldSlug, newSlug] = [`e2e-restart-old-${run}`, `e2e-restart-new-${run}`];

  // A post renamed by an earlier server process: only what is on disk survives.
  mkdirSync(dataDir, { mode: 0o700 });
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(db, { seed: false });
  const { rows } = await db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published) values ('Restart', $1, 'Excerpt', 'Body', true) returning id`,
    [oldSlug],
  );
  await db.query('update public.blog_posts set slug = $1 where id = $2', [newSlug, rows[0]!.id]);
  await db.close();

  copyBuild();
  const ready = () => expect.poll(async () => (await request.get(`${origin}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
  let server = startServer(port, dataDir);
  try {
    for (let start = 0; start < 2; start++) {
      if (start > 0) {
        await server.stop();
        server = startServer(port, dataDir);
      }
      await ready();
      expect(await redirectOf(request, `${origin}/blog/${oldSlug}`)).toEqual({ status: 308, locations: [`/blog/${newSlug}`] });
      expect((await request.get(`${origin}/blog/${newSlug}`)).status()).toBe(200);
    }
  } finally {
    await server.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
    rmSync(RESTART_DIST_DIR, { recursive: true, force: true });
  }
});
