// Starts the production build (`next build` must have run) on a free port with its own database.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearDataCache } from '../clear-data-cache.mjs';

/** `dataDir` reuses a database (a restart); `stop(signal)` with 'SIGKILL' is a crash; `logFile` takes stderr. */
export async function startServer({ port = 3300, env = {}, dataDir = undefined, logFile = undefined } = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const url = `http://localhost:${port}`;
  clearDataCache();
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'bench-db-'));
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', logFile ? openSync(logFile, 'a') : 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/** Every public route: the static list plus a post and a category. */
export async function routeList() {
  const { publicRoutes } = await import('../../content/routes.ts');
  return [...publicRoutes.map((r) => r.path), '/blog/category/seo', '/blog/how-google-ai-overviews-choose-sources'];
}
