/**
 * @jest-environment node
 *
 * Delivery on top of the outbox with fake channels, on both drivers (PGlite and a real
 * PostgreSQL server): first attempt, backoff, giving up, resending, and what reaches the audit trail.
 */
import type { Database } from '@/lib/db/types';
import { parseNotificationSettings } from '@/lib/leads/notification-config';
import { drainOutbox, resendFailedNotification, type OutboxDeps } from '@/lib/leads/outbox';
import { describeError, PermanentDeliveryError, retryDelaySeconds } from '@/lib/outbox-queue';
import { createLeadRepository } from '@/lib/leads/repository';
import type { ClaimedNotification, ContactRequestInput, LeadRepository } from '@/lib/leads/types';
import { drivers } from '../../helpers/databases';

const env = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LEAD_EMAIL_TO: 'sales@brightline.example, ops@brightline.example',
  LEAD_EMAIL_FROM: 'Brightline Leads <leads@brightline.example>',
  CONTACT_WEBHOOK_URL: 'https://hooks.example/lead',
};

describe('retryDelaySeconds', () => {
  it('doubles from the base, with equal jitter between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30, () => 0))).toEqual([15, 30, 60, 120]);
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 30, () => 1))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(3, 30, () => 0.5)).toBe(90);
  });

  it('is capped at two hours, so a day holds about twenty attempts', () => {
    expect(retryDelaySeconds(30, 30, () => 1)).toBe(7200);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3600) elapsed += retryDelaySeconds(++attempts, 30, () => 0.5);
    expect(attempts).toBeGreaterThan(15);
    expect(attempts).toBeLessThan(30);
  });
});

describe('notification settings', () => {
  it('turns a channel on when its variables are set', () => {
    expect(parseNotificationSettings({}).channels).toEqual([]);
    const all = parseNotificationSettings(env);
    expect(all.channels).toEqual(['email', 'webhook']);
    expect(all.email).toEqual({
      smtpUrl: 'smtp://127.0.0.1:2525',
      to: ['sales@brightline.example', 'ops@brightline.example'],
      from: { name: 'Brightline Leads', address: 'leads@brightline.example' },
    });
    expect(all.problems).toEqual({});
    expect(parseNotificationSettings({ ...env, SMTP_URL: '' }).channels).toEqual(['webhook']);
  });

  it('keeps a malformed channel on, with the reason its deliveries will fail', () => {
    const bad = parseNotificationSettings({ ...env, LEAD_EMAIL_TO: 'sales@x.example, not an address', CONTACT_WEBHOOK_URL: 'ftp://x' });
    expect(bad.channels).toEqual(['email', 'webhook']);
    expect(bad.email).toBeNull();
    expect(bad.problems.email).toMatch(/LEAD_EMAIL_TO/);
    expect(bad.problems.webhook).toMatch(/CONTACT_WEBHOOK_URL/);
    expect(parseNotificationSettings({ ...env, SMTP_URL: 'https://mail.example' }).problems.email).toMatch(/SMTP_URL/);
  });
});

describe('describeError', () => {
  it('names the network cause and the timeout', () => {
    expect(describeError(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))).toBe('fetch failed (ECONNREFUSED)');
    expect(describeError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('Timed out');
  });
});

