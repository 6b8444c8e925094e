import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  type Stats,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// Plain Node (no aliases, no server-only, erasable TypeScript) so scripts/db-reset.mjs and the
// lock tests' child processes can import it directly.

/** Who holds a lock. A pid alone is not enough: pids are reused, and containers share them. */
export type LockHolder = {
  pid: number;
  /** Process start time in clock ticks since boot (/proc/<pid>/stat field 22); '' where unknown. */
  start?: string;
  boot?: string;
  pidns?: string;
  host?: string;
  token?: string;
  since?: string;
};

/** How often a holder touches its lock, and how old a touch may be before it counts as dead. */
export const HEARTBEAT_MS = 5_000;
export const STALE_MS = 30_000;

export class DatabaseLockedError extends Error {
  readonly dataDir: string;
  readonly holder: LockHolder | null;
  constructor(dataDir: string, holder: LockHolder | null) {
    const where = [holder?.host && `on ${holder.host}`, holder?.since && `since ${holder.since}`].filter(Boolean).join(', ');
    const who = holder ? `process ${holder.pid}${where ? ` (${where})` : ''}` : 'another process (its lock file is unreadable)';
    super(
      `The embedded database in ${dataDir} is already in use by ${who}. PGlite allows one process per ` +
        'data directory: stop that process, or give this one its own DATA_DIR.',
    );
    this.name = 'DatabaseLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export function dataDirectory() {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR?.trim() || '.data');
}

function readOrEmpty(file: string) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function linkOrEmpty(file: string) {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

/** Fields 3 and up of /proc/<pid>/stat; the command name (field 2) may itself contain spaces and parentheses. */
function statFields(pid: number) {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : [];
}

/** Field 22 of /proc/<pid>/stat. */
export function processStartTime(pid: number) {
  return statFields(pid)[19] ?? '';
}

function thisMachine() {
  return {
    host: hostname(),
    boot: readOrEmpty('/proc/sys/kernel/random/boot_id'),
    // Containers sharing a hostname (host networking) still have their own pid numbering.
    pidns: linkOrEmpty('/proc/self/ns/pid'),
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (Z) or dead (X) process still answers signal 0 until its parent reaps it, but it
  // has exited and holds nothing: a server killed with -9 under a supervisor that waits late.
  const state = statFields(pid)[0];
  return state !== 'Z' && state !== 'X';
}

function parseHolder(raw: string): LockHolder | null {
  // Locks written before holders were identified hold just the pid.
  if (/^\d+$/.test(raw)) return { pid: Number(raw) };
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

type Found = { raw: string; holder: LockHolder | null; touchedAt: number };

function readLockFile(file: string): Found | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const raw = readFileSync(fd, 'utf8');
    return { raw, holder: parseHolder(raw.trim()), touchedAt: fstatSync(fd).mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/** Whether the process named in a lock still holds it. */
function isHeld({ holder, touchedAt }: Found) {
  const recentlyTouched = Date.now() - touchedAt < STALE_MS;
  // Unreadable content: half-written by a filesystem without hard links, or foreign. Only its age can tell.
  if (!holder) return recentlyTouched;
  const here = thisMachine();
  // Another machine or container: its pids mean nothing here, so only its heartbeat shows it is alive.
  if ((holder.host !== undefined && holder.host !== here.host) || (holder.pidns && holder.pidns !== here.pidns)) {
    return recentlyTouched;
  }
  if (holder.boot && here.boot && holder.boot !== here.boot) return false;
  // This process holds nothing under another token: the lock is from an earlier process with our pid.
  if (holder.pid === process.pid) return false;
  if (!isAlive(holder.pid)) return false;
  const start = processStartTime(holder.pid);
  if (holder.start && start) return holder.start === start;
  // No start time to compare (not Linux, or an old lock): a reused pid does not touch the lock.
  return recentlyTouched;
}

function temporaryFile(target: string, content: string) {
  const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, content, { flag: 'wx', mode: 0o600 });
  return tmp;
}

/** Creates `target` with `content` unless it exists. The content appears complete or not at all. */
function createExclusive(target: string, content: string) {
  const tmp = temporaryFile(target, content);
  try {
    linkSync(tmp, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  // No hard links here: exclusive create; readers treat the briefly empty file as held.
  try {
    writeFileSync(target, content, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Makes `target` hold `content`. A stale holder is replaced only by the one process that
 * exclusively creates the takeover marker named after the stale content, and only if the
 * content is still the same: two processes can never both replace one stale lock. A marker
 * left by a process that died mid-takeover is itself stale and is taken over the same way.
 * 'busy' means another process is taking over right now.
 */
function claim(target: string, content: string, dataDir: string, depth = 0): 'taken' | 'busy' {
  if (depth > 4) return 'busy';
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(target, content)) return 'taken';
    const found = readLockFile(target);
    if (!found) continue;
    if (isHeld(found)) {
      if (depth === 0) throw new DatabaseLockedError(dataDir, found.holder);
      return 'busy';
    }
    const marker = path.join(dataDir, `pglite.lock.${createHash('sha256').update(found.raw).digest('hex').slice(0, 24)}.takeover`);
    if (claim(marker, content, dataDir, depth + 1) === 'busy') return 'busy';
    try {
      if (readLockFile(target)?.raw === found.raw) {
        renameSync(temporaryFile(target, content), target);
        return 'taken';
      }
    } finally {
      rmSync(marker, { force: true });
    }
  }
  return 'busy';
}

type HeldLock = { content: string; release: () => void };
// One registry per process, shared by every bundle that includes this module (instrumentation, routes).
const globalForLocks = globalThis as typeof globalThis & { __dataDirLocks?: Map<string, HeldLock> };

function heldLocks() {
  if (!globalForLocks.__dataDirLocks) {
    const locks = new Map<string, HeldLock>();
    globalForLocks.__dataDirLocks = locks;
    const releaseAll = () => {
      for (const lock of [...locks.values()]) lock.release();
    };
    const onSignal = (signal: NodeJS.Signals) => {
      // Someone else (Next.js) shuts down and exits, and 'exit' releases. Releasing now would let
      // a second server open the database while this one still finishes its requests.
      if (process.listenerCount(signal) > 1) return;
      releaseAll();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
    };
    process.on('exit', releaseAll);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return globalForLocks.__dataDirLocks;
}

/**
 * Takes the lock file for this process and returns its release. Idempotent within a process.
 * Throws DatabaseLockedError naming the holder when another live process has it.
 */
export function acquireLock(lockPath: string): () => void {
  const target = path.resolve(lockPath);
  const existing = heldLocks().get(target);
  if (existing) return existing.release;

  const holder: LockHolder = {
    pid: process.pid,
    start: processStartTime(process.pid),
    ...thisMachine(),
    token: randomBytes(16).toString('hex'),
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(holder);
  const dataDir = path.dirname(target);
  const deadline = Date.now() + 5_000;
  while (claim(target, content, dataDir) === 'busy') {
    if (Date.now() > deadline) throw new Error(`Could not lock ${target}: another process keeps taking it over.`);
    sleep(10);
  }

  const ours = () => readLockFile(target)?.raw === content;
  const heartbeat = setInterval(() => {
    try {
      if (ours()) utimesSync(target, new Date(), new Date());
    } catch {
      // The next beat tries again; a missed one only brings the lock closer to looking stale.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const release = () => {
    if (heldLocks().get(target)?.content !== content) return;
    heldLocks().delete(target);
    clearInterval(heartbeat);
    if (ours()) rmSync(target, { force: true });
  };
  heldLocks().set(target, { content, release });
  return release;
}

/**
 * Strips group and other access from the data directory (which may itself be a link to a volume)
 * and everything below it. Links inside are not followed.
 */
export function restrictPermissions(root: string) {
  const tighten = (entry: string, stat: Stats) => {
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(entry, 0o700);
      for (const name of readdirSync(entry)) {
        const child = path.join(entry, name);
        tighten(child, lstatSync(child));
      }
    } else if (stat.isFile() && stat.mode & 0o077) {
      chmodSync(entry, stat.mode & 0o700);
    }
  };
  tighten(root, statSync(root));
}

/**
 * Creates the data directory private to this user (0700, files 0600), tightens one left with
 * looser permissions, and takes its lock. Returns the lock's release.
 */
export function holdDataDirectory(root = dataDirectory()) {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const release = acquireLock(path.join(root, 'pglite.lock'));
  restrictPermissions(root);
  return release;
}
