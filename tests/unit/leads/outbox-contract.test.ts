/**
 * @jest-environment node
 *
 * The outbox contract on both drivers, always: PGlite in memory and a fresh database on a real
 * PostgreSQL server, with the outbox's SQL functions (queueing, claims, leases, backoff, resends).
 */
import type { Database } from '@/lib/db/types';
import { randomUuid } from '@/lib/ids';
import { createLeadRepository } from '@/lib/leads/repository';
import type { ContactRequestInput, LeadRepository, NotificationChannel } from '@/lib/leads/types';
import { drivers } from '../../helpers/databases';

type Fixture = {
  repo: LeadRepository;
  /** Moves a notification's retry window into the past (24 hours have gone by). */
  expireWindow: (id: string) => Promise<void>;
  /** Makes a notification due now (its backoff has passed). */
  makeDue: (id: string) => Promise<void>;
  leadCount: (email: string) => Promise<number>;
};

function fixture(db: Database): Fixture {
  return {
    repo: createLeadRepository(async () => db),
    expireWindow: async (id) => void (await db.query("update public.lead_notifications set retry_until = now() - interval '1 second' where id = $1", [id])),
    makeDue: async (id) => void (await db.query('update public.lead_notifications set next_attempt_at = now() where id = $1', [id])),
    leadCount: async (email) => (await db.query<{ n: number }>('select count(*)::int as n from public.contact_requests where email = $1', [email])).rows[0]!.n,
  };
}

// A prefix for every address this file makes.
const run = `t${Date.now().toString(36)}`;

let serial = 0;
const input = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => ({
  fullName: 'Dana Ortiz',
  email: `${run}.${++serial}@example.com`,
  company: 'Ortiz Roofing',
  phone: null,
  serviceAreas: null,
  message: 'Storm season is coming.',
  source: 'contact',
  page: '/contact',
  userAgent: null,
  ...overrides,
});

