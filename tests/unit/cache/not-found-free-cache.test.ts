/**
 * @jest-environment node
 *
 * The incremental cache next.config.ts installs: Next's file-system cache, except that a 404
 * where no page was ever cached costs no disk.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import nextConfig from '@/next.config';

type Handler = {
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: { status?: number } } | null>;
};
const NotFoundFreeCache = createRequire(__filename)('../../../lib/cache/not-found-free-cache.cjs') as new (ctx: Record<string, unknown>) => Handler;

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

describe('NotFoundFreeCache', () => {
  let dir: string;
  let cache: Handler;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'isr-'));
    cache = new NotFoundFreeCache({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the cacheHandler next.config.ts installs', () => {
    expect(nextConfig.cacheHandler).toBe(path.resolve('lib/cache/not-found-free-cache.cjs'));
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
