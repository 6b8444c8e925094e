/** @jest-environment node */
import { notifyNewLead } from '@/lib/leads/notify';
import type { ContactRequest } from '@/lib/leads/types';

const lead: ContactRequest = {
  id: '4f6c1c1e-8a1b-4e5e-9d1a-1f2e3d4c5b6a',
  fullName: 'Dana Ortiz',
  email: 'dana@example.com',
  company: null,
  phone: null,
  serviceAreas: null,
  message: 'Hi',
  source: 'contact',
  page: '/contact',
  userAgent: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('lead webhook', () => {
  const original = process.env.CONTACT_WEBHOOK_URL;
  afterEach(() => {
    process.env.CONTACT_WEBHOOK_URL = original;
    jest.restoreAllMocks();
  });

  it('does nothing when no webhook is configured', async () => {
    delete process.env.CONTACT_WEBHOOK_URL;
    const fetchImpl = jest.fn();
    expect(await notifyNewLead(lead, fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts the lead as JSON once when the hook answers', async () => {
    process.env.CONTACT_WEBHOOK_URL = 'https://hooks.example/lead';
    const fetchImpl = jest.fn().mockResolvedValue(new Response('ok', { status: 200 }));
    expect(await notifyNewLead(lead, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://hooks.example/lead');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({ type: 'contact_request', lead });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries once, then logs and gives up without throwing', async () => {
    process.env.CONTACT_WEBHOOK_URL = 'https://hooks.example/lead';
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValueOnce(new Response('no', { status: 502 }));
    await expect(notifyNewLead(lead, fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the retry', async () => {
    process.env.CONTACT_WEBHOOK_URL = 'https://hooks.example/lead';
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(new Response('ok'));
    expect(await notifyNewLead(lead, fetchImpl)).toBe(true);
  });
});
