import { spawn } from 'node:child_process';
import { copyBuild } from '../../scripts/lib/build-copy';
import { NEXT_START_FLAGS } from '../../scripts/lib/next-start';
import { e2eEnv, ports, urlOf, type PortName } from './servers';

/**
 * The one way a spec starts a server: `next start` of the current build on its port from the
 * table in servers.ts (playwright.config.ts starts the servers every spec shares). For several
 * servers of one build, a server killed or restarted, a build moved to another database, a
 * server that must refuse to start.
 */
export type NextServer = {
  url: string;
  pid: number;
  /** Everything the server printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export type StartOptions = {
  /** On top of the e2e servers' environment (servers.ts e2eEnv) and the server's own address. */
  env?: Record<string, string>;
  /**
   * Serve a copy of the build in this folder (scripts/lib/build-copy.ts), made at the first start
   * in this process and kept for a restart: a server on a database of its own, or one that must
   * keep a page cache of its own. Without it the server serves `.next`, beside the main server.
   */
  distDir?: string;
  /** Resolve once the process runs, without waiting for an answer (a server expected to refuse). */
  waitUntilReady?: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const copied = new Set<string>();

export async function startNext(name: PortName, { env = {}, distDir, waitUntilReady = true }: StartOptions = {}): Promise<NextServer> {
  const url = urlOf(name);
  if (distDir && !copied.has(distDir)) {
    copyBuild(distDir);
    copied.add(distDir);
  }
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(ports[name]), ...NEXT_START_FLAGS], {
    env: { ...process.env, ...e2eEnv, NEXT_PUBLIC_SITE_URL: url, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}), ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)));
  const server: NextServer = {
    url,
    pid: child.pid!,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
  if (!waitUntilReady) return server;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited (${child.exitCode}):\n${printed}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return server;
    } catch {}
    await sleep(250);
  }
  await server.stop();
  throw new Error(`${url} did not start:\n${printed}`);
}
