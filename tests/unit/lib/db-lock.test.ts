/** @jest-environment node */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { acquireLock, DatabaseLockedError, holdDataDirectory, processStartTime, STALE_MS, type LockHolder } from '@/lib/db/lock';

const contenderScript = path.join(process.cwd(), 'tests/helpers/lock-contender.mjs');
const created: string[] = [];
const newDir = () => {
  created.push(mkdtempSync(path.join(tmpdir(), 'lock-')));
  return created.at(-1)!;
};
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const lockIn = (dir: string) => path.join(dir, 'pglite.lock');
const holderOf = (lock: string) => JSON.parse(readFileSync(lock, 'utf8')) as LockHolder;

// Every test here starts processes, which can take seconds on a busy machine.
jest.setTimeout(30_000);

type Reply = { ready?: true; held?: number; lockPath?: string; pid?: number; won?: boolean; name?: string; message?: string };

function startContender(): Promise<ChildProcess> {
  const child = fork(contenderScript, { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`contender exited with ${code}`)));
  });
}

const reply = (child: ChildProcess) => new Promise<Reply>((resolve) => child.once('message', (m) => resolve(m as Reply)));
const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));

/** A real holder: another process that took the lock and keeps it. */
async function holdInOtherProcess(...locks: string[]) {
  const child = await startContender();
  const held = reply(child);
  child.send({ hold: locks });
  await held;
  return child;
}

/** A lock left behind by a server that crashed: its holder took it and was killed. */
async function crashedLocks(count: number) {
  const locks = Array.from({ length: count }, () => lockIn(newDir()));
  const holder = await holdInOtherProcess(...locks);
  const gone = exited(holder);
  holder.kill('SIGKILL');
  await gone;
  return locks;
}

