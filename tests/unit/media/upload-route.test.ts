/**
 * @jest-environment node
 *
 * The upload route and /media together, on an in-memory database: what the editor receives
 * when the image is kept, when the total is reached and when a configured Storage cannot be
 * reached (a closed loopback port), and that nothing is kept or audited when it is not stored.
 * The session, rate limit and posts are stood in for; their own suites test them.
 */
import sharp from 'sharp';
import { uploadCopy } from '@/content/uploads';
import type { Database } from '@/lib/db/types';
import { memoryDatabase } from '@/lib/db/pglite';

let db: Database & { close(): Promise<void> };
const audited: unknown[] = [];

jest.mock('@/lib/db', () => ({ database: async () => db, dataDirectory: () => '/nonexistent-data-dir' }));
// Each upload comes from another session of the same person.
let sessions = 0;
jest.mock('@/lib/auth/admin', () => ({
  adminRoute: (handler: unknown) => handler,
  requirePermission: async () => ({ sid: `session-${++sessions}`, actor: { kind: 'staff', staffId: 'person-1' } }),
  personKey: jest.requireActual('@/lib/auth/roles').personKey,
}));
jest.mock('@/lib/audit', () => ({ recordAuditEvent: async (event: string, detail: unknown) => void audited.push({ event, detail }) }));
jest.mock('@/lib/posts/admin', () => ({ imageNamesInUse: async () => new Set<string>() }));
const limited: string[] = [];
jest.mock('@/lib/rate-limit', () => ({
  rateLimiter: () => ({ take: async (scope: string, key: string) => (limited.push(`${scope}:${key}`), { allowed: true, retryAfterSeconds: 0 }) }),
  describeWait: () => '',
}));
jest.mock('next/server', () => ({ after: () => {} }));

import { POST } from '@/app/admin/uploads/route';
import { GET } from '@/app/media/[file]/route';

const STORAGE_ENV = ['NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'UPLOADS_MAX_TOTAL_MB'] as const;
const savedEnv = Object.fromEntries(STORAGE_ENV.map((key) => [key, process.env[key]]));

const png = (background: string) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer();
const upload = async (bytes: Buffer) =>
  POST(new Request('http://localhost/admin/uploads', { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.byteLength) }, body: new Uint8Array(bytes) }), undefined);
const media = (url: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost${url}`, { headers }), { params: Promise.resolve({ file: url.slice('/media/'.length) }) });
const rows = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from public.media_files')).rows[0]!.n);

beforeAll(async () => {
  db = await memoryDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  for (const key of STORAGE_ENV) delete process.env[key];
  audited.length = 0;
  await db.exec('delete from public.media_files');
});
afterEach(() => {
  for (const key of STORAGE_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

it('an upload is kept in the database and /media serves its bytes, with the hash as ETag', async () => {
  const response = await upload(await png('#224466'));
  expect(response.status).toBe(201);
  const stored = (await response.json()) as { url: string; width: number; height: number };
  expect(stored).toMatchObject({ width: 40, height: 30 });
  expect(stored.url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);

  const served = await media(stored.url);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const hash = stored.url.slice('/media/'.length, -'.webp'.length);
  expect(served.headers.get('etag')).toBe(`"${hash}"`);
  const bytes = Buffer.from(await served.arrayBuffer());
  expect((await sharp(bytes).metadata()).format).toBe('webp');
  expect(served.headers.get('content-length')).toBe(String(bytes.byteLength));

  const again = await media(stored.url, { 'If-None-Match': `"${hash}"` });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
  expect(audited).toEqual([{ event: 'post-image-uploaded', detail: expect.objectContaining({ url: stored.url }) }]);
});

it('past the total, the editor is told so and nothing is kept', async () => {
  process.env.UPLOADS_MAX_TOTAL_MB = String(1 / 1024 / 1024); // one byte
  const response = await upload(await png('#aa3300'));
  expect(response.status).toBe(507);
  expect((await response.json()).error).toBe(uploadCopy.full.replace('{limit}', '0'));
  expect(await rows()).toBe(0);
  expect(audited).toEqual([]);
});

it('at the total, uploads no post uses that are past their grace period make room for the new one', async () => {
  const unused = `${'a'.repeat(64)}.webp`;
  await db.query("insert into public.media_files (name, data, byte_size, uploaded_at) values ($1, $2, $3, now() - interval '30 days')", [unused, Buffer.alloc(10_240, 1), 10_240]);
  process.env.UPLOADS_MAX_TOTAL_MB = String(10 / 1024); // 10 KB: the old upload fills it
  const response = await upload(await png('#553300'));
  expect(response.status).toBe(201);
  const stored = (await response.json()) as { url: string };
  expect((await db.query<{ name: string }>('select name from public.media_files')).rows.map((row) => row.name)).toEqual([stored.url.slice('/media/'.length)]);
});

it('Storage configured but unreachable: a clear message, not a 500, and nothing half-saved', async () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = 'http://127.0.0.1:9';
  process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key-for-a-server-that-is-not-there';
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await upload(await png('#336600'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: uploadCopy.storageUnreachable });
    // The reason is in the server log, for whoever runs the site.
    expect(errors).toHaveBeenCalledWith('Image storage did not take an upload', expect.anything());
  } finally {
    errors.mockRestore();
  }
  expect(await rows()).toBe(0);
  expect(audited).toEqual([]);
});

it('/media answers only for stored hash names', async () => {
  for (const url of ['/media/' + '0'.repeat(64) + '.webp', '/media/..%2Fpglite', '/media/notes.txt']) {
    expect((await media(url)).status).toBe(404);
  }
});

it('the allowance is counted per person, not per session: signing in again starts none afresh', async () => {
  limited.length = 0;
  await upload(await png('#114477'));
  await upload(await png('#117744'));
  expect(limited).toEqual(['upload:person-1', 'upload:person-1']);
});
