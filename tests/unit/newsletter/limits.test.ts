/** @jest-environment node */
import type { ActionState } from '@/lib/actions';

// The sign-up action's limits: per client, and per mailbox on confirmation e-mails (list-bombing),
// with nothing site-wide that a flood could use to refuse real visitors. The database limiter's
// rules are kept in memory here; rate-limits.test.ts runs them on both drivers.
import { limiterEvents as events } from '../../helpers/memory-rate-limit';
jest.mock('@/lib/rate-limit', () => jest.requireActual('../../helpers/memory-rate-limit').memoryRateLimit);
// The one-an-hour rule per address is the database's (repository.test.ts); here, once ever.
const asked = new Set<string>();
const queued: string[] = [];
jest.mock('@/lib/newsletter/repository', () => ({
  newsletterRepository: () => ({
    subscribe: async () => 'created',
    confirmationDue: async (email: string) => !asked.has(email.toLowerCase()),
    queueConfirmation: async (email: string) => {
      if (asked.has(email.toLowerCase())) return null;
      asked.add(email.toLowerCase());
      queued.push(email);
      return `delivery-${queued.length}`;
    },
  }),
}));
let mailOn = true;
jest.mock('@/lib/newsletter/outbox', () => ({ deliverConfirmation: async () => {}, deliverPosts: async () => {}, sendTestEmail: async () => true, newsletterConfigured: () => mailOn }));
jest.mock('@/lib/posts/public', () => ({ findPublishedPost: async () => null }));
jest.mock('next/server', () => ({ after: () => {} }));
jest.mock('next/cache', () => ({ revalidatePath: () => {} }));
let ip = '';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-real-ip': ip }), cookies: async () => ({ get: () => undefined, has: () => false }) }));

import { subscribeNewsletter } from '@/lib/newsletter/actions';

const idle: ActionState = { status: 'idle' };
function signUp(email: string) {
  const data = new FormData();
  data.append('email', email);
  data.append('source', 'footer');
  return subscribeNewsletter(idle, data);
}

beforeAll(() =>
  Object.assign(process.env, { TRUST_PROXY: '1', NEWSLETTER_RATE_LIMIT: '3', LEAD_GLOBAL_RATE_LIMIT: '5' }),
);
beforeEach(() => {
  mailOn = true;
  events.clear();
  asked.clear();
  queued.length = 0;
});

describe('newsletter sign-up limits', () => {
  it('answer every address alike, and limit each client on its own', async () => {
    ip = '198.51.100.1';
    const results = [];
    for (let n = 0; n < 4; n++) results.push(await signUp(`reader${n}@example.com`));
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'success', 'error']);
    expect(results[0]).toMatchObject({ message: 'Check your inbox to confirm your subscription.' });
    expect(results[3]).toMatchObject({ title: 'Too many requests' });
    ip = '198.51.100.2';
    // An address already asked gets the same answer and no second e-mail.
    expect(await signUp('reader0@example.com')).toMatchObject({ status: 'success', message: 'Check your inbox to confirm your subscription.' });
    expect(queued).toHaveLength(3);
  });

  it('a flood of +tags from rotating clients gets one mailbox 3 confirmations, and refuses nobody', async () => {
    const results = [];
    for (let n = 0; n < 20; n++) {
      ip = `203.0.113.${n + 1}`;
      results.push(await signUp(`victim+${n}@example.com`));
    }
    expect(queued).toEqual(['victim+0@example.com', 'victim+1@example.com', 'victim+2@example.com']);
    // Every sign-up got the same answer: the form tells nobody where an address stands.
    expect(results.every((r) => r.status === 'success' && r.message === 'Check your inbox to confirm your subscription.')).toBe(true);
    // More sign-ups than LEAD_GLOBAL_RATE_LIMIT, yet a real visitor on the same domain right after is sent a link.
    ip = '198.51.100.99';
    expect(await signUp('real.visitor@example.com')).toMatchObject({ status: 'success' });
    expect(queued.at(-1)).toBe('real.visitor@example.com');
  });

  it("one Gmail mailbox is one cap, whatever its dots, +tags or googlemail.com", async () => {
    const spellings = ['jane.doe@gmail.com', 'janedoe+news@gmail.com', 'J.a.n.e.D.o.e@googlemail.com', 'jane.d.oe+x@gmail.com', 'janedoe@googlemail.com'];
    for (const [n, address] of spellings.entries()) {
      ip = `203.0.113.${50 + n}`;
      await signUp(address);
    }
    expect(queued).toHaveLength(3);
  });

  it('the mailbox cap counts only e-mails that would go: an address already asked does not use it up', async () => {
    ip = '203.0.113.200';
    await signUp('once@example.com');
    for (let n = 0; n < 10; n++) {
      ip = `203.0.113.${100 + n}`;
      expect((await signUp('once@example.com')).status).toBe('success');
    }
    expect(queued).toEqual(['once@example.com']);
    expect([...events.entries()].filter(([key]) => key.startsWith('newsletter-mailbox:')).map(([, hits]) => hits)).toEqual([1]);
  });

  it('with e-mail off nothing of the cap is spent: once it is on, the reader still gets a link', async () => {
    mailOn = false;
    for (let n = 0; n < 5; n++) {
      ip = `203.0.113.${150 + n}`;
      await signUp(`waiting+${n}@example.com`);
    }
    expect([...events.keys()].filter((key) => key.startsWith('newsletter-mailbox:'))).toEqual([]);
    mailOn = true;
    ip = '203.0.113.160';
    await signUp('waiting@example.com');
    expect(queued.at(-1)).toBe('waiting@example.com');
  });
});
