/**
 * @jest-environment node
 *
 * The shared page cache's SQL (lib/cache/tag-store.ts) on both engines.
 */
import { tagStore } from '@/lib/cache/tag-store';
import { drivers, type TestDatabase } from '../../helpers/databases';

describe.each(drivers)('tag store on $name', (driver) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await driver.open();
  }, 60_000);
  afterAll(() => opened?.teardown());
  const store = () => tagStore(async () => opened.db);

  it('names its database with one id that stays the same', async () => {
    const first = await store().poll(0);
    const again = await store().poll(0);
    expect(first.databaseId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.databaseId).toBe(first.databaseId);
  });

  it('returns what any server recorded since a time, one row per tag, by the database clock', async () => {
    const before = (await store().poll(0)).nowMs;
    const written = await store().record([
      { tag: 'post:a', staleInMs: 0, expiredInMs: 0 },
      { tag: 'posts:index', staleInMs: null, expiredInMs: 0 },
    ]);
    expect(written.map((w) => w.tag).sort()).toEqual(['post:a', 'posts:index']);
    const seen = await store().poll(before);
    expect(seen.rows.map((r) => r.tag).sort()).toEqual(['post:a', 'posts:index']);
    const row = seen.rows.find((r) => r.tag === 'post:a')!;
    expect(row.expiredMs).toBeCloseTo(row.changedMs, -1);
    expect(seen.rows.find((r) => r.tag === 'posts:index')!.staleMs).toBeNull();
    // Nothing new after the last look.
    expect((await store().poll(seen.nowMs)).rows).toEqual([]);
    // Expired again: the same row, changed later, and seen by a look after the first.
    const [again] = await store().record([{ tag: 'post:a', staleInMs: 0, expiredInMs: 0 }]);
    expect(again!.changedMs).toBeGreaterThan(row.changedMs);
    const later = await store().poll(seen.nowMs);
    expect(later.rows).toEqual([expect.objectContaining({ tag: 'post:a', changedMs: again!.changedMs })]);
    const { rows } = await opened.db.query<{ n: number }>(`select count(*)::int as n from public.cache_tag_expirations where tag = 'post:a'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps an expiration set for later as an offset from the write', async () => {
    const [written] = await store().record([{ tag: 'card:later', staleInMs: 0, expiredInMs: 60_000 }]);
    const row = (await store().poll(written!.changedMs - 1)).rows.find((r) => r.tag === 'card:later')!;
    expect(row.expiredMs! - row.changedMs).toBeCloseTo(60_000, -1);
  });

  it('is closed to the public roles', async () => {
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.query('set local role anon');
        return tx.query('select * from public.cache_tag_expirations');
      }),
    ).rejects.toThrow(/permission denied/);
  });
});
