/**
 * @jest-environment node
 *
 * The incremental cache next.config.ts installs: Next's file-system cache, with tag expirations
 * shared through the database, entries stamped with the database they came from, and no disk
 * spent on a 404 where no page was ever cached.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import nextConfig from '@/next.config';
import PageCache from '@/lib/cache/page-cache.cjs';

// The entries below are shaped as Next stores them, looser than its types.
type Handler = {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: { status?: number; html?: string; data?: { body: string } } } | null>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
type Row = { tag: string; staleMs: number | null; expiredMs: number | null; changedMs: number };
type Store = {
  record: jest.Mock<Promise<{ tag: string; changedMs: number }[]>, [{ tag: string; staleInMs: number | null; expiredInMs: number | null }[]]>;
  poll: jest.Mock<Promise<{ databaseId: string; nowMs: number; rows: Row[] }>, [number]>;
};
/** A handler as Next makes one, storing under `dir`. */
const handler = (dir: string) => new PageCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0, _requestHeaders: {} }) as unknown as Handler;

const owner = { kind: 'APP_PAGE', sourceRoute: '/(site)/blog/[slug]/page' } as unknown as Parameters<typeof getRouteCacheKey>[1];
const keyOf = (pathname: string) => getRouteCacheKey(pathname, owner);
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<html>${status}</html>`,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'posts' },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const ctx = { cacheControl: { revalidate: 300, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };

function files(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(at, entry.name));
      else found.push(path.relative(dir, path.join(at, entry.name)));
    }
  };
  walk(dir);
  return found;
}

describe('PageCache: no 404s on disk where no page was', () => {
  let dir: string;
  let cache: Handler;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'isr-'));
    cache = handler(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the cacheHandler next.config.ts installs', () => {
    expect(nextConfig.cacheHandler).toBe(path.resolve('lib/cache/page-cache.cjs'));
    expect(PageCache.file).toBe(nextConfig.cacheHandler);
  });

  it('writes nothing for a 404 at an address that never had a page', async () => {
    for (let i = 0; i < 50; i++) await cache.set(keyOf(`/blog/no-such-post-${i}`), page(404), ctx);
    expect(files(dir)).toEqual([]);
    expect(await cache.get(keyOf('/blog/no-such-post-1'), { kind: 'APP_PAGE', isFallback: false })).toBeNull();
  });

  it('stores a real page as Next does, and reads it back', async () => {
    await cache.set(keyOf('/blog/real-post'), page(200), ctx);
    const stored = files(dir).map((file) => file.split('$/')[1]);
    expect(stored).toEqual(expect.arrayContaining(['blog/real-post.html', 'blog/real-post.rsc', 'blog/real-post.meta']));
    expect((await cache.get(keyOf('/blog/real-post'), { kind: 'APP_PAGE', isFallback: false }))?.value.status).toBe(200);
  });

  it('stores the 404 that replaces a page cached before, so the old page is not served after a restart', async () => {
    await cache.set(keyOf('/blog/deleted-post'), page(200), ctx);
    await cache.set(keyOf('/blog/deleted-post'), page(404), ctx);
    const meta = files(dir).find((file) => file.endsWith('deleted-post.meta'))!;
    expect(JSON.parse(readFileSync(path.join(dir, meta), 'utf8')).status).toBe(404);
  });

  it('stores the 404 that replaces a page prerendered at build (its seed in server/app)', async () => {
    mkdirSync(path.join(dir, 'app', 'blog'), { recursive: true });
    writeFileSync(path.join(dir, 'app', 'blog', 'prerendered.html'), '<html>seed</html>');
    await cache.set(keyOf('/blog/prerendered'), page(404), ctx);
    expect(files(dir).some((file) => file.includes('$/blog/prerendered.meta'))).toBe(true);
  });

  it('writes nothing for the placeholder of a made-up service or industry, but keeps their real pages', async () => {
    const service = { kind: 'APP_PAGE', sourceRoute: '/(site)/services/[slug]/page' } as unknown as Parameters<typeof getRouteCacheKey>[1];
    for (let i = 0; i < 20; i++) {
      await cache.set(getRouteCacheKey(`/services/made-up-${i}`, service), page(200), ctx);
      await cache.set(getRouteCacheKey(`/industries/made-up-${i}`, service), page(200), ctx);
    }
    expect(files(dir)).toEqual([]);
    // A real one, prerendered at build and revalidated later, is stored as Next stores it.
    mkdirSync(path.join(dir, 'app', 'services'), { recursive: true });
    writeFileSync(path.join(dir, 'app', 'services', 'paid-ads.html'), '<html>seed</html>');
    await cache.set(getRouteCacheKey('/services/paid-ads', service), page(200), ctx);
    expect(files(dir).some((file) => file.includes('$/services/paid-ads.html'))).toBe(true);
  });

  it('never throws on a key no file could have', async () => {
    await expect(cache.set(keyOf(`/blog/${'a'.repeat(3000)}`), page(404), ctx)).resolves.toBeUndefined();
    await expect(cache.set(keyOf('/blog/page/\u0000'), page(404), ctx)).resolves.toBeUndefined();
    expect(files(dir)).toEqual([]);
  });
});

describe('PageCache: one cache state for every server of a database', () => {
  let dir: string;
  let cache: Handler;
  let store: Store;
  let dbClock: number;
  const DB = '11111111-1111-4111-8111-111111111111';
  const OTHER_DB = '22222222-2222-4222-8222-222222222222';
  const get = (pathname: string) => cache.get(keyOf(pathname), { kind: 'APP_PAGE', isFallback: false });
  const tagged = (tags: string, html = 'page') => ({ ...page(200), html, headers: { 'x-next-cache-tags': tags } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const read = (tags: string[]) => cache.get('read-key', { kind: 'FETCH', tags, softTags: [] });
  const storeRead = (tags: string[], body: string) =>
    cache.set('read-key', { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'isr-'));
    cache = handler(dir);
    dbClock = Date.now();
    store = {
      record: jest.fn(async (expirations) => expirations.map(({ tag }) => ({ tag, changedMs: ++dbClock }))),
      poll: jest.fn(async (sinceMs: number) => ({ databaseId: DB, nowMs: Math.max(sinceMs, dbClock), rows: [] as Row[] })),
    };
  });
  afterEach(() => {
    PageCache.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it('expires a page on this server when another server expires one of its tags, without a request to that server', async () => {
    await PageCache.connect(store, { pollMs: 0 });
    await cache.set(keyOf('/blog/shared'), tagged('_N_T_/blog/shared,post:shared'), ctx);
    await cache.set(keyOf('/blog/other'), tagged('_N_T_/blog/other,post:other'), ctx);
    expect((await get('/blog/shared'))?.value.html).toBe('page');
    await sleep(5);
    // Server B expired post:shared: the database says so at the next look.
    store.poll.mockResolvedValueOnce({ databaseId: DB, nowMs: dbClock + 10, rows: [{ tag: 'post:shared', staleMs: dbClock, expiredMs: dbClock, changedMs: dbClock }] });
    await PageCache.poll();
    expect(await get('/blog/shared')).toBeNull();
    expect((await get('/blog/other'))?.value.html).toBe('page');
    // Rendered again after the expiration: served.
    await sleep(5);
    await cache.set(keyOf('/blog/shared'), tagged('_N_T_/blog/shared,post:shared', 'new'), ctx);
    expect((await get('/blog/shared'))?.value.html).toBe('new');
  });

  it("counts another server's expiration from when this one learned of it, however its clock runs", async () => {
    await PageCache.connect(store, { pollMs: 0 });
    await cache.set(keyOf('/blog/skew'), tagged('post:skew'), ctx);
    await sleep(5);
    // The writer's clock (the database's) is an hour behind this server's.
    const behind = Date.now() - 3_600_000;
    store.poll.mockResolvedValueOnce({ databaseId: DB, nowMs: behind, rows: [{ tag: 'post:skew', staleMs: behind, expiredMs: behind, changedMs: behind }] });
    await PageCache.poll();
    expect(await get('/blog/skew')).toBeNull();
  });

  it('applies each expiration once: a row seen again in the next look expires nothing rendered since', async () => {
    await PageCache.connect(store, { pollMs: 0 });
    const row = { tag: 'post:once', staleMs: dbClock, expiredMs: dbClock, changedMs: dbClock };
    store.poll.mockResolvedValueOnce({ databaseId: DB, nowMs: dbClock, rows: [row] });
    await PageCache.poll();
    await sleep(5);
    await cache.set(keyOf('/blog/once'), tagged('post:once'), ctx);
    // The overlap reads the same row again.
    store.poll.mockResolvedValueOnce({ databaseId: DB, nowMs: dbClock + 1, rows: [row] });
    await PageCache.poll();
    expect((await get('/blog/once'))?.value.html).toBe('page');
  });

  it('records the tags this server expires, for the others, and expires them here at once', async () => {
    await PageCache.connect(store, { pollMs: 0 });
    await cache.set(keyOf('/blog/mine'), tagged('post:mine'), ctx);
    await sleep(5);
    await cache.revalidateTag(['post:mine', 'posts:index'], { expire: 0 });
    expect(store.record).toHaveBeenCalledWith([
      { tag: 'post:mine', staleInMs: 0, expiredInMs: 0 },
      { tag: 'posts:index', staleInMs: 0, expiredInMs: 0 },
    ]);
    expect(await get('/blog/mine')).toBeNull();
  });

  it('keeps the expirations of earlier runs: a page cached before a restart and expired since is not served', async () => {
    await cache.set(keyOf('/blog/old'), tagged(`post:old,database:${DB}`), ctx);
    await sleep(5);
    const at = Date.now();
    store.poll.mockResolvedValueOnce({ databaseId: DB, nowMs: at + 1, rows: [{ tag: 'post:old', staleMs: at, expiredMs: at, changedMs: at }] });
    await PageCache.connect(store, { pollMs: 0 });
    expect(store.poll).toHaveBeenCalledWith(0);
    expect(await get('/blog/old')).toBeNull();
  });

  it('never serves a page or a read cached from another database, nor data prerendered from an unknown one', async () => {
    await cache.set(keyOf('/blog/theirs'), tagged(`_N_T_/blog/theirs,post:theirs,database:${OTHER_DB}`), ctx);
    await cache.set(keyOf('/blog/built'), tagged('_N_T_/blog/built,post:built'), ctx);
    await cache.set(keyOf('/services'), tagged('_N_T_/services,_N_T_/layout'), ctx);
    await storeRead(['post:theirs'], 'their post');
    await PageCache.connect(store, { pollMs: 0 });
    expect(await get('/blog/theirs')).toBeNull();
    expect(await get('/blog/built')).toBeNull();
    expect(await read(['post:theirs'])).toBeNull();
    // A page that shows no data is the same whatever the database.
    expect((await get('/services'))?.value.html).toBe('page');
    // What this server renders now is stamped and served.
    await cache.set(keyOf('/blog/theirs'), tagged('_N_T_/blog/theirs,post:theirs', 'ours'), ctx);
    await storeRead(['post:theirs'], 'our post');
    expect((await get('/blog/theirs'))?.value.html).toBe('ours');
    expect((await read(['post:theirs']))?.value.data?.body).toBe('our post');
    const meta = files(dir).find((file) => file.endsWith('theirs.meta'))!;
    expect(JSON.parse(readFileSync(path.join(dir, meta), 'utf8')).headers['x-next-cache-tags']).toBe(`_N_T_/blog/theirs,post:theirs,database:${DB}`);
  });

  it('judges a read by when it was stored, not by its file, so a read racing a rewrite is not taken as fresh', async () => {
    await PageCache.connect(store, { pollMs: 0 });
    await storeRead(['posts:listing'], 'the old list');
    await sleep(5);
    await cache.revalidateTag('posts:listing');
    // Next reads the file, then its time: a rewrite between the two gave the old list the new time.
    const file = (cache as unknown as { getFilePath(key: string, kind: string): string }).getFilePath('read-key', 'FETCH');
    const later = new Date(Date.now() + 1_000);
    utimesSync(file, later, later);
    expect(await read(['posts:listing'])).toBeNull();
    // What is stored after the expiration is served, and Next's write-back keeps its time.
    await sleep(5);
    await storeRead(['posts:listing'], 'the new list');
    const storedAt = JSON.parse(readFileSync(file, 'utf8')).storedAt;
    expect((await read(['posts:listing', 'posts:more']))?.value.data?.body).toBe('the new list');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ storedAt, tags: ['posts:listing', 'posts:more', `database:${DB}`] });
  });

  it('serves cached pages as they are while the database is down, and says so once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await cache.set(keyOf('/blog/up'), tagged(`post:up,database:${DB}`), ctx);
    store.poll.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await PageCache.connect(store, { pollMs: 0 });
    await PageCache.poll();
    expect((await get('/blog/up'))?.value.html).toBe('page');
    expect(error).toHaveBeenCalledTimes(1);
    // A tag expired here while the database is down still expires here.
    store.record.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await sleep(5);
    await cache.revalidateTag('post:up');
    expect(await get('/blog/up')).toBeNull();
    error.mockRestore();
  });

  it('polls on its own once connected, so a server with no requests still learns of expirations', async () => {
    await PageCache.connect(store, { pollMs: 20 });
    await sleep(120);
    expect(store.poll.mock.calls.length).toBeGreaterThanOrEqual(3);
    // Each look starts a little before the last one's database time.
    expect(store.poll.mock.calls.at(-1)![0]).toBe(Math.max(0, dbClock - 5_000));
  });
});
