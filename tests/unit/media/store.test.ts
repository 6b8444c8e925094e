/**
 * @jest-environment node
 *
 * The embedded database's uploads folder. The Supabase bucket runs only when SUPABASE_TEST_URL,
 * SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY name a real project.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createStorageClient } from '@/lib/media/bucket';
import { processImage } from '@/lib/media/image';
import { readLocalImage, storeImage, storeInBucket } from '@/lib/media/store';

const png = () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();

describe('local image store', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
    process.env.DATA_DIR = dir;
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = saved.DATA_DIR;
  });

  it('keeps an image under its hash in DATA_DIR/uploads, private like the database', async () => {
    const image = await processImage(await png());
    const stored = await storeImage(image);
    expect(stored).toEqual({ url: `/media/${image.hash}.webp`, width: 30, height: 20 });
    expect(statSync(path.join(dir, 'uploads')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'uploads', `${image.hash}.webp`)).mode & 0o777).toBe(0o600);
    expect(readLocalImage(`${image.hash}.webp`)?.equals(image.data)).toBe(true);
  });

  it('reads nothing but a stored hash name', async () => {
    const image = await processImage(await png());
    await storeImage(image);
    for (const name of ['../pglite/PG_VERSION', `..%2F${image.hash}.webp`, `${image.hash}.png`, `${image.hash.toUpperCase()}.webp`, `${'0'.repeat(64)}.webp`, '']) {
      expect(readLocalImage(name)).toBeNull();
    }
  });
});

const supabaseEnv = { url: process.env.SUPABASE_TEST_URL, anonKey: process.env.SUPABASE_TEST_ANON_KEY, serviceRoleKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY };
const describeSupabase = supabaseEnv.url && supabaseEnv.anonKey && supabaseEnv.serviceRoleKey ? describe : describe.skip;

describeSupabase('Supabase bucket blog-images', () => {
  it('stores with the service role and serves the file publicly', async () => {
    const image = await processImage(await png());
    const url = await storeInBucket(createStorageClient({ url: supabaseEnv.url!, serviceRoleKey: supabaseEnv.serviceRoleKey! }), image);
    expect(url).toMatch(new RegExp(`/blog-images/${image.hash}\\.webp$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(image.data)).toBe(true);
  });

  it('refuses writes with the anon key', async () => {
    const image = await processImage(await png());
    await expect(storeInBucket(createStorageClient({ url: supabaseEnv.url!, serviceRoleKey: supabaseEnv.anonKey! }), image)).rejects.toThrow(/Storage/);
  });
});