describe.each(drivers)('drain on $name', ({ open }) => {
  let db: Database;
  let teardown: () => Promise<void>;
  let repo: LeadRepository;
  let sent: { channel: string; leadId: string; id: string }[];
  let behaviour: (n: ClaimedNotification) => Promise<void>;
  let audit: jest.Mock;
  let deps: OutboxDeps;

  // Creating a database from the migrations is slow on a loaded machine.
  beforeAll(async () => {
    ({ db, teardown } = await open());
    repo = createLeadRepository(async () => db);
  }, 60_000);
  afterAll(() => teardown());
  beforeEach(async () => {
    await db.exec('delete from public.contact_requests');
    sent = [];
    behaviour = async () => {};
    audit = jest.fn().mockResolvedValue(undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const send = async (n: ClaimedNotification) => {
      await behaviour(n);
      sent.push({ channel: n.channel, leadId: n.leadId, id: n.id });
    };
    deps = { repo, settings: parseNotificationSettings(env), send: { email: send, webhook: send }, audit, random: () => 0.5 };
  });
  afterEach(() => jest.restoreAllMocks());

  const store = async (overrides: Partial<ContactRequestInput> = {}) => {
    const lead = await repo.createContactRequest(
      { fullName: 'Dana', email: 'dana@example.com', company: null, phone: null, serviceAreas: null, message: null, source: 'contact', page: null, userAgent: null, ...overrides },
      ['email', 'webhook'],
    );
    if (!lead) throw new Error('A new lead was not stored');
    return lead;
  };
  const rows = async (leadId: string) => (await repo.listNotifications([leadId])).sort((a, b) => a.channel.localeCompare(b.channel));
  const makeAllDue = () => db.exec("update public.lead_notifications set next_attempt_at = now() where status = 'pending'");

  it('delivers each of a lead’s notifications once, and a second drain finds nothing', async () => {
    const lead = await store();
    const first = await drainOutbox({ leadId: lead.id }, deps);
    expect(first).toMatchObject({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    expect(sent.map((s) => s.channel).sort()).toEqual(['email', 'webhook']);
    expect((await rows(lead.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    await makeAllDue();
    expect((await drainOutbox({}, deps)).claimed).toBe(0);
  });

  it('runs two drains at once without sending anything twice', async () => {
    const leads = await Promise.all(Array.from({ length: 30 }, (_, i) => store({ email: `lead${i}@example.com` })));
    const [a, b] = await Promise.all([drainOutbox({ batchSize: 7 }, deps), drainOutbox({ batchSize: 7 }, deps)]);
    expect(a.sent + b.sent).toBe(60);
    expect(new Set(sent.map((s) => s.id)).size).toBe(60);
    expect(new Set(sent.map((s) => `${s.leadId}/${s.channel}`)).size).toBe(leads.length * 2);
  });

  it('retries a transient failure with backoff, then delivers', async () => {
    const lead = await store();
    let failures = 0;
    behaviour = async (n) => {
      if (n.channel === 'webhook' && failures++ < 3) throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    };
    await drainOutbox({ leadId: lead.id }, deps);
    let webhook = (await rows(lead.id))[1]!;
    expect(webhook).toMatchObject({ status: 'pending', attempts: 1, lastError: 'fetch failed (ECONNREFUSED)' });
    // random 0.5 → three quarters of 30 s after the first failure.
    const delay = (new Date(webhook.nextAttemptAt).getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(20);
    expect(delay).toBeLessThanOrEqual(23);
    expect((await drainOutbox({}, deps)).claimed).toBe(0);
    for (let i = 0; i < 3; i++) {
      await makeAllDue();
      await drainOutbox({}, deps);
    }
    webhook = (await rows(lead.id))[1]!;
    expect(webhook).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(sent.filter((s) => s.channel === 'webhook')).toHaveLength(1);
    expect(audit).not.toHaveBeenCalled();
  });

  it('gives up after the retry window and records it in the audit trail', async () => {
    const lead = await store();
    behaviour = async (n) => {
      if (n.channel === 'email') throw new Error('Connection timeout');
    };
    await db.exec("update public.lead_notifications set retry_until = now() + interval '10 seconds'");
    await drainOutbox({ leadId: lead.id }, deps);
    const email = (await rows(lead.id))[0]!;
    expect(email).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Connection timeout' });
    expect(audit).toHaveBeenCalledWith('lead-notification-failed', {
      notificationId: email.id,
      leadId: lead.id,
      channel: 'email',
      attempts: 1,
      error: 'Connection timeout',
    });
    expect(await repo.countFailedNotifications()).toBe(1);
  });

  it('gives up at once on a permanent error, and on a channel no longer configured', async () => {
    const lead = await store();
    behaviour = async (n) => {
      if (n.channel === 'webhook') throw new PermanentDeliveryError('Webhook answered HTTP 410 Gone');
    };
    await drainOutbox({ leadId: lead.id }, { ...deps, settings: parseNotificationSettings({ CONTACT_WEBHOOK_URL: env.CONTACT_WEBHOOK_URL }) });
    expect((await rows(lead.id)).map((r) => [r.channel, r.status, r.lastError])).toEqual([
      ['email', 'failed', 'E-mail is not configured (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM).'],
      ['webhook', 'failed', 'Webhook answered HTTP 410 Gone'],
    ]);
    expect(sent).toEqual([]);
    expect(audit).toHaveBeenCalledTimes(2);
  });

  it('resends a failed notification at once and audits the resend; a second resend does nothing', async () => {
    const lead = await store();
    behaviour = async (n) => {
      if (n.channel === 'webhook') throw new PermanentDeliveryError('Webhook answered HTTP 400');
    };
    await drainOutbox({ leadId: lead.id }, deps);
    const failed = (await rows(lead.id))[1]!;
    expect(failed.status).toBe('failed');
    audit.mockClear();

    behaviour = async () => {};
    expect(await resendFailedNotification(failed.id, deps)).toEqual({ id: failed.id, leadId: lead.id, channel: 'webhook', status: 'sent' });
    expect(audit).toHaveBeenCalledWith('lead-notification-resent', { notificationId: failed.id, leadId: lead.id, channel: 'webhook' });
    expect((await rows(lead.id))[1]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sent.filter((s) => s.channel === 'webhook')).toHaveLength(1);
    expect(await resendFailedNotification(failed.id, deps)).toBeNull();
  });

  it('after a restart on the embedded database, frees the claims of the dead process but not its own', async () => {
    const before = await store({ email: 'crashed@example.com' });
    await repo.claimNotifications({ limit: 10, leaseSeconds: 300, leadId: before.id }); // the process that died mid-send
    await new Promise((resolve) => setTimeout(resolve, 20));
    const startedAt = new Date();
    const after = await store({ email: 'live@example.com' });
    await repo.claimNotifications({ limit: 10, leaseSeconds: 300, leadId: after.id }); // this process, still sending
    expect(await repo.releaseOrphanedClaims!(startedAt, 300)).toBe(2);
    expect((await drainOutbox({}, deps)).outcomes.map((o) => o.leadId)).toEqual([before.id, before.id]);
    expect(sent).toHaveLength(2);
  });

  it('reports a resend that fails again', async () => {
    const lead = await store();
    behaviour = async () => {
      throw new PermanentDeliveryError('Webhook answered HTTP 400');
    };
    await drainOutbox({ leadId: lead.id }, deps);
    const failed = (await rows(lead.id))[1]!;
    expect(await resendFailedNotification(failed.id, deps)).toMatchObject({ status: 'failed', error: 'Webhook answered HTTP 400' });
  });
});
