import { expect, test } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../lib/db/migrate';
import { redirectOf } from '../helpers/page-checks';
import { startNext } from '../helpers/next-server';
import { urlOf } from '../helpers/servers';

/**
 * The soak tier: a server restart. What a renamed post's old address answers lives in the
 * embedded database on disk, so it survives the process; the gate proves the redirect itself
 * (admin-redirects.spec.ts) without restarting anything.
 */

test('an old slug still redirects after a server restart', async ({ request }) => {
  test.setTimeout(150_000);
  const origin = urlOf('restart');
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

  // Its own database, so its own copy of the build (kept across the restart).
  const start = () => startNext('restart', { distDir: '.next-e2e-restart', env: { DATA_DIR: dataDir } });
  let server = await start();
  try {
    for (let round = 0; round < 2; round++) {
      if (round > 0) {
        await server.stop();
        server = await start();
      }
      expect(await redirectOf(request, `${origin}/blog/${oldSlug}`)).toEqual({ status: 308, locations: [`/blog/${newSlug}`] });
      expect((await request.get(`${origin}/blog/${newSlug}`)).status()).toBe(200);
    }
  } finally {
    await server.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});
