import { expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNext } from '../helpers/next-server';
import { closedPort, e2eEnv, urlOf } from '../helpers/servers';

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

test.describe('embedded database on disk', () => {
  test.setTimeout(120_000);

  test('a second server on the same DATA_DIR refuses to start, naming the folder and the holder; the first keeps serving', async ({ page }) => {
    const dataDir = path.resolve(e2eEnv.DATA_DIR);
    const held = readFileSync(lockFile(dataDir), 'utf8');
    const holder = JSON.parse(held) as { pid: number };

    const second = await startNext('dbLockSecond', { waitUntilReady: false });
    try {
      expect(await second.exited).toBe(1);
    } finally {
      await second.stop();
    }
    expect(second.output()).toContain(`Refusing to start: The embedded database in ${dataDir} is already in use by process ${holder.pid} (on `);
    expect(second.output()).toContain('stop that process, or give this one its own DATA_DIR');
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(held);

    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article')).toHaveCount(10);
  });

  test('a server locks a private DATA_DIR as it starts, before any request, and releases it when stopped', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-lock-')), 'data');
    const server = await startNext('dbLockPrivate', { env: { DATA_DIR: dataDir }, waitUntilReady: false });
    try {
      await expect.poll(() => existsSync(lockFile(dataDir)), { timeout: 60_000 }).toBe(true);
      expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(server.pid);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(lockFile(dataDir)).mode & 0o777).toBe(0o600);
      await server.stop('SIGTERM');
      expect(existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      await server.stop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  test('a server on a PostgreSQL server leaves DATA_DIR alone', async ({ request }) => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-lock-')), 'data');
    const server = await startNext('dbLockOnPostgres', {
      env: {
        DATA_DIR: dataDir,
        // Unreachable, as on the offline server: it must still not fall back to the embedded database.
        DATABASE_URL: `postgres://app@127.0.0.1:${closedPort}/offline`,
      },
    });
    try {
      expect((await request.get(`${urlOf('dbLockOnPostgres')}/robots.txt`)).status()).toBe(200);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await server.stop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
