/**
 * @jest-environment node
 *
 * The database-backed rate limiter (supabase/migrations/*_rate_limits.sql) on both drivers,
 * PGlite and a real PostgreSQL server: the counts every server instance shares.
 */
import type { Database } from '@/lib/db/types';
import { createRateLimiter, describeWait, type RateLimiter } from '@/lib/rate-limit';
import { drivers } from '../../helpers/databases';

const WINDOW = 10 * 60;

describe.each(drivers)('rate limiter on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  let limiter: RateLimiter;
  // Creating and migrating the database can take seconds on a busy machine.
  beforeAll(async () => {
    ({ db, teardown } = await open());
    limiter = createRateLimiter(async () => db);
  }, 60_000);
  afterAll(() => teardown());

  /** Moves a client's events back in time, as if they had happened `seconds` earlier. */
  const age = (scope: string, client: string, seconds: number) =>
    db.query(`update public.rate_limit_events set created_at = created_at - make_interval(secs => $3) where scope = $1 and client_key = $2`, [scope, client, seconds]);

  async function takeTimes(scope: string, client: string, times: number, limit = 5) {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await limiter.take(scope, client, limit, WINDOW));
    return results;
  }

  it('allows up to the limit, then refuses with the time until a slot frees up', async () => {
    const results = await takeTimes('lead-contact', 'client-a', 7);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect(results[0]!.retryAfterSeconds).toBe(0);
    const refused = results[5]!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(WINDOW - 30);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(WINDOW);
    // Refusals are not recorded, so hammering does not extend the wait.
    expect(await limiter.status('lead-contact', 'client-a', WINDOW)).toMatchObject({ hits: 5 });
  });

  it('counts only the window: the retry time follows the oldest event, and old events expire', async () => {
    await takeTimes('newsletter', 'client-b', 5);
    await age('newsletter', 'client-b', WINDOW - 90);
    const refused = await limiter.take('newsletter', 'client-b', 5, WINDOW);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(90);

    await age('newsletter', 'client-b', 91);
    expect(await limiter.status('newsletter', 'client-b', WINDOW)).toEqual({ hits: 0, retryAfterSeconds: 0 });
    expect((await limiter.take('newsletter', 'client-b', 5, WINDOW)).allowed).toBe(true);
  });

  it('keeps clients and scopes apart', async () => {
    await takeTimes('admin-login', 'client-c', 5);
    expect((await limiter.take('admin-login', 'client-c', 5, WINDOW)).allowed).toBe(false);
    expect((await limiter.take('admin-login', 'client-d', 5, WINDOW)).allowed).toBe(true);
    expect((await limiter.take('lead-florida', 'client-c', 5, WINDOW)).allowed).toBe(true);
  });

  it('status reports without recording, and clear forgets one client in one scope', async () => {
    await takeTimes('admin-login', 'client-e', 3);
    await takeTimes('newsletter', 'client-e', 1);
    for (let i = 0; i < 3; i++) expect((await limiter.status('admin-login', 'client-e', WINDOW)).hits).toBe(3);
    await limiter.clear('admin-login', 'client-e');
    expect((await limiter.status('admin-login', 'client-e', WINDOW)).hits).toBe(0);
    expect((await limiter.status('newsletter', 'client-e', WINDOW)).hits).toBe(1);
  });

  it('lets exactly the limit through when requests race', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.take('lead-contact', 'client-f', 5, WINDOW)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

describe('describeWait', () => {
  it.each([
    [1, 'in 1 second'],
    [40, 'in 40 seconds'],
    [60, 'in 60 seconds'],
    [75, 'in about a minute'],
    [90, 'in 2 minutes'],
    [14 * 60 + 1, 'in 15 minutes'],
    [89 * 60, 'in 89 minutes'],
    [90 * 60, 'in 2 hours'],
    [24 * 60 * 60 - 5, 'in 24 hours'],
  ])('%i s → %p', (seconds, text) => expect(describeWait(seconds)).toBe(text));
});
