import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eEnv, offlinePort } from '../helpers/servers';

// More copies of the e2e build, on ports after the suite's two servers.
const spare = (n: number) => offlinePort + n;

/** `next start` on the e2e build as a separate server process, with its output collected. */
function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    env: { ...process.env, ...e2eEnv, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)));
  return { child, exited, output: () => output };
}

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

test.describe('embedded database on disk', () => {
  test.setTimeout(120_000);

  test('a second server on the same DATA_DIR refuses to start, naming the folder and the holder; the first keeps serving', async ({ page }) => {
    const dataDir = path.resolve(e2eEnv.DATA_DIR);
    const held = readFileSync(lockFile(dataDir), 'utf8');
    const holder = JSON.parse(held) as { pid: number };

    const second = startServer(spare(1), {});
    try {
      expect(await second.exited).toBe(1);
    } finally {
      second.child.kill();
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
    const server = startServer(spare(2), { DATA_DIR: dataDir });
    try {
      await expect.poll(() => existsSync(lockFile(dataDir)), { timeout: 60_000 }).toBe(true);
      expect(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid).toBe(server.child.pid);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(lockFile(dataDir)).mode & 0o777).toBe(0o600);
      server.child.kill('SIGTERM');
      await server.exited;
      expect(existsSync(lockFile(dataDir))).toBe(false);
    } finally {
      server.child.kill();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  test('a server on a PostgreSQL server leaves DATA_DIR alone', async ({ request }) => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-lock-')), 'data');
    const server = startServer(spare(3), {
      DATA_DIR: dataDir,
      // Unreachable, as on the offline server: it must still not fall back to the embedded database.
      DATABASE_URL: 'postgres://app@127.0.0.1:9/offline',
    });
    try {
      await expect
        .poll(async () => (await request.get(`http://localhost:${spare(3)}/robots.txt`).catch(() => null))?.status(), { timeout: 60_000 })
        .toBe(200);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      server.child.kill();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
