/**
 * @jest-environment node
 *
 * The AI crawler log on the real schema, on both drivers: counts add up exactly however they
 * arrive, storage grows with rows not requests, and a database that is down loses nothing.
 */
import { createRecorder, retentionStart, siteDay } from '@/lib/ai-crawlers/recorder';
import { createAiCrawlerRepository } from '@/lib/ai-crawlers/repository';
import type { AiCrawlerRepository } from '@/lib/ai-crawlers/types';
import type { Database } from '@/lib/db/types';
import { drivers } from '../../helpers/databases';

describe.each(drivers)('AI crawler log on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  const repo = () => createAiCrawlerRepository(async () => db);
  const today = siteDay(new Date());

  beforeAll(async () => {
    ({ db, teardown } = await open());
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(() => db.exec('delete from public.ai_crawler_visits'));

  it('adds batches from several servers to the same rows, exactly', async () => {
    const servers = [createRecorder(repo()), createRecorder(repo())];
    const at = new Date();
    for (let i = 0; i < 250; i++) for (const server of servers) server.record('GPTBot', '/services', 200, at);
    // Flushed in interleaved batches, as two servers on one database would.
    await Promise.all(servers.map((server) => server.flush()));
    for (let i = 0; i < 250; i++) for (const server of servers) server.record('GPTBot', '/services', 200, at);
    await Promise.all(servers.map((server) => server.flush()));
    expect(await repo().since(today)).toEqual([{ day: today, crawler: 'GPTBot', path: '/services', status: 200, robotsDisallowed: false, requests: 1000, lastSeen: at }]);
  });

  it('counts 2,000 made-up paths as one not-found row', async () => {
    const recorder = createRecorder(repo());
    for (let i = 0; i < 2000; i++) recorder.record('PerplexityBot', `/made-up-${i}`, 404, new Date());
    await recorder.flush();
    const rows = await repo().since(today);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ crawler: 'PerplexityBot', path: '(not found)', status: 404, requests: 2000 });
  });

  it('marks requests to paths robots.txt disallows', async () => {
    const recorder = createRecorder(repo());
    recorder.record('ClaudeBot', '/admin', 200, new Date());
    recorder.record('ClaudeBot', '/admin/leads', 307, new Date());
    await recorder.flush();
    expect((await repo().since(today)).map((row) => [row.path, row.status, row.robotsDisallowed])).toEqual([
      ['/admin/*', 200, true],
      ['/admin/*', 307, true],
    ]);
  });

  it('keeps counts while the database is down and saves them on the next flush', async () => {
    let down = true;
    const real = repo();
    const flaky: AiCrawlerRepository = { ...real, add: (visits) => (down ? Promise.reject(new Error('connection refused')) : real.add(visits)) };
    const recorder = createRecorder(flaky);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    recorder.record('GPTBot', '/ai-seo', 200, new Date());
    await recorder.flush();
    recorder.record('GPTBot', '/ai-seo', 200, new Date());
    await recorder.flush();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    expect(recorder.pendingRows()).toBe(1);
    down = false;
    jest.spyOn(console, 'info').mockImplementation(() => {});
    await recorder.flush();
    expect(recorder.pendingRows()).toBe(0);
    expect((await repo().since(today))[0]).toMatchObject({ path: '/ai-seo', requests: 2 });
  });

  it('removes days before the 13 months it keeps', async () => {
    const old = { crawler: 'CCBot', path: '/', status: 200, robotsDisallowed: false, requests: 3, lastSeen: new Date() };
    await repo().add([
      { ...old, day: '2024-01-31' },
      { ...old, day: retentionStart(new Date()) },
      { ...old, day: today },
    ]);
    expect(await repo().removeBefore(retentionStart(new Date()))).toBe(1);
    expect((await repo().since('2000-01-01')).map((row) => row.day)).toEqual([retentionStart(new Date()), today]);
  });

  it('the database refuses a made-up crawler name or status', async () => {
    const row = { day: today, crawler: 'GPTBot', path: '/', status: 200, robotsDisallowed: false, requests: 1, lastSeen: new Date() };
    await expect(repo().add([{ ...row, crawler: "x'; drop table" }])).rejects.toThrow();
    await expect(repo().add([{ ...row, status: 999 }])).rejects.toThrow();
  });
});

describe('the office calendar', () => {
  it('buckets by day in the site’s time zone, and keeps 13 months', () => {
    // 03:00 UTC is still the previous evening in New York.
    expect(siteDay(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
    expect(retentionStart(new Date('2026-03-10T15:00:00Z'))).toBe('2025-02-10');
  });
});
