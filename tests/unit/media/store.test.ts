/**
 * @jest-environment node
 *
 * Where uploaded images are kept: the database (PGlite and a real PostgreSQL server alike) when
 * no Storage is configured, and what staff are told when a configured Storage cannot take one.
 * The real Supabase bucket runs only when SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and
 * SUPABASE_TEST_SERVICE_ROLE_KEY name a real project.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { uploadCopy } from '@/content/uploads';
import type { Database } from '@/lib/db/types';
import { createStorageClient } from '@/lib/media/bucket';
import { processImage } from '@/lib/media/image';
import { createMediaRepository } from '@/lib/media/repository';
import { imageExists, readImage, storeImage, storeInBucket, UploadNotStoredError, UploadsFullError } from '@/lib/media/store';
import { drivers } from '../../helpers/databases';

const png = (background = '#336699') => sharp({ create: { width: 30, height: 20, channels: 3, background } }).png().toBuffer();
const STORAGE_ENV = ['NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
const savedEnv = Object.fromEntries(STORAGE_ENV.map((key) => [key, process.env[key]]));
const restoreEnv = () => {
  for (const key of STORAGE_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
};

describe.each(drivers)('upload store on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const repository = () => createMediaRepository(async () => db);
  const uploadedAt = async (name: string) =>
    Date.parse((await db.query<{ at: string }>('select uploaded_at::text as at from public.media_files where name = $1', [name])).rows[0]!.at);

  beforeAll(async () => {
    for (const key of STORAGE_ENV) delete process.env[key];
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(async () => {
    restoreEnv();
    await teardown();
  });
  beforeEach(() => db.exec('delete from public.media_files'));

  it('keeps an upload in the database under its hash and reads back the same bytes', async () => {
    const image = await processImage(await png());
    const stored = await storeImage(image, { maxTotalBytes: null, repository: repository() });
    expect(stored).toEqual({ url: `/media/${image.hash}.webp`, width: 30, height: 20 });
    const bytes = await readImage(`${image.hash}.webp`, repository());
    expect(bytes).not.toBeNull();
    expect(Buffer.from(bytes!).equals(image.data)).toBe(true);
    expect(await imageExists(`${image.hash}.webp`, repository())).toBe(true);
    expect(await repository().totalBytes()).toBe(image.data.byteLength);
  });

  it('reads nothing but a stored hash name', async () => {
    const image = await processImage(await png());
    await storeImage(image, { maxTotalBytes: null, repository: repository() });
    for (const name of ['../pglite/PG_VERSION', `..%2F${image.hash}.webp`, `${image.hash}.png`, `${image.hash.toUpperCase()}.webp`, `${'0'.repeat(64)}.webp`, `${image.hash}.webp'--`, '']) {
      expect(await readImage(name, repository())).toBeNull();
      expect(await imageExists(name, repository())).toBe(false);
    }
  });

  it('refuses a name or bytes that are not an upload, whoever writes them', async () => {
    await expect(db.query(`insert into public.media_files (name, data, byte_size) values ('notes.txt', '\\x01', 1)`)).rejects.toThrow();
    await expect(db.query(`insert into public.media_files (name, data, byte_size) values ($1, '\\x0102', 1)`, [`${'a'.repeat(64)}.webp`])).rejects.toThrow();
  });

  it('a second upload of the same image refreshes its time and adds nothing to the total', async () => {
    const image = await processImage(await png());
    const name = `${image.hash}.webp`;
    await storeImage(image, { maxTotalBytes: null, repository: repository() });
    await db.query(`update public.media_files set uploaded_at = now() - interval '30 days' where name = $1`, [name]);
    const before = await uploadedAt(name);
    // Exactly full: the same image again still fits, since it takes no more room.
    await storeImage(image, { maxTotalBytes: image.data.byteLength, repository: repository() });
    expect(await uploadedAt(name)).toBeGreaterThan(before + 29 * 86_400_000);
    expect(await repository().totalBytes()).toBe(image.data.byteLength);
  });

  it('refuses an upload past the total and keeps nothing of it', async () => {
    const first = await processImage(await png('#111111'));
    const second = await processImage(await png('#eeeeee'));
    await storeImage(first, { maxTotalBytes: first.data.byteLength + 10, repository: repository() });
    await expect(storeImage(second, { maxTotalBytes: first.data.byteLength + 10, repository: repository() })).rejects.toBeInstanceOf(UploadsFullError);
    expect(await readImage(`${second.hash}.webp`, repository())).toBeNull();
    expect(await repository().totalBytes()).toBe(first.data.byteLength);
  });
});

describe('configured Storage that does not take the image', () => {
  let db: Database;
  let teardown: () => Promise<void>;
  const repository = () => createMediaRepository(async () => db);
  let server: Server | undefined;

  beforeAll(async () => {
    ({ db, teardown } = await drivers[0]!.open());
  }, 60_000);
  afterEach(async () => {
    restoreEnv();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });
  afterAll(() => teardown());

  it('unreachable (nothing listens on the port): staff are told so, and nothing is kept', async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:9';
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key-for-a-server-that-is-not-there';
    const image = await processImage(await png());
    const failure = await storeImage(image, { maxTotalBytes: null, repository: repository() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadNotStoredError);
    expect((failure as UploadNotStoredError).message).toBe(uploadCopy.storageUnreachable);
    expect((failure as UploadNotStoredError).status).toBe(503);
    expect((failure as Error).message).not.toMatch(/fetch|ECONN|127\.0\.0\.1|Supabase/i);
    // Not half-saved: not in the database either, so no /media URL answers for it.
    expect(await repository().totalBytes()).toBe(0);
    expect(await readImage(`${image.hash}.webp`, repository())).toBeNull();
  });

  it('answering with a server error counts as unreachable; refusing the key says to check the settings', async () => {
    let status = 503;
    server = createServer((request, response) => {
      request.resume();
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ statusCode: String(status), error: 'Error', message: 'Nope' }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    process.env.NEXT_PUBLIC_SUPABASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'a-key-this-server-refuses';
    const image = await processImage(await png());
    await expect(storeImage(image, { maxTotalBytes: null, repository: repository() })).rejects.toMatchObject({ message: uploadCopy.storageUnreachable, status: 503 });
    status = 403;
    await expect(storeImage(image, { maxTotalBytes: null, repository: repository() })).rejects.toMatchObject({ message: uploadCopy.storageRefused, status: 502 });
    expect(await repository().totalBytes()).toBe(0);
  });
});

const supabaseEnv = { url: process.env.SUPABASE_TEST_URL, anonKey: process.env.SUPABASE_TEST_ANON_KEY, serviceRoleKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY };
const describeSupabase = supabaseEnv.url && supabaseEnv.anonKey && supabaseEnv.serviceRoleKey ? describe : describe.skip;

describeSupabase('Supabase bucket blog-images', () => {
  it('stores with the service role and serves the file publicly', async () => {
    const image = await processImage(await png());
    const url = await storeInBucket(await createStorageClient({ url: supabaseEnv.url!, serviceRoleKey: supabaseEnv.serviceRoleKey! }), image);
    expect(url).toMatch(new RegExp(`/blog-images/${image.hash}\\.webp$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image.data)).toBe(true);
  });

  it('refuses writes with the anon key', async () => {
    const image = await processImage(await png());
    await expect(storeInBucket(await createStorageClient({ url: supabaseEnv.url!, serviceRoleKey: supabaseEnv.anonKey! }), image)).rejects.toMatchObject({
      message: uploadCopy.storageRefused,
    });
  });
});
