/** @jest-environment node */
import { isPermanent } from '@/lib/outbox-queue';
import type { ContactRequest } from '@/lib/leads/types';
import { sendLeadWebhook } from '@/lib/leads/webhook';

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
  status: 'won',
  note: 'Internal: budget approved by the owner.',
  attribution: null,
  channel: null,
};
const settings = { url: 'https://hooks.example/lead' };
const id = '0b7d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

describe('lead webhook', () => {
  it('posts the lead as JSON with the notification id as Idempotency-Key, once', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('ok', { status: 200 }));
    await sendLeadWebhook(lead, id, settings, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://hooks.example/lead');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': id });
    // What the visitor sent; staff's status and internal note never leave the admin.
    const { status, note, ...sent } = lead;
    expect(JSON.parse(init.body)).toEqual({ type: 'contact_request', lead: { ...sent, traffic: { channel: null, first: null, last: null } } });
    expect(init.body).not.toContain('Internal');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [503, false],
    [500, false],
    [429, false],
    [408, false],
    [400, true],
    [404, true],
    [410, true],
    [301, true],
  ])('HTTP %i fails; permanent: %s', async (status, permanent) => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(null, { status }));
    const error = await sendLeadWebhook(lead, id, settings, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`HTTP ${status}`);
    expect(isPermanent(error)).toBe(permanent);
  });

  it('lets a network error through as retryable', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    const error = await sendLeadWebhook(lead, id, settings, fetchImpl).catch((e: unknown) => e);
    expect(isPermanent(error)).toBe(false);
  });

  it('carries where the lead came from: the touches, the channel and their GA4 reading', async () => {
    const at = 1_790_000_000;
    const touch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services', at };
    const fetchImpl = jest.fn().mockResolvedValue(new Response('ok', { status: 200 }));
    await sendLeadWebhook({ ...lead, attribution: { first: touch, last: touch }, channel: 'Paid Search' }, 'n-1', settings, fetchImpl);
    const body = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(body.lead).toMatchObject({
      attribution: { first: touch, last: touch },
      channel: 'Paid Search',
      traffic: { channel: 'Paid Search', last: { source: 'google', medium: 'cpc', campaign: 'storm-fl', clickId: 'gclid TEST123', landingPath: '/services' } },
    });
  });

  it('names the AI assistant that sent the lead, under its own channel', async () => {
    const touch = { referrer_host: 'chatgpt.com', landing_path: '/ai-seo', at: 1_790_000_000 };
    const fetchImpl = jest.fn().mockResolvedValue(new Response('ok', { status: 200 }));
    await sendLeadWebhook({ ...lead, attribution: { first: touch, last: touch }, channel: 'AI assistants' }, 'n-2', settings, fetchImpl);
    expect(JSON.parse(fetchImpl.mock.calls[0][1].body).lead.traffic).toMatchObject({
      channel: 'AI assistants',
      last: { source: 'ChatGPT', medium: 'referral', campaign: '(referral)', referrerHost: 'chatgpt.com' },
    });
  });
});
