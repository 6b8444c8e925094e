/**
 * @jest-environment node
 *
 * The newsletter's SQL on both drivers: double opt-in (one confirmation an hour, confirmed never
 * back to pending), link tokens, one-click unsubscribe, each post once per address, the rate cap
 * and the 30-day clean-up.
 */
import type { Database } from '@/lib/db/types';
import { createNewsletterRepository, type NewsletterRepository } from '@/lib/newsletter/repository';
import { hashToken, newToken } from '@/lib/tokens';
import { randomUuid } from '@/lib/ids';
import { drivers } from '../../helpers/databases';

const run = `n${Date.now().toString(36)}`;
let serial = 0;
const address = () => `${run}.${++serial}@example.com`;

describe.each(drivers)('Newsletter repository on $name', ({ open }) => {
  let db: Database;
  let repo: NewsletterRepository;
  let teardown: () => Promise<void>;
  const subscribe = (email: string) => repo.subscribe(email, 'footer');
  const statusOf = async (email: string) =>
    (await db.query<{ status: string }>('select status from public.newsletter_subscribers where lower(email) = lower($1)', [email])).rows[0]?.status;
  const idOf = async (email: string) => (await db.query<{ id: string }>('select id from public.newsletter_subscribers where lower(email) = lower($1)', [email])).rows[0]!.id;
  /** Claims only this address's rows, so tests do not see each other's. */
  const claimFor = async (kind: 'confirmation' | 'post', deliveryId: string) => repo.claim(kind, { limit: 10, leaseSeconds: 300, id: deliveryId });
  const deliveriesOf = async (email: string) =>
    (
      await db.query<{ id: string; kind: string; status: string; post_id: string | null }>(
        'select d.id, d.kind, d.status, d.post_id from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id where lower(s.email) = lower($1) order by d.created_at',
        [email],
      )
    ).rows;

  /** Signs up, sends the confirmation (as the drain does, token stored hashed) and returns the link token. */
  async function pendingWithLink(email = address()) {
    await subscribe(email);
    const deliveryId = await repo.queueConfirmation(email);
    expect(deliveryId).not.toBeNull();
    const [claimed] = await claimFor('confirmation', deliveryId!);
    const token = newToken();
    await repo.storeTokens([{ hash: hashToken(token), subscriberId: claimed!.subscriberId, purpose: 'confirm' }]);
    await repo.markSent(claimed!.id);
    return { email, token, subscriberId: claimed!.subscriberId };
  }

  async function confirmed(email = address()) {
    const pending = await pendingWithLink(email);
    expect(await repo.confirm(hashToken(pending.token))).toBe('confirmed');
    return pending;
  }

  /** A send of a new post id; only this test's subscribers are counted by the caller. */
  const send = (postId = randomUuid()) => repo.createSend({ postId, postSlug: `post-${run}-${++serial}`, subject: 'S', html: '<p>x</p>', text: 'x', sentBy: 'Owner' });

  beforeAll(async () => {
    const opened = await open();
    db = opened.db;
    teardown = opened.teardown;
    repo = createNewsletterRepository(async () => db);
  }, 60_000);
  afterAll(() => teardown());

  it('subscribes an address once, whatever its case', async () => {
    const email = address();
    expect(await repo.subscribe(email, 'footer')).toBe('created');
    expect(await repo.subscribe(email.toUpperCase(), 'blog')).toBe('existing');
    expect((await repo.listSubscribers()).filter((s) => s.email.toLowerCase() === email)).toEqual([expect.objectContaining({ email, source: 'footer' })]);
  });

  it("stores a subscriber's attribution", async () => {
    const at = Math.floor(Date.now() / 1000);
    const referral = { first: { referrer_host: 'news.example.org', landing_path: '/blog', at }, last: { referrer_host: 'news.example.org', landing_path: '/blog', at } };
    const email = address();
    expect(await repo.subscribe(email, 'footer', { attribution: referral, channel: 'Referral' })).toBe('created');
    expect((await repo.listSubscribers()).find((s) => s.email === email)).toMatchObject({ attribution: referral, channel: 'Referral' });
  });

  it('a new address is pending with one confirmation queued; asking again within the hour queues none', async () => {
    const email = address();
    expect(await subscribe(email)).toBe('created');
    expect(await statusOf(email)).toBe('pending');
    expect(await repo.confirmationDue(email)).toBe(true);
    const first = await repo.queueConfirmation(email);
    expect(first).not.toBeNull();
    expect(await subscribe(email.toUpperCase())).toBe('existing');
    expect(await repo.confirmationDue(email)).toBe(false);
    expect(await repo.queueConfirmation(email)).toBeNull();
    expect((await deliveriesOf(email)).map((d) => d.kind)).toEqual(['confirmation']);
    // An hour later, another.
    await db.query("update public.newsletter_subscribers set confirmation_sent_at = now() - interval '61 minutes' where lower(email) = lower($1)", [email]);
    expect(await repo.queueConfirmation(email)).not.toBeNull();
  });

  it('a confirmation that was never delivered (e-mail off) is due again at once; a delivered one waits the hour', async () => {
    const email = address();
    await subscribe(email);
    const first = (await repo.queueConfirmation(email))!;
    const [claimed] = await claimFor('confirmation', first);
    // As the drain records it when SMTP is not configured: a permanent failure.
    expect(await repo.recordFailure(first, claimed!.claimId, 'E-mail is not configured', null)).toBe('failed');
    expect(await repo.confirmationDue(email)).toBe(true);
    const second = (await repo.queueConfirmation(email))!;
    expect(second).not.toBe(first);
    const [again] = await claimFor('confirmation', second);
    await repo.markSent(again!.id);
    expect(await repo.confirmationDue(email)).toBe(false);
    expect(await repo.queueConfirmation(email)).toBeNull();
  });

  it("staff's resend queues a fresh confirmation within the hour, but not while one waits or once confirmed", async () => {
    const { email, subscriberId } = await pendingWithLink();
    expect(await repo.pendingEmail(subscriberId)).toBe(email);
    const resent = await repo.requeueConfirmation(subscriberId);
    expect(resent).toEqual({ deliveryId: expect.any(String), email });
    expect(await repo.requeueConfirmation(subscriberId)).toBe('in-flight');
    await db.query(`update public.newsletter_subscribers set status = 'confirmed' where id = $1`, [subscriberId]);
    expect(await repo.requeueConfirmation(subscriberId)).toBe('not-pending');
    expect(await repo.pendingEmail(subscriberId)).toBeNull();
    expect(await repo.requeueConfirmation(randomUuid())).toBe('not-pending');
  });

  it('concurrent sign-ups of one address queue one confirmation', async () => {
    // The race is a matter of timing, so it is run often enough to be met: ten addresses, eight
    // sign-ups of each at once (on PostgreSQL, two of 5 slipped through in one CI run in many).
    const emails = Array.from({ length: 10 }, () => address());
    for (const email of emails) await subscribe(email);
    const queued = await Promise.all(emails.map(async (email) => (await Promise.all(Array.from({ length: 8 }, () => repo.queueConfirmation(email)))).filter(Boolean).length));
    expect(queued).toEqual(emails.map(() => 1));
  });

  it('the link confirms once; reopened, it says the address is subscribed; a confirmed address never goes back to pending', async () => {
    const { email, token } = await pendingWithLink();
    expect(await repo.linkState(hashToken(token), 'confirm')).toBe('valid');
    expect(await statusOf(email)).toBe('pending');
    expect(await repo.confirm(hashToken(token))).toBe('confirmed');
    expect(await statusOf(email)).toBe('confirmed');
    expect(await repo.confirm(hashToken(token))).toBe('subscribed');
    expect(await repo.linkState(hashToken(token), 'confirm')).toBe('subscribed');
    expect(await subscribe(email)).toBe('existing');
    expect(await statusOf(email)).toBe('confirmed');
    expect(await repo.queueConfirmation(email)).toBeNull();
  });

  it('an expired or unknown link confirms nothing', async () => {
    const { email, token } = await pendingWithLink();
    await db.query("update public.newsletter_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
    expect(await repo.linkState(hashToken(token), 'confirm')).toBe('expired');
    expect(await repo.confirm(hashToken(token))).toBe('expired');
    expect(await statusOf(email)).toBe('pending');
    expect(await repo.confirm(hashToken(newToken()))).toBe('unknown');
  });

  it('a confirmation link lasts 7 days', async () => {
    const { token } = await pendingWithLink();
    const { rows } = await db.query<{ days: number }>(
      'select round(extract(epoch from (expires_at - created_at)) / 86400)::int as days from public.newsletter_tokens where token_hash = $1',
      [hashToken(token)],
    );
    expect(rows[0]!.days).toBe(7);
  });

  it('each confirmed address gets each post once; a later send reaches only those confirmed since', async () => {
    const postId = randomUuid();
    const a = await confirmed();
    const pending = await pendingWithLink();
    const first = await send(postId);
    expect(first!.queued).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(a.email)).filter((d) => d.kind === 'post')).toHaveLength(1);
    expect((await deliveriesOf(pending.email)).filter((d) => d.kind === 'post')).toHaveLength(0);
    // The same post again: nobody new, nothing stored.
    expect(await send(postId)).toBeNull();
    expect(await repo.remainingFor(postId)).toBe(0);
    const b = await confirmed();
    expect(await repo.remainingFor(postId)).toBe(1);
    const second = await send(postId);
    expect(second!.queued).toBe(1);
    expect((await deliveriesOf(b.email)).filter((d) => d.kind === 'post')).toHaveLength(1);
    expect((await deliveriesOf(a.email)).filter((d) => d.kind === 'post')).toHaveLength(1);
  });

  it('one-click unsubscribe by token: queued posts are cancelled, twice is fine, and the next send skips the address', async () => {
    const { email, subscriberId } = await confirmed();
    const postId = randomUuid();
    await send(postId);
    const token = newToken();
    await repo.storeTokens([{ hash: hashToken(token), subscriberId, purpose: 'unsubscribe' }]);
    expect(await repo.unsubscribe(hashToken(token))).toBe(true);
    expect(await repo.unsubscribe(hashToken(token))).toBe(true);
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await deliveriesOf(email)).find((d) => d.post_id === postId)!.status).toBe('cancelled');
    await send();
    expect((await deliveriesOf(email)).filter((d) => d.kind === 'post' && d.status === 'pending')).toHaveLength(0);
    expect(await repo.unsubscribe(hashToken(newToken()))).toBe(false);
    // Subscribing again means confirming again.
    await subscribe(email);
    expect(await statusOf(email)).toBe('pending');
    expect(await repo.queueConfirmation(email)).not.toBeNull();
  });

  it('claims hand a delivery to one drain; a pending address gets no post even if a row exists', async () => {
    const { email, subscriberId } = await confirmed();
    await send();
    const row = (await deliveriesOf(email)).find((d) => d.kind === 'post')!;
    const [one, two] = await Promise.all([claimFor('post', row.id), claimFor('post', row.id)]);
    expect(one!.length + two!.length).toBe(1);
    await repo.recordFailure(row.id, [...one!, ...two!][0]!.claimId, 'Busy', 0);
    await db.query("update public.newsletter_subscribers set status = 'pending' where id = $1", [subscriberId]);
    expect(await claimFor('post', row.id)).toEqual([]);
  });

  it('the rate cap counts what was sent in the last minute', async () => {
    const { email } = await confirmed();
    await send();
    const row = (await deliveriesOf(email)).find((d) => d.kind === 'post')!;
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from public.newsletter_deliveries where kind = 'post' and sent_at > now() - interval '1 minute'");
    const already = rows[0]!.n;
    expect(await repo.claim('post', { limit: 10, leaseSeconds: 300, id: row.id, ratePerMinute: already })).toEqual([]);
    expect(await repo.claim('post', { limit: 10, leaseSeconds: 300, id: row.id, ratePerMinute: already + 1000 })).toHaveLength(1);
  });

  it('confirmations have their own per-minute budget: past it they wait, they are not refused', async () => {
    const email = address();
    await subscribe(email);
    const id = (await repo.queueConfirmation(email))!;
    const { rows } = await db.query<{ n: number }>("select count(*)::int as n from public.newsletter_deliveries where kind = 'confirmation' and sent_at > now() - interval '1 minute'");
    const already = rows[0]!.n;
    expect(await repo.claim('confirmation', { limit: 10, leaseSeconds: 300, id, ratePerMinute: already })).toEqual([]);
    expect((await deliveriesOf(email))[0]!.status).toBe('pending');
    expect(await repo.claim('confirmation', { limit: 10, leaseSeconds: 300, id, ratePerMinute: already + 1000 })).toHaveLength(1);
  });

  it("an unsubscribe link reads used once its address is off the list", async () => {
    const { subscriberId } = await confirmed();
    const token = newToken();
    await repo.storeTokens([{ hash: hashToken(token), subscriberId, purpose: 'unsubscribe' }]);
    expect(await repo.linkState(hashToken(token), 'unsubscribe')).toBe('valid');
    await repo.unsubscribe(hashToken(token));
    expect(await repo.linkState(hashToken(token), 'unsubscribe')).toBe('used');
  });

  it("a send's 'Unsubscribed since' counts the recipients it reached who have unsubscribed since", async () => {
    const a = await confirmed();
    const b = await confirmed();
    const created = (await send())!;
    for (const row of await db.query<{ id: string }>('select id from public.newsletter_deliveries where send_id = $1', [created.id]).then((r) => r.rows)) {
      await db.query(`update public.newsletter_deliveries set status = 'sent', sent_at = now() - interval '1 minute' where id = $1`, [row.id]);
    }
    const summary = async () => (await repo.listSends(100)).find((s) => s.id === created.id)!;
    expect((await summary()).unsubscribedSince).toBe(0);
    for (const { subscriberId } of [a, b]) {
      const token = newToken();
      await repo.storeTokens([{ hash: hashToken(token), subscriberId, purpose: 'unsubscribe' }]);
      await repo.unsubscribe(hashToken(token));
    }
    expect(await summary()).toMatchObject({ sent: created.queued, unsubscribedSince: 2 });
  });

  it('deleting a subscriber erases the address with its links and deliveries', async () => {
    const { email, subscriberId, token } = await confirmed();
    await send();
    expect(await repo.deleteSubscriber(subscriberId)).toBe(true);
    expect(await statusOf(email)).toBeUndefined();
    expect(await deliveriesOf(email)).toEqual([]);
    const { rows } = await db.query('select 1 from public.newsletter_tokens where token_hash = $1', [hashToken(token)]);
    expect(rows).toEqual([]);
    expect(await repo.deleteSubscriber(subscriberId)).toBe(false);
  });

  it('pending addresses are deleted 30 days after they signed up; confirmed ones stay', async () => {
    const old = await pendingWithLink();
    const kept = await confirmed();
    const recent = await pendingWithLink();
    await db.query("update public.newsletter_subscribers set status_changed_at = now() - interval '31 days' where id = any($1::uuid[])", [[old.subscriberId, kept.subscriberId]]);
    expect(await repo.removeStale()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old.email)).toBeUndefined();
    expect(await statusOf(kept.email)).toBe('confirmed');
    expect(await statusOf(recent.email)).toBe('pending');
    expect(await idOf(kept.email)).toBe(kept.subscriberId);
  });

  it('counts addresses by state', async () => {
    const before = await repo.counts();
    await pendingWithLink();
    await confirmed();
    const after = await repo.counts();
    expect(after.pending - before.pending).toBe(1);
    expect(after.confirmed - before.confirmed).toBe(1);
  });
});
