/**
 * @jest-environment node
 *
 * The lead actions and the outbox: a new lead is stored with the configured channels and its
 * first delivery scheduled after the response; a resent submission (same submission id) gets the
 * same answer and schedules nothing.
 */
import type { ActionState } from '@/lib/actions';
import { SUBMISSION_ID_FIELD } from '@/lib/ids';

jest.mock('@/lib/rate-limit', () => ({
  clientKey: jest.requireActual('@/lib/rate-limit/client-key').clientKey,
  describeWait: () => 'in 10 minutes',
  rateLimiter: () => ({ take: async () => ({ allowed: true, retryAfterSeconds: 0 }) }),
}));
// The repository's contract (tests/unit/leads/outbox-contract.test.ts): null for a stored submission id.
const stored = new Map<string, { channels: string[] }>();
const inputs: object[] = [];
jest.mock('@/lib/leads/repository', () => ({
  leadRepository: () => ({
    createContactRequest: async (input: { submissionId?: string | null; email: string }, channels: string[]) => {
      if (input.submissionId && [...stored.keys()].some((id) => id.startsWith(`${input.submissionId}:`))) return null;
      inputs.push(input);
      const id = `${input.submissionId ?? 'none'}:${stored.size + 1}`;
      stored.set(id, { channels });
      return { ...input, id, createdAt: new Date().toISOString() };
    },
  }),
}));
const delivered: string[] = [];
jest.mock('@/lib/leads/outbox', () => ({
  deliverNewLead: async (leadId: string) => void delivered.push(leadId),
  notificationChannels: () => ['email', 'webhook'],
}));
const scheduled: Array<() => Promise<void>> = [];
jest.mock('next/server', () => ({ after: (task: () => Promise<void>) => void scheduled.push(task) }));
// The visitor's cookies and Global Privacy Control, per test.
const jar = new Map<string, string>();
let gpc = false;
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-real-ip': '198.51.100.7', ...(gpc ? { 'sec-gpc': '1' } : {}) }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    has: (name: string) => jar.has(name),
    delete: (name: string) => void jar.delete(name),
  }),
}));

import { submitContact, submitFlorida } from '@/lib/leads/actions';

const idle: ActionState = { status: 'idle' };
function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}
const runAfterTasks = async () => {
  for (const task of scheduled.splice(0)) await task();
};

beforeEach(() => {
  stored.clear();
  inputs.length = 0;
  jar.clear();
  gpc = false;
  delivered.length = 0;
  scheduled.length = 0;
});

describe('lead actions and the outbox', () => {
  it('store a new lead with the configured channels and deliver it after the response', async () => {
    const result = await submitContact(idle, form({ fullName: 'Dana Ortiz', email: 'dana@example.com' }));
    expect(result).toMatchObject({ status: 'success', title: 'Message sent!' });
    expect([...stored.values()]).toEqual([{ channels: ['email', 'webhook'] }]);
    expect(delivered).toEqual([]); // not before the response
    await runAfterTasks();
    expect(delivered).toEqual([...stored.keys()]);
  });

  it('answer a resent submission as the first, and schedule no second delivery', async () => {
    const submission = { [SUBMISSION_ID_FIELD]: '0b6f3f5e-4f7a-4c39-9a51-6f2f7b0e8d11' };
    const fields = { fullName: 'Sam Lee', company: 'Lee Siding', email: 'sam@example.com', phone: '(813) 555-0100', ...submission };
    const first = await submitFlorida(idle, form(fields));
    const again = await submitFlorida(idle, form(fields));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'success', title: 'Request Submitted!' });
    expect(stored.size).toBe(1);
    await runAfterTasks();
    expect(delivered).toHaveLength(1);
  });

  describe('attribution', () => {
    const at = Math.floor(Date.now() / 1000);
    const touch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services', at };

    it("store the cookie's first and last touch and the channel with the lead", async () => {
      jar.set('attribution', JSON.stringify({ first: touch, last: touch }));
      await submitContact(idle, form({ fullName: 'Dana Ortiz', email: 'dana@example.com' }));
      expect(inputs[0]).toMatchObject({ attribution: { first: touch, last: touch }, channel: 'Paid Search' });
    });

    it('count a lead without a cookie, or with a tampered one, as Direct', async () => {
      jar.set('attribution', JSON.stringify({ first: { ...touch, utm_source: '<script>' }, last: touch }));
      await submitContact(idle, form({ fullName: 'Dana Ortiz', email: 'dana@example.com' }));
      expect(inputs[0]).toMatchObject({ attribution: null, channel: 'Direct' });
    });

    it('store nothing, and delete the cookie, for a visitor who sends Global Privacy Control', async () => {
      jar.set('attribution', JSON.stringify({ first: touch, last: touch }));
      gpc = true;
      await submitFlorida(idle, form({ fullName: 'Sam Lee', company: 'Lee Siding', email: 'sam@example.com', phone: '(813) 555-0100' }));
      expect(inputs[0]).toMatchObject({ attribution: null, channel: null });
      expect(jar.has('attribution')).toBe(false);
    });
  });
});
