/** @jest-environment node */

// The one drain of every outbox: the serverless cron route and a long-running server's interval
// run the same steps in the same order. Each outbox's own sending is tested with its domain
// (tests/unit/leads/outbox.test.ts, tests/unit/newsletter/unsent-mail-log.test.ts).
const steps: string[] = [];
const leads = { claimed: 2, sent: 1, retrying: 1, failed: 0, outcomes: [{ id: 'n1' }, { id: 'n2' }] };
const newsletter = { claimed: 3, sent: 3, retrying: 0, failed: 0 };
jest.mock('@/lib/leads/jobs', () => ({
  drainLeadNotifications: async () => (steps.push('lead notifications'), leads),
  releaseOrphanedNotifications: async () => (steps.push('release lead claims'), 1),
}));
jest.mock('@/lib/newsletter/jobs', () => ({
  drainNewsletter: async () => (steps.push('newsletter'), newsletter),
  releaseOrphanedDeliveries: async () => (steps.push('release newsletter claims'), 0),
  removeStaleSubscribers: async () => void steps.push('stale sign-ups'),
}));
jest.mock('@/lib/db', () => ({ dataBackend: 'embedded', isServerless: () => false }));

import { outboxCronResponse, startOutboxDrain } from '@/lib/outbox/jobs';

const secret = 'a-long-enough-cron-secret';
const cron = (authorization?: string) => outboxCronResponse(new Request('http://localhost/api/cron/outbox', { headers: authorization ? { authorization } : {} }));

beforeAll(() => {
  process.env.CRON_SECRET = secret;
  process.env.OUTBOX_INTERVAL_SECONDS = '30';
  jest.spyOn(console, 'info').mockImplementation(() => {});
});
beforeEach(() => {
  steps.length = 0;
});

describe('GET /api/cron/outbox', () => {
  it('drains the lead notifications, then the newsletter, then removes stale sign-ups, and reports both', async () => {
    const response = await cron(`Bearer ${secret}`);
    expect(response.status).toBe(200);
    expect(steps).toEqual(['lead notifications', 'newsletter', 'stale sign-ups']);
    expect(await response.json()).toEqual({ claimed: 2, sent: 1, retrying: 1, failed: 0, newsletter });
  });

  it('drains nothing without the secret', async () => {
    expect((await cron()).status).toBe(401);
    expect((await cron('Bearer wrong-secret-of-enough-length')).status).toBe(401);
    expect(steps).toEqual([]);
  });
});

describe('the interval of a long-running server', () => {
  afterEach(() => jest.useRealTimers());

  it('releases a dead process’s claims once, then runs the same drain as the cron route on every tick', async () => {
    jest.useFakeTimers();
    expect(startOutboxDrain()).toBe(true);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(steps).toEqual(['release lead claims', 'release newsletter claims', 'lead notifications', 'newsletter', 'stale sign-ups']);
    steps.length = 0;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(steps).toEqual(['lead notifications', 'newsletter', 'stale sign-ups']);
    // Started once per process: a second start adds no second timer.
    expect(startOutboxDrain()).toBe(false);
  });
});