describe.each(drivers)('Lead outbox contract on $name', ({ open }) => {
  let f: Fixture;
  let teardown: () => Promise<void>;
  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    const opened = await open();
    teardown = opened.teardown;
    f = fixture(opened.db);
  }, 60_000);
  afterAll(() => teardown());

  /** A new lead (no submission id, or one not stored yet): always stored. */
  const store = async (lead: ContactRequestInput, channels: NotificationChannel[]) => {
    const stored = await f.repo.createContactRequest(lead, channels);
    if (!stored) throw new Error('A new lead was not stored');
    return stored;
  };
  /** Claims only this lead's rows, so tests do not see each other's. */
  const claim = (leadId: string, limit = 10) => f.repo.claimNotifications({ limit, leaseSeconds: 300, leadId });
  const state = async (leadId: string) => (await f.repo.listNotifications([leadId])).sort((a, b) => a.channel.localeCompare(b.channel));

  it('queues one pending notification per channel with the lead', async () => {
    const lead = await store(input(), ['email', 'webhook']);
    const rows = await state(lead.id);
    expect(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError, r.sentAt])).toEqual([
      ['email', 'pending', 0, null, null],
      ['webhook', 'pending', 0, null, null],
    ]);
  });

  it('queues nothing when no channel is configured, and a channel once even if named twice', async () => {
    const none = await store(input(), []);
    expect(await state(none.id)).toEqual([]);
    const twice = await store(input(), ['webhook', 'webhook']);
    expect((await state(twice.id)).map((r) => r.channel)).toEqual(['webhook']);
  });

  it('never stores a lead without its notifications: a failing queue rolls the lead back', async () => {
    const lead = input();
    await expect(store(lead, ['email', 'sms' as 'email'])).rejects.toThrow();
    expect(await f.leadCount(lead.email)).toBe(0);
  });

  it('stores a resent submission once and queues its notifications once: no second lead, nothing reset', async () => {
    const submissionId = randomUuid();
    const lead = await store(input({ submissionId }), ['email', 'webhook']);
    const rows = await claim(lead.id);
    await f.repo.markNotificationSent(rows.find((r) => r.channel === 'email')!.id);

    // The same submission again (its answer was lost), even with a field edited on the way.
    expect(await f.repo.createContactRequest(input({ submissionId, email: lead.email }), ['email', 'webhook'])).toBeNull();
    expect(await f.repo.createContactRequest(input({ submissionId, email: lead.email, message: 'Edited' }), ['email'])).toBeNull();
    expect(await f.leadCount(lead.email)).toBe(1);
    expect((await state(lead.id)).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['email', 'sent', 1],
      ['webhook', 'pending', 1],
    ]);
    // Nothing new to hand out: the resend queued no row of its own.
    expect(await f.repo.claimNotifications({ limit: 1000, leaseSeconds: 300 }).then((all) => all.filter((c) => c.lead.email === lead.email))).toEqual([]);
  });

  it('resends that race each other store one lead with one notification per channel', async () => {
    const submissionId = randomUuid();
    const email = input().email;
    const results = await Promise.all(Array.from({ length: 6 }, () => f.repo.createContactRequest(input({ submissionId, email }), ['email', 'webhook'])));
    const stored = results.filter((r) => r !== null);
    expect(stored).toHaveLength(1);
    expect(await f.leadCount(email)).toBe(1);
    expect((await state(stored[0]!.id)).map((r) => r.channel)).toEqual(['email', 'webhook']);
  });

  it('claims due rows with the lead, counts the attempt, and hands each row out once', async () => {
    const lead = await store(input({ fullName: 'Claim Me' }), ['email', 'webhook']);
    const first = await claim(lead.id);
    expect(first.map((c) => c.channel).sort()).toEqual(['email', 'webhook']);
    expect(first[0]).toMatchObject({ leadId: lead.id, attempts: 1, lead: { id: lead.id, fullName: 'Claim Me', email: lead.email } });
    expect(first[0]!.claimId).toMatch(/^[0-9a-f-]{36}$/);
    // Leased: invisible to every other drain until the lease ends.
    expect(await claim(lead.id)).toEqual([]);
  });

  it('gives concurrent drains disjoint rows', async () => {
    const leads = await Promise.all(Array.from({ length: 6 }, () => store(input(), ['email', 'webhook'])));
    const ids = new Set(leads.map((l) => l.id));
    const claims = await Promise.all(Array.from({ length: 4 }, () => f.repo.claimNotifications({ limit: 5, leaseSeconds: 300 })));
    const mine = claims.flat().filter((c) => ids.has(c.leadId)).map((c) => c.id);
    expect(new Set(mine).size).toBe(mine.length);
    // Whatever the four did not take is still there for the next drain, exactly once.
    const rest = (await Promise.all(leads.map((l) => claim(l.id)))).flat().map((c) => c.id);
    expect([...mine, ...rest].sort()).toEqual((await f.repo.listNotifications([...ids])).map((n) => n.id).sort());
  });

  it('marks a delivery sent once; a sent row is never claimed again', async () => {
    const lead = await store(input(), ['webhook']);
    const [row] = await claim(lead.id);
    expect(await f.repo.markNotificationSent(row!.id)).toBe(true);
    expect(await f.repo.markNotificationSent(row!.id)).toBe(false);
    await f.makeDue(row!.id);
    expect(await claim(lead.id)).toEqual([]);
    const [sent] = await state(lead.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(Date.now() - new Date(sent!.sentAt!).getTime()).toBeLessThan(60_000);
  });

  it('backs off after a failure: pending, the error kept, due again only after the delay', async () => {
    const lead = await store(input(), ['webhook']);
    const [row] = await claim(lead.id);
    expect(await f.repo.recordNotificationFailure(row!.id, row!.claimId, 'connect ECONNREFUSED', 120)).toBe('pending');
    const [after] = await state(lead.id);
    expect(after).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED' });
    const delay = (new Date(after!.nextAttemptAt).getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(100);
    expect(delay).toBeLessThan(140);
    expect(await claim(lead.id)).toEqual([]);
    await f.makeDue(row!.id);
    const [again] = await claim(lead.id);
    expect(again).toMatchObject({ id: row!.id, attempts: 2 });
  });

  it('ignores the outcome of a drain whose claim was taken over', async () => {
    const lead = await store(input(), ['email']);
    const [stale] = await claim(lead.id);
    await f.makeDue(stale!.id);
    const [current] = await claim(lead.id);
    expect(await f.repo.recordNotificationFailure(stale!.id, stale!.claimId, 'late', 60)).toBeNull();
    expect(await f.repo.recordNotificationFailure(current!.id, current!.claimId, 'now', 60)).toBe('pending');
    expect((await state(lead.id))[0]).toMatchObject({ attempts: 2, lastError: 'now' });
  });

  it("gives up at once on a permanent error, and once the 24-hour window is over", async () => {
    const lead = await store(input(), ['email', 'webhook']);
    const rows = await claim(lead.id);
    const email = rows.find((r) => r.channel === 'email')!;
    const webhook = rows.find((r) => r.channel === 'webhook')!;
    expect(await f.repo.recordNotificationFailure(email.id, email.claimId, 'SMTP 550 mailbox unavailable', null)).toBe('failed');
    await f.expireWindow(webhook.id);
    expect(await f.repo.recordNotificationFailure(webhook.id, webhook.claimId, 'HTTP 503', 30)).toBe('failed');
    expect((await state(lead.id)).map((r) => [r.channel, r.status, r.lastError])).toEqual([
      ['email', 'failed', 'SMTP 550 mailbox unavailable'],
      ['webhook', 'failed', 'HTTP 503'],
    ]);
    await f.makeDue(email.id);
    expect(await claim(lead.id)).toEqual([]);
    expect(await f.repo.countFailedNotifications()).toBeGreaterThanOrEqual(2);
  });

  it('resends a failed notification only: pending, due now, attempts and error reset, a fresh window', async () => {
    const lead = await store(input(), ['email', 'webhook']);
    const rows = await claim(lead.id);
    const failed = rows.find((r) => r.channel === 'webhook')!;
    const sent = rows.find((r) => r.channel === 'email')!;
    await f.repo.recordNotificationFailure(failed.id, failed.claimId, 'HTTP 410 Gone', null);
    await f.repo.markNotificationSent(sent.id);
    const before = await f.repo.countFailedNotifications();

    expect(await f.repo.resendNotification(sent.id)).toBeNull();
    expect(await f.repo.resendNotification(failed.id)).toEqual({ leadId: lead.id, channel: 'webhook' });
    expect(await f.repo.resendNotification(failed.id)).toBeNull();
    expect(await f.repo.countFailedNotifications()).toBe(before - 1);
    expect((await state(lead.id)).find((r) => r.channel === 'webhook')).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    const [again] = await claim(lead.id);
    expect(again).toMatchObject({ id: failed.id, attempts: 1 });
    // The window restarted: a transient failure is retried again rather than given up.
    expect(await f.repo.recordNotificationFailure(again!.id, again!.claimId, 'HTTP 503', 60)).toBe('pending');
  });

  it('lists no notifications for no leads', async () => {
    expect(await f.repo.listNotifications([])).toEqual([]);
  });
});
