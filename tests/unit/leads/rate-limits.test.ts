/** @jest-environment node */
import type { ActionState } from '@/lib/actions';

// An in-memory sliding window with the database limiter's rules (take refuses at the limit).
import { limiterEvents as events } from '../../helpers/memory-rate-limit';
jest.mock('@/lib/rate-limit', () => jest.requireActual('../../helpers/memory-rate-limit').memoryRateLimit);
const stored: string[] = [];
jest.mock('@/lib/leads/repository', () => ({
  leadRepository: () => ({
    createContactRequest: async (input: { email: string }) => {
      stored.push(input.email);
      return { ...input, id: String(stored.length), createdAt: new Date().toISOString() };
    },
  }),
}));
jest.mock('@/lib/leads/outbox', () => ({ deliverNewLead: async () => {}, notificationChannels: () => [] }));
jest.mock('next/server', () => ({ after: () => {} }));
let ip = '';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-real-ip': ip }), cookies: async () => ({ get: () => undefined, has: () => false }) }));

import { submitContact, submitFlorida } from '@/lib/leads/actions';

const idle: ActionState = { status: 'idle' };
function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}
const contact = (n: number) => form({ fullName: `Lead ${n}`, email: `lead${n}@example.com` });

beforeAll(() => Object.assign(process.env, { TRUST_PROXY: '1', LEAD_RATE_LIMIT: '2', LEAD_GLOBAL_RATE_LIMIT: '5' }));
beforeEach(() => {
  events.clear();
  stored.length = 0;
});

describe('lead form limits', () => {
  it('limit each client on its own', async () => {
    ip = '198.51.100.1';
    const results = [];
    for (let n = 0; n < 3; n++) results.push(await submitContact(idle, contact(n)));
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'error']);
    expect(results[2]).toMatchObject({ title: 'Too many requests', values: { email: 'lead2@example.com' } });
    ip = '198.51.100.2';
    expect((await submitContact(idle, contact(9))).status).toBe('success');
  });

  it('stop a client rotating addresses at the site-wide ceiling, shared by both lead forms', async () => {
    const results: ActionState[] = [];
    for (let n = 0; n < 4; n++) {
      ip = `203.0.113.${n}`;
      results.push(await submitContact(idle, contact(n)));
    }
    ip = '203.0.113.50';
    results.push(await submitFlorida(idle, form({ fullName: 'F', company: 'C', email: 'fl@example.com', phone: '(813) 555-0100' })));
    ip = '203.0.113.51';
    results.push(await submitContact(idle, contact(99)));
    expect(results.map((r) => r.status)).toEqual(['success', 'success', 'success', 'success', 'success', 'error']);
    expect(results[5]).toMatchObject({ title: 'Too many requests' });
    expect(stored).toHaveLength(5);
  });
});
