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
  describeWait: () => 'in 10 minutes',
  rateLimiter: () => ({ take: async () => ({ allowed: true, retryAfterSeconds: 0 }) }),
}));
// The repository's contract (tests/unit/leads/outbox-contract.test.ts): null for a stored submission id.
const stored = new Map<string, { channels: string[] }>();
jest.mock('@/lib/leads/repository', () => ({
  leadRepository: () => ({
    createContactRequest: async (input: { submissionId?: string | null; email: string }, channels: string[]) => {
      if (input.submissionId && [...stored.keys()].some((id) => id.startsWith(`${input.submissionId}:`))) return null;
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
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-real-ip': '198.51.100.7' }) }));

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
});
