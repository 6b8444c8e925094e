// Starts production builds for the benchmark scripts: the site (`next build` must have run) and
// the bare-page fixture the site is measured against (built here when missing or stale).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearDataCache } from '../clear-data-cache.mjs';
// routeList() imports content/routes.ts, whose own imports are extensionless.
import './register.mjs';

const nextBin = 'node_modules/next/dist/bin/next';
/** One heading and nothing else, built from this project's node_modules (tests/fixtures/bare-app). */
export const floorDir = 'tests/fixtures/bare-app';

/**
 * Ports: BENCH_PORT moves every script's servers (site, floor) so two people can measure at
 * once; each script adds its own offset.
 */
export const benchPort = (offset) => Number(process.env.BENCH_PORT ?? 3300) + offset;

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

// A script that fails half-way must not leave a server holding its port.
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

function spawnNext(args, env, stderr = 'inherit') {
  const child = spawn(process.execPath, [nextBin, ...args], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `stop('SIGKILL')` is a crash (bench:leads); the default is a clean shutdown. */
function stopper(child) {
  return async (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
}

/** `dataDir` reuses a database (a restart); `stop(signal)` with 'SIGKILL' is a crash; `logFile` takes stderr. */
export async function startServer({ port = 3300, env = {}, dataDir = undefined, logFile = undefined } = {}) {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  const url = `http://localhost:${port}`;
  clearDataCache();
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'bench-db-'));
  const child = spawnNext(['start', '--port', String(port)], { DATA_DIR: dataDir, ...env }, logFile ? openSync(logFile, 'a') : 'inherit');
  await waitFor(`${url}/robots.txt`);
  return { url, dataDir, stop: stopper(child) };
}

/** Builds the bare page unless its build is newer than the installed Next.js and the fixture's sources. */
export function buildFloor() {
  const buildId = path.join(floorDir, '.next/BUILD_ID');
  const sources = ['node_modules/next/package.json', `${floorDir}/next.config.ts`, `${floorDir}/app/page.tsx`, `${floorDir}/app/layout.tsx`, `${floorDir}/proxy.ts`, `${floorDir}/instrumentation.ts`];
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (sources.every((file) => statSync(file).mtimeMs < builtAt)) return;
  console.log(`Building the bare page (${floorDir}) …`);
  nextBuild(floorDir, {});
}

function nextBuild(dir, env) {
  const result = spawnSync(process.execPath, [nextBin, 'build', dir], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building ${dir} failed`);
}

const styledDistDir = '.next/styled';

/**
 * The bare page with the site's stylesheet linked in its head, and nothing else: the floor of any
 * page whose first paint waits for a stylesheet. The stylesheet is the one the site's home page
 * links in the current build (`next build` must have run), without its @font-face rules, so the
 * floor loads no fonts. Rebuilt every time, since the site's CSS changes with the site.
 */
export function buildStyledFloor() {
  const home = readFileSync('.next/server/app/index.html', 'utf8');
  const href = home.match(/<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
  if (!href) throw new Error('The home page links no stylesheet: run `next build` first');
  const css = readFileSync(path.join('.next', href.slice('/_next'.length)), 'utf8').replace(/@font-face\{[^}]*\}/g, '');
  mkdirSync(path.join(floorDir, 'public'), { recursive: true });
  writeFileSync(path.join(floorDir, 'public/site.css'), css);
  console.log(`Building the styled floor (${floorDir} with ${href}) …`);
  nextBuild(floorDir, { FLOOR_STYLESHEET: '/site.css', FLOOR_DIST_DIR: styledDistDir });
}

/** The bare page (or, with `styled`, the styled floor), served by `next start` like the site; its only route is `/`. */
export async function startFloor({ port, styled = false }) {
  if (process.env.FLOOR_URL && !styled) return { url: process.env.FLOOR_URL.replace(/\/$/, ''), stop: async () => {} };
  if (styled) buildStyledFloor();
  else buildFloor();
  const url = `http://localhost:${port}`;
  const child = spawnNext(['start', floorDir, '--port', String(port)], styled ? { FLOOR_DIST_DIR: styledDistDir } : {});
  await waitFor(url);
  return { url, stop: stopper(child) };
}

/** Every public route: the static list plus a post and a category. */
export async function routeList() {
  const { publicRoutes } = await import('../../content/routes.ts');
  return [...publicRoutes.map((r) => r.path), '/blog/category/seo', '/blog/how-google-ai-overviews-choose-sources'];
}
