/**
 * @jest-environment node
 *
 * What uploads may cost: the total limit and the clean-up of files nothing names.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanUnusedUploads, roomForUpload, UPLOAD_GRACE_MS, uploadLimits } from '@/lib/media/quota';

const DAY = 24 * 60 * 60 * 1000;
const name = (digit: string) => `${digit.repeat(64)}.webp`;

describe('uploads quota and clean-up', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, UPLOAD_RATE_LIMIT: process.env.UPLOAD_RATE_LIMIT, UPLOADS_MAX_TOTAL_MB: process.env.UPLOADS_MAX_TOTAL_MB };
  let dir: string;
  const file = (fileName: string, bytes: number, ageMs: number) => {
    const at = path.join(dir, 'uploads', fileName);
    writeFileSync(at, Buffer.alloc(bytes));
    const when = new Date(Date.now() - ageMs);
    utimesSync(at, when, when);
    return at;
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quota-'));
    mkdirSync(path.join(dir, 'uploads'));
    process.env.DATA_DIR = dir;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('deletes only uploads older than the grace period that nothing names', async () => {
    const namedOld = file(name('a'), 100, 30 * DAY);
    const unnamedOld = file(name('b'), 100, 8 * DAY);
    // Uploaded into a draft that lives only in the browser: no row names it yet.
    const unnamedRecent = file(name('c'), 100, 6 * DAY);
    const notAnUpload = file('notes.txt', 100, 30 * DAY);
    const namesInUse = jest.fn(async () => new Set([name('a')]));

    const result = await cleanUnusedUploads(namesInUse);
    expect(result).toEqual({ deleted: [name('b')], freedBytes: 100 });
    expect([namedOld, unnamedOld, unnamedRecent, notAnUpload].map(existsSync)).toEqual([true, false, true, true]);
    expect(UPLOAD_GRACE_MS).toBe(7 * DAY);
  });

  it('does not ask the database when no file is old enough', async () => {
    file(name('d'), 100, DAY);
    const namesInUse = jest.fn(async () => new Set<string>());
    expect(await cleanUnusedUploads(namesInUse)).toEqual({ deleted: [], freedBytes: 0 });
    expect(namesInUse).not.toHaveBeenCalled();
  });

  it('keeps uploads under the total, deleting unused old ones first when it would be passed', async () => {
    file(name('a'), 400, 30 * DAY);
    file(name('b'), 300, 30 * DAY);
    file(name('c'), 200, DAY);
    const namesInUse = async () => new Set([name('a')]);
    expect(await roomForUpload(100, namesInUse, 1000)).toBe(true);
    expect(existsSync(path.join(dir, 'uploads', name('b')))).toBe(true);
    // 900 + 200 > 1000: the unused old file goes, and then it fits.
    expect(await roomForUpload(200, namesInUse, 1000)).toBe(true);
    expect(existsSync(path.join(dir, 'uploads', name('b')))).toBe(false);
    // Nothing left to delete: refused.
    expect(await roomForUpload(500, namesInUse, 1000)).toBe(false);
  });

  it('reads its limits from the environment: 20 per window and 500 MB unless set', () => {
    delete process.env.UPLOAD_RATE_LIMIT;
    delete process.env.UPLOADS_MAX_TOTAL_MB;
    expect(uploadLimits()).toEqual({ perWindow: 20, maxTotalBytes: 500 * 1024 * 1024 });
    process.env.UPLOAD_RATE_LIMIT = '5';
    process.env.UPLOADS_MAX_TOTAL_MB = '0.5';
    expect(uploadLimits()).toEqual({ perWindow: 5, maxTotalBytes: 512 * 1024 });
    process.env.UPLOAD_RATE_LIMIT = 'lots';
    process.env.UPLOADS_MAX_TOTAL_MB = '-1';
    expect(uploadLimits()).toEqual({ perWindow: 20, maxTotalBytes: 500 * 1024 * 1024 });
  });
});