describe('embedded database lock', () => {
  it('takes a free lock as this process — pid, start time, host and a random token — private to the user, and releases it', () => {
    const lock = lockIn(newDir());
    const release = acquireLock(lock);
    const holder = holderOf(lock);
    expect(holder).toMatchObject({ pid: process.pid, start: processStartTime(process.pid), host: hostname() });
    expect(holder.start).toMatch(/^\d+$/);
    expect(holder.token).toMatch(/^[0-9a-f]{32}$/);
    expect(lstatSync(lock).mode & 0o777).toBe(0o600);
    expect(acquireLock(lock)).toBe(release);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses a lock another live server holds, naming the data directory and the holder', async () => {
    const dir = newDir();
    const holder = await holdInOtherProcess(lockIn(dir));
    try {
      const error = (() => {
        try {
          acquireLock(lockIn(dir));
        } catch (e) {
          return e as DatabaseLockedError;
        }
      })();
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect(error?.message).toContain(`The embedded database in ${dir} is already in use by process ${holder.pid} (on ${hostname()}, since `);
      expect(error?.message).toMatch(/one process per data directory: stop that process, or give this one its own DATA_DIR/);
      expect(holderOf(lockIn(dir)).pid).toBe(holder.pid);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a server that crashed', async () => {
    const [lock] = await crashedLocks(1);
    const release = acquireLock(lock!);
    expect(holderOf(lock!).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose takeover was interrupted by a crash', async () => {
    const [lock, other] = await crashedLocks(2);
    const stale = readFileSync(lock!, 'utf8');
    // The marker a process creates before replacing that stale lock, left by one that died holding it.
    const marker = path.join(path.dirname(lock!), `pglite.lock.${createHash('sha256').update(stale).digest('hex').slice(0, 24)}.takeover`);
    writeFileSync(marker, readFileSync(other!, 'utf8'));
    const release = acquireLock(lock!);
    expect(holderOf(lock!).pid).toBe(process.pid);
    expect(existsSync(marker)).toBe(false);
    release();
  });

  it('treats a lock naming a live process that is not its holder (a reused pid) as stale', async () => {
    const [lock] = await crashedLocks(1);
    const record = holderOf(lock!);
    // The parent process is alive, but it started at another time than the lock's holder.
    writeFileSync(lock!, JSON.stringify({ ...record, pid: process.ppid }));
    expect(() => acquireLock(lock!)()).not.toThrow();

    // Our own pid under another token: an earlier process that had this pid (a restarted container's pid 1).
    writeFileSync(lock!, JSON.stringify({ ...record, pid: process.pid }));
    const release = acquireLock(lock!);
    expect(holderOf(lock!).token).not.toBe(record.token);
    release();
  });

  it('treats a holder that died but is not yet reaped (a zombie) as dead', async () => {
    // The child exits a moment after its parent has become `sleep 30`, which never reaps it. (With
    // `sleep 0` a busy machine let the shell reap the child before its exec: no zombie to judge.)
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString()))));
      const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
      for (let i = 0; i < 500 && state() !== 'Z'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(state()).toBe('Z');

      const lock = lockIn(newDir());
      const release = acquireLock(lock);
      const record = holderOf(lock);
      release();
      // Exactly as the crashed server wrote it: its pid and start time, this host, fresh.
      writeFileSync(lock, JSON.stringify({ ...record, pid, start: processStartTime(pid), token: 'zombie' }));
      const again = acquireLock(lock);
      expect(holderOf(lock).pid).toBe(process.pid);
      again();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('judges a holder it cannot inspect (another host, or a pid-only lock) by its heartbeat', async () => {
    const lock = lockIn(newDir());
    const old = new Date(Date.now() - STALE_MS - 1_000);

    writeFileSync(lock, JSON.stringify({ pid: 4242, host: 'other-host', token: 'x', since: '2026-01-01T00:00:00.000Z' }));
    expect(() => acquireLock(lock)).toThrow('already in use by process 4242 (on other-host, since 2026-01-01T00:00:00.000Z)');
    utimesSync(lock, old, old);
    acquireLock(lock)();

    // Locks from before holders were identified: the pid of a live process (the parent), unrefreshed.
    writeFileSync(lock, String(process.ppid));
    expect(() => acquireLock(lock)).toThrow(DatabaseLockedError);
    utimesSync(lock, old, old);
    acquireLock(lock)();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('releases the lock when a holder with no shutdown of its own gets %s', async (signal) => {
    const lock = lockIn(newDir());
    const holder = await holdInOtherProcess(lock);
    expect(holderOf(lock).pid).toBe(holder.pid);
    const gone = exited(holder);
    holder.kill(signal);
    expect(await gone).toBe(signal);
    expect(existsSync(lock)).toBe(false);
  });
});

describe('embedded database lock under contention (separate processes starting together)', () => {
  const contenders: ChildProcess[] = [];

  // Generous limits: this machine's cores are shared, and each trial waits for all 8 processes.
  const limit = 60_000;

  beforeAll(async () => {
    contenders.push(...(await Promise.all(Array.from({ length: 8 }, startContender))));
  }, limit);
  afterAll(() => contenders.forEach((child) => child.kill()));

  async function race(lock: string) {
    const replies = contenders.map(
      (child) =>
        new Promise<Reply>((resolve) => {
          const onMessage = (m: Reply) => {
            if (m.lockPath !== lock) return;
            child.off('message', onMessage);
            resolve(m);
          };
          child.on('message', onMessage);
        }),
    );
    const at = Date.now() + 40;
    for (const child of contenders) child.send({ lockPath: lock, at });
    const results = await Promise.all(replies);
    const winners = results.filter((r) => r.won);
    const refused = results.filter((r) => !r.won && r.name === 'DatabaseLockedError' && r.message?.includes(`process ${winners[0]?.pid} `));
    return { winners: winners.length, refused: refused.length, holder: holderOf(lock).pid, winner: winners[0]?.pid };
  }

  it('gives a free lock to exactly one of 8, in each of 50 trials', async () => {
    for (let trial = 0; trial < 50; trial++) {
      const outcome = await race(lockIn(newDir()));
      expect({ trial, ...outcome }).toEqual({ trial, winners: 1, refused: 7, holder: outcome.winner, winner: outcome.winner });
    }
  }, limit);

  it('lets exactly one of 8 take over a crashed server’s lock, in each of 50 trials', async () => {
    const locks = await crashedLocks(50);
    for (const [trial, lock] of locks.entries()) {
      const outcome = await race(lock);
      expect({ trial, ...outcome }).toEqual({ trial, winners: 1, refused: 7, holder: outcome.winner, winner: outcome.winner });
    }
  }, limit);

  it('lets exactly one of 8 take over a lock naming a live but unrelated process, in each of 20 trials', async () => {
    const locks = await crashedLocks(20);
    for (const lock of locks) writeFileSync(lock, JSON.stringify({ ...holderOf(lock), pid: process.pid }));
    for (const [trial, lock] of locks.entries()) {
      const outcome = await race(lock);
      expect({ trial, ...outcome }).toEqual({ trial, winners: 1, refused: 7, holder: outcome.winner, winner: outcome.winner });
    }
  }, limit);
});

describe('embedded database files', () => {
  /** Every entry below `root` whose mode gives the group or others any access, or a directory not 0700. */
  function loosePermissions(root: string): string[] {
    const loose: string[] = [];
    const walk = (p: string) => {
      const stat = lstatSync(p);
      const mode = stat.mode & 0o777;
      if (stat.isDirectory()) {
        if (mode !== 0o700) loose.push(`${p} ${mode.toString(8)}`);
        for (const entry of readdirSync(p)) walk(path.join(p, entry));
      } else if (mode & 0o077) {
        loose.push(`${p} ${mode.toString(8)}`);
      }
    };
    walk(root);
    return loose;
  }

  it('tightens an existing data directory that other users could read or write', () => {
    const root = path.join(newDir(), 'data');
    mkdirSync(path.join(root, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(root, 'pglite', 'base', '1234'), 'rows');
    writeFileSync(path.join(root, 'pglite', 'PG_VERSION'), '17');
    for (const dir of [root, path.join(root, 'pglite'), path.join(root, 'pglite', 'base')]) chmodSync(dir, 0o777);
    chmodSync(path.join(root, 'pglite', 'base', '1234'), 0o666);
    chmodSync(path.join(root, 'pglite', 'PG_VERSION'), 0o644);
    expect(loosePermissions(root)).toHaveLength(5);

    const release = holdDataDirectory(root);
    expect(loosePermissions(root)).toEqual([]);
    expect(lstatSync(path.join(root, 'pglite', 'base', '1234')).mode & 0o777).toBe(0o600);
    release();
  });

  it('tightens a data directory reached through a link, but nothing a link inside it points to', () => {
    const base = newDir();
    const volume = path.join(base, 'volume');
    const outside = path.join(base, 'outside.txt');
    mkdirSync(volume, { mode: 0o777 });
    chmodSync(volume, 0o777);
    writeFileSync(outside, 'not ours', { mode: 0o644 });
    symlinkSync(outside, path.join(volume, 'link'));
    symlinkSync(volume, path.join(base, 'data'));

    const release = holdDataDirectory(path.join(base, 'data'));
    expect(statSync(volume).mode & 0o777).toBe(0o700);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    release();
  });

  it('creates a new database readable and writable by this user only, including files written later', async () => {
    const root = path.join(newDir(), 'nested', 'data');
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = root;
    try {
      const { localDatabase } = await import('@/lib/db/pglite');
      const db = await localDatabase();
      await db.exec('create table later_rows (id int); insert into later_rows select generate_series(1, 50000)');
      await db.query('checkpoint');
      expect(readdirSync(path.join(root, 'pglite')).length).toBeGreaterThan(10);
      expect(loosePermissions(root)).toEqual([]);
      expect(lstatSync(path.dirname(root)).mode & 0o777).toBe(0o700);
      await db.close();
    } finally {
      process.env.DATA_DIR = previous;
    }
  }, 120_000);
});
