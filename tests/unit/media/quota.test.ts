/**
 * @jest-environment node
 *
 * What uploads may cost: the total limit and the clean-up of images nothing names, counted from
 * the database, so every server of one database sees the same total (PGlite and PostgreSQL).
 */
import type { Database } from '@/lib/db/types';
import { createPostgresDatabase } from '@/lib/db/postgres';
import { migrate } from '@/lib/db/migrate';
import { cleanUnusedUploads, saveWithinTotal, UPLOAD_GRACE_MS, uploadLimits } from '@/lib/media/quota';
import { createMediaRepository, type MediaRepository } from '@/lib/media/repository';
import { createTestDatabase } from '@/scripts/lib/test-postgres';
import { drivers } from '../../helpers/databases';

const DAY = 24 * 60 * 60 * 1000;
const name = (digit: string) => `${digit.repeat(64)}.webp`;

describe.each(drivers)('uploads quota and clean-up on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const repository = () => createMediaRepository(async () => db);
  const file = (fileName: string, bytes: number, ageMs: number) => repository().insertIfMissing(fileName, Buffer.alloc(bytes, 7), new Date(Date.now() - ageMs));
  const stored = async () => (await db.query<{ name: string }>('select name from public.media_files order by name')).rows.map((row) => row.name);

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(() => db.exec('delete from public.media_files'));

  it('deletes only uploads older than the grace period that nothing names', async () => {
    await file(name('a'), 100, 30 * DAY);
    await file(name('b'), 100, 8 * DAY);
    // Uploaded into a draft that lives only in the browser: no row names it yet.
    await file(name('c'), 100, 6 * DAY);
    const namesInUse = jest.fn(async () => new Set([name('a')]));

    const result = await cleanUnusedUploads(namesInUse, { repository: repository() });
    expect(result).toEqual({ deleted: [name('b')], freedBytes: 100 });
    expect(await stored()).toEqual([name('a'), name('c')]);
    expect(UPLOAD_GRACE_MS).toBe(7 * DAY);
  });

  it('spares an image uploaded again while the clean-up ran', async () => {
    await file(name('d'), 100, 30 * DAY);
    await file(name('e'), 100, 30 * DAY);
    // Between the listing and the delete, someone uploads image d again (here or on another server).
    const namesInUse = async () => {
      expect(await repository().save(name('d'), Buffer.alloc(100, 7), null)).toBe(true);
      return new Set<string>();
    };
    const result = await cleanUnusedUploads(namesInUse, { repository: repository() });
    expect(result).toEqual({ deleted: [name('e')], freedBytes: 100 });
    expect(await stored()).toEqual([name('d')]);
  });

  it('does not ask the posts when no upload is old enough', async () => {
    await file(name('d'), 100, DAY);
    const namesInUse = jest.fn(async () => new Set<string>());
    expect(await cleanUnusedUploads(namesInUse, { repository: repository() })).toEqual({ deleted: [], freedBytes: 0 });
    expect(namesInUse).not.toHaveBeenCalled();
  });

  it('keeps uploads under the total, deleting unused old ones first when it would be passed', async () => {
    await file(name('a'), 400, 30 * DAY);
    await file(name('b'), 300, 30 * DAY);
    await file(name('c'), 200, DAY);
    const namesInUse = async () => new Set([name('a')]);
    const limit = { maxTotalBytes: 1000, namesInUse, repository: repository() };
    expect(await saveWithinTotal(name('d'), Buffer.alloc(100, 4), limit)).toBe(true);
    expect(await stored()).toEqual([name('a'), name('b'), name('c'), name('d')].sort());
    // 1000 + 300 > 1000: the unused old image goes, and then it fits.
    expect(await saveWithinTotal(name('e'), Buffer.alloc(300, 5), limit)).toBe(true);
    expect(await stored()).toEqual([name('a'), name('c'), name('d'), name('e')].sort());
    // Nothing left to delete: refused, and nothing of it kept.
    expect(await saveWithinTotal(name('f'), Buffer.alloc(500, 6), limit)).toBe(false);
    expect(await stored()).toEqual([name('a'), name('c'), name('d'), name('e')].sort());
    expect(await repository().totalBytes()).toBe(1000);
  });
});

describe('two servers on one PostgreSQL database', () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let serverA: ReturnType<typeof createPostgresDatabase>;
  let serverB: ReturnType<typeof createPostgresDatabase>;
  let a: MediaRepository;
  let b: MediaRepository;

  beforeAll(async () => {
    created = await createTestDatabase('unit');
    serverA = createPostgresDatabase(created.url, { max: 2, applicationName: 'server-a' });
    serverB = createPostgresDatabase(created.url, { max: 2, applicationName: 'server-b' });
    await migrate(serverA);
    a = createMediaRepository(async () => serverA);
    b = createMediaRepository(async () => serverB);
  }, 60_000);
  afterAll(async () => {
    await serverA.end();
    await serverB.end();
    await created.drop();
  });
  beforeEach(() => serverA.exec('delete from public.media_files'));

  it('each counts what the other stored, and refuses what would pass the shared total', async () => {
    expect(await a.save(name('1'), Buffer.alloc(600, 1), 1000)).toBe(true);
    expect(await b.totalBytes()).toBe(600);
    expect(await saveWithinTotal(name('2'), Buffer.alloc(500, 2), { maxTotalBytes: 1000, namesInUse: async () => new Set(), repository: b })).toBe(false);
    expect(await b.save(name('2'), Buffer.alloc(500, 2), 1000)).toBe(false);
    expect(await b.save(name('2'), Buffer.alloc(400, 2), 1000)).toBe(true);
    expect(await a.totalBytes()).toBe(1000);
    expect(Buffer.from((await a.read(name('2')))!).equals(Buffer.alloc(400, 2))).toBe(true);
  });

  it('two uploads at once, one on each, never pass the total together', async () => {
    for (let round = 0; round < 5; round++) {
      await serverA.exec('delete from public.media_files');
      const results = await Promise.all([a.save(name('3'), Buffer.alloc(600, 3), 1000), b.save(name('4'), Buffer.alloc(600, 4), 1000)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await a.totalBytes()).toBe(600);
    }
  });

  it('a clean-up on one server spares what the other uploaded again meanwhile', async () => {
    await a.insertIfMissing(name('5'), Buffer.alloc(100, 5), new Date(Date.now() - 30 * DAY));
    await a.insertIfMissing(name('6'), Buffer.alloc(100, 6), new Date(Date.now() - 30 * DAY));
    const result = await cleanUnusedUploads(
      async () => {
        await b.save(name('5'), Buffer.alloc(100, 5), null);
        return new Set();
      },
      { repository: a },
    );
    expect(result.deleted).toEqual([name('6')]);
    expect(await b.exists(name('5'))).toBe(true);
  });
});

describe('upload limits', () => {
  const saved = { UPLOAD_RATE_LIMIT: process.env.UPLOAD_RATE_LIMIT, UPLOADS_MAX_TOTAL_MB: process.env.UPLOADS_MAX_TOTAL_MB };
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
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
