/**
 * @jest-environment node
 *
 * The images an older version kept in DATA_DIR/uploads move into the database once, with nothing
 * lost and nothing that is not an upload let in (PGlite and PostgreSQL).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@/lib/db/types';
import { importLocalUploads } from '@/lib/media/import';
import { createMediaRepository } from '@/lib/media/repository';
import { readImage } from '@/lib/media/store';
import { drivers } from '../../helpers/databases';

const DAY = 24 * 60 * 60 * 1000;
const upload = (seed: string) => {
  const data = Buffer.from(`RIFF....WEBPVP8 ${seed}`);
  return { data, name: `${createHash('sha256').update(data).digest('hex')}.webp` };
};

describe.each(drivers)('importing DATA_DIR/uploads on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  let root: string;
  const repository = () => createMediaRepository(async () => db);
  const stored = async () => (await db.query<{ name: string }>('select name from public.media_files order by name')).rows.map((row) => row.name);
  const put = (name: string, data: Buffer, ageMs = 0) => {
    const at = path.join(root, 'uploads', name);
    writeFileSync(at, data);
    const when = new Date(Date.now() - ageMs);
    utimesSync(at, when, when);
  };

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(async () => {
    await db.exec('delete from public.media_files');
    root = mkdtempSync(path.join(tmpdir(), 'uploads-import-'));
    mkdirSync(path.join(root, 'uploads'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('moves every valid upload in once, keeps its age, skips the rest, and keeps every file', async () => {
    const old = upload('old');
    const recent = upload('recent');
    const forged = upload('forged');
    put(old.name, old.data, 30 * DAY);
    put(recent.name, recent.data);
    // Named like an upload, but the bytes are not the ones the name promises.
    put(forged.name, Buffer.from('something else entirely'));
    put('notes.txt', Buffer.from('not an image'));
    put(`${old.name.slice(0, 64).toUpperCase()}.webp`, old.data);
    put('escape.webp', old.data);
    mkdirSync(path.join(root, 'uploads', `${'f'.repeat(64)}.webp`));
    const before = readdirSync(path.join(root, 'uploads')).sort();

    const result = await importLocalUploads(root, repository());
    expect(result.imported.sort()).toEqual([old.name, recent.name].sort());
    expect(result.skipped.sort()).toEqual([forged.name, 'notes.txt', `${old.name.slice(0, 64).toUpperCase()}.webp`, 'escape.webp', `${'f'.repeat(64)}.webp`].sort());
    expect(await stored()).toEqual([old.name, recent.name].sort());
    expect(Buffer.from((await readImage(old.name, repository()))!).equals(old.data)).toBe(true);
    expect(await readImage(forged.name, repository())).toBeNull();

    // The file's age is the upload's: the clean-up's grace period keeps counting from it.
    const { rows } = await db.query<{ name: string; age: number }>(`select name, extract(epoch from now() - uploaded_at)::float8 as age from public.media_files`);
    expect(rows.find((row) => row.name === old.name)!.age).toBeGreaterThan(29 * 86_400);
    expect(rows.find((row) => row.name === recent.name)!.age).toBeLessThan(3_600);

    // Nothing deleted: the folder is renamed, every file still in it.
    expect(result.movedTo).toBe(path.join(root, 'uploads-imported'));
    expect(existsSync(path.join(root, 'uploads'))).toBe(false);
    expect(readdirSync(path.join(root, 'uploads-imported')).sort()).toEqual(before);

    // A second start finds no folder and imports nothing.
    expect(await importLocalUploads(root, repository())).toEqual({ imported: [], alreadyStored: [], skipped: [], movedTo: null });
    expect(await stored()).toEqual([old.name, recent.name].sort());
  });

  it('after an import cut short, the next start adds only what is missing and changes no stored row', async () => {
    const first = upload('first');
    const second = upload('second');
    put(first.name, first.data, 30 * DAY);
    put(second.name, second.data, 30 * DAY);
    // The first start stored one row (as a re-upload would, just now), then died before renaming.
    expect(await repository().save(first.name, first.data, null)).toBe(true);

    const result = await importLocalUploads(root, repository());
    expect(result).toMatchObject({ imported: [second.name], alreadyStored: [first.name], skipped: [] });
    expect(await stored()).toEqual([first.name, second.name].sort());
    const { rows } = await db.query<{ age: number }>(`select extract(epoch from now() - uploaded_at)::float8 as age from public.media_files where name = $1`, [first.name]);
    expect(rows[0]!.age).toBeLessThan(3_600);
  });

  it('never overwrites an earlier imported folder', async () => {
    mkdirSync(path.join(root, 'uploads-imported'));
    writeFileSync(path.join(root, 'uploads-imported', 'kept.txt'), 'from the first import');
    const one = upload('one');
    put(one.name, one.data);
    const result = await importLocalUploads(root, repository());
    expect(result.movedTo).toMatch(/uploads-imported-\d{8}T\d{6}$/);
    expect(readdirSync(result.movedTo!)).toEqual([one.name]);
    expect(readdirSync(path.join(root, 'uploads-imported'))).toEqual(['kept.txt']);
  });

  it('without a folder, does nothing', async () => {
    rmSync(path.join(root, 'uploads'), { recursive: true });
    expect(await importLocalUploads(root, repository())).toEqual({ imported: [], alreadyStored: [], skipped: [], movedTo: null });
    expect(await stored()).toEqual([]);
  });
});
