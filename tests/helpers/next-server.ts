import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

/**
 * A `next start` of the current build that a spec starts and stops itself: several servers of
 * one build, a server killed or restarted, a build moved to another database. Each server gets
 * its own copy of the build (its page cache lives there), made by `copyBuild`.
 */
export type NextServer = {
  url: string;
  /** Everything the server printed so far, stdout and stderr. */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh copy of `.next` at `distDir`, without the data and pages cached by earlier runs. */
export function copyBuild(distDir: string, { keepCache = false } = {}) {
  rmSync(distDir, { recursive: true, force: true });
  cpSync('.next', distDir, { recursive: true });
  if (!keepCache) for (const dir of ['cache/fetch-cache', 'server/route-cache']) rmSync(`${distDir}/${dir}`, { recursive: true, force: true });
}

export async function startNext(port: number, env: Record<string, string>): Promise<NextServer> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const server: NextServer = {
    url,
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
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
