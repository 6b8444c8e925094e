/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { acquireLock, DatabaseLockedError } from '@/lib/db/lock';

describe('embedded database lock', () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), 'lock-'));

  it('takes a free lock, records the pid and releases it', () => {
    const lock = path.join(dir(), 'pglite.lock');
    const release = acquireLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses a lock held by another live process with a clear error', async () => {
    const lock = path.join(dir(), 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(lock, String(other.pid));
      expect(() => acquireLock(lock)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(lock)).toThrow(/one process per data directory/);
    } finally {
      other.kill();
    }
  });

  it('replaces a lock left behind by a process that has exited', async () => {
    const lock = path.join(dir(), 'pglite.lock');
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(lock, String(dead.pid));
    const release = acquireLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });
});
