/**
 * @jest-environment node
 *
 * The lead repository's contract on both drivers (PGlite in memory and a real PostgreSQL
 * server): a resent submission is stored once.
 */
import { randomUuid } from '@/lib/ids';
import { createLeadRepository } from '@/lib/leads/repository';
import type { ContactRequestInput, LeadRepository, NotificationChannel } from '@/lib/leads/types';
import { drivers } from '../../helpers/databases';

const CHANNELS: NotificationChannel[] = ['email', 'webhook'];

const lead = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => ({
  fullName: 'Dana Ortiz',
  email: 'dana@ortizroofing.example',
  company: 'Ortiz Roofing',
  phone: '(727) 555-0199',
  serviceAreas: 'https://ortizroofing.example',
  message: 'Storm-season leads in Pinellas County.',
  source: 'contact',
  page: '/contact',
  userAgent: 'jest',
  ...overrides,
});

describe.each(drivers)('LeadRepository contract on $name', ({ open }) => {
  let teardown: () => Promise<void>;
  let repo: LeadRepository;

  // One database per driver for the file (creating one takes seconds); each test has its own addresses.
  beforeAll(async () => {
    const opened = await open();
    teardown = opened.teardown;
    repo = createLeadRepository(async () => opened.db);
  }, 60_000);
  afterAll(() => teardown());

  const storedFor = async (email: string) => (await repo.listContactRequests()).filter((request) => request.email === email);

  it('stores a submission once however often it is sent, and answers the resend with null', async () => {
    const submissionId = randomUuid();
    const email = 'once@example.com';
    const first = await repo.createContactRequest(lead({ submissionId, email }), CHANNELS);
    expect(first).toMatchObject({ fullName: 'Dana Ortiz', email, source: 'contact' });
    expect(await repo.createContactRequest(lead({ submissionId, email }), CHANNELS)).toBeNull();
    // A resend is the same submission even if a field changed on the way: the first one stands.
    expect(await repo.createContactRequest(lead({ submissionId, email, message: 'Edited before the retry' }), CHANNELS)).toBeNull();
    const stored = await storedFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first!.id, message: 'Storm-season leads in Pinellas County.' });
  });

  it('stores the same id only once across the two forms too', async () => {
    const submissionId = randomUuid();
    const email = 'both-forms@example.com';
    await repo.createContactRequest(lead({ submissionId, email }), CHANNELS);
    expect(await repo.createContactRequest(lead({ submissionId, email, source: 'florida' }), CHANNELS)).toBeNull();
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('stores every submission without an id, and different ids apart', async () => {
    const email = 'apart@example.com';
    await repo.createContactRequest(lead({ email }), CHANNELS);
    await repo.createContactRequest(lead({ email, submissionId: null }), CHANNELS);
    await repo.createContactRequest(lead({ email, submissionId: randomUuid() }), CHANNELS);
    await repo.createContactRequest(lead({ email, submissionId: randomUuid() }), CHANNELS);
    expect(await storedFor(email)).toHaveLength(4);
  });

  it('resends that race each other still store one row', async () => {
    const submissionId = randomUuid();
    const email = 'race@example.com';
    const results = await Promise.all(Array.from({ length: 8 }, () => repo.createContactRequest(lead({ submissionId, email }), CHANNELS)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storedFor(email)).toHaveLength(1);
  });

  describe('pipeline', () => {
    const stored = async (overrides: Partial<ContactRequestInput>) => (await repo.createContactRequest(lead(overrides), CHANNELS))!;

    it('starts every lead as New with no note, and keeps a status and note set by staff', async () => {
      const created = await stored({ email: 'pipe-a@example.com', fullName: 'Pat Pipeline' });
      expect(created).toMatchObject({ status: 'new', note: '' });
      const before = await repo.updateLeadPipeline(created.id, { status: 'contacted', note: 'Called, wants a quote by Friday.' });
      expect(before).toMatchObject({ id: created.id, status: 'new', note: '' });
      expect((await storedFor('pipe-a@example.com'))[0]).toMatchObject({ status: 'contacted', note: 'Called, wants a quote by Friday.' });
      expect(await repo.updateLeadPipeline(created.id, { status: 'won', note: 'Signed.' })).toMatchObject({ status: 'contacted' });
      expect(await repo.updateLeadPipeline(randomUuid(), { status: 'won', note: '' })).toBeNull();
    });

    it('filters by status, by form, and by name, e-mail or company, with % and _ taken literally', async () => {
      const won = await stored({ email: 'filter-won@example.com', fullName: 'Quinn Winner', company: 'Gulf_Coast 100% Roofing' });
      await repo.updateLeadPipeline(won.id, { status: 'won', note: '' });
      await stored({ email: 'filter-fl@example.com', fullName: 'Florida Flo', company: null, source: 'florida' });
      const emails = async (filter: Parameters<LeadRepository['listContactRequests']>[1]) =>
        (await repo.listContactRequests(500, filter)).map((request) => request.email);

      expect(await emails({ status: 'won' })).toContain('filter-won@example.com');
      expect(await emails({ status: 'won' })).not.toContain('filter-fl@example.com');
      expect((await repo.listContactRequests(500, { source: 'florida' })).every((request) => request.source === 'florida')).toBe(true);
      expect(await emails({ query: 'quinn' })).toEqual(['filter-won@example.com']);
      expect(await emails({ query: 'FILTER-FL@' })).toEqual(['filter-fl@example.com']);
      expect(await emails({ query: 'gulf_coast 100%' })).toEqual(['filter-won@example.com']);
      expect(await emails({ query: '100_' })).toEqual([]);
      expect(await emails({ query: "'; drop table contact_requests; --" })).toEqual([]);
      // A NUL from the address (/admin/leads?q=a%00b) is no character any lead has: dropped, not a 22021.
      expect(await emails({ query: 'qui\u0000nn' })).toEqual(['filter-won@example.com']);
      expect(await emails({ query: '\u0000' })).toContain('filter-won@example.com');
      expect(await emails({ status: 'won', source: 'florida' })).toEqual([]);
    });

    it('counts leads per status, every status present', async () => {
      const counts = await repo.countLeadsByStatus();
      expect(Object.keys(counts).sort()).toEqual(['contacted', 'lost', 'new', 'won']);
      const all = await repo.listContactRequests(10_000);
      for (const status of ['new', 'contacted', 'won', 'lost'] as const) {
        expect(counts[status]).toBe(all.filter((request) => request.status === status).length);
      }
    });

    it('the database refuses an unknown status and an over-long note', async () => {
      const created = await stored({ email: 'pipe-bad@example.com' });
      await expect(repo.updateLeadPipeline(created.id, { status: 'archived' as never, note: '' })).rejects.toThrow();
      await expect(repo.updateLeadPipeline(created.id, { status: 'lost', note: 'x'.repeat(4001) })).rejects.toThrow();
      expect((await storedFor('pipe-bad@example.com'))[0]).toMatchObject({ status: 'new', note: '' });
    });
  });
  describe('attribution (issue 32)', () => {
    const at = Math.floor(Date.now() / 1000);
    const paid = { first: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services', at: at - 60 }, last: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services', at } };
    const referral = { first: { referrer_host: 'news.example.org', landing_path: '/blog', at }, last: { referrer_host: 'news.example.org', landing_path: '/blog', at } };

    it('stores first and last touch and the channel with the lead, and filters by channel and campaign', async () => {
      const a = await repo.createContactRequest(lead({ email: 'attr-paid@example.com', attribution: paid, channel: 'Paid Search' }), []);
      await repo.createContactRequest(lead({ email: 'attr-ref@example.com', attribution: referral, channel: 'Referral' }), []);
      await repo.createContactRequest(lead({ email: 'attr-none@example.com' }), []);
      expect(a).toMatchObject({ attribution: paid, channel: 'Paid Search' });
      const [listed] = await storedFor('attr-paid@example.com');
      expect(listed).toMatchObject({ attribution: paid, channel: 'Paid Search' });
      expect((await storedFor('attr-none@example.com'))[0]).toMatchObject({ attribution: null, channel: null });
      const emails = async (filter: Parameters<LeadRepository['listContactRequests']>[1]) => (await repo.listContactRequests(500, filter)).map((request) => request.email);
      expect(await emails({ channel: 'Paid Search' })).toContain('attr-paid@example.com');
      expect(await emails({ channel: 'Paid Search' })).not.toContain('attr-ref@example.com');
      expect(await emails({ campaign: 'STORM-FL' })).toEqual(['attr-paid@example.com']);
    });

    it('reports leads and Won leads by channel, campaign and landing page', async () => {
      const before = await repo.sourcesReport(30);
      const won = await repo.createContactRequest(lead({ email: 'attr-won@example.com', attribution: paid, channel: 'Paid Search' }), []);
      await repo.updateLeadPipeline(won!.id, { status: 'won', note: '' });
      const after = await repo.sourcesReport(30);
      const row = (report: typeof after, list: 'channels' | 'campaigns' | 'landingPages', key: string) => report[list].find((r) => r.key === key) ?? { leads: 0, won: 0 };
      expect(row(after, 'channels', 'Paid Search').leads).toBe(row(before, 'channels', 'Paid Search').leads + 1);
      expect(row(after, 'channels', 'Paid Search').won).toBe(row(before, 'channels', 'Paid Search').won + 1);
      expect(row(after, 'campaigns', 'storm-fl').won).toBe(row(before, 'campaigns', 'storm-fl').won + 1);
      expect(row(after, 'landingPages', '/services').leads).toBe(row(before, 'landingPages', '/services').leads + 1);
      const total = after.channels.reduce((sum, r) => sum + r.leads, 0);
      expect(after.weeks.reduce((sum, r) => sum + r.leads, 0)).toBe(total);
      expect(total).toBe((await repo.listContactRequests(10_000)).length);
    });

    it('stores the AI assistants channel, and reports leads and Won leads per assistant', async () => {
      const touch = (t: Record<string, string>) => ({ first: { ...t, landing_path: '/ai-seo', at }, last: { ...t, landing_path: '/ai-seo', at } });
      const before = await repo.sourcesReport(30);
      const fromChatGpt = await repo.createContactRequest(lead({ email: 'ai-chatgpt@example.com', attribution: touch({ referrer_host: 'chatgpt.com' }), channel: 'AI assistants' }), []);
      await repo.createContactRequest(lead({ email: 'ai-tagged@example.com', attribution: touch({ utm_source: 'chatgpt.com' }), channel: 'AI assistants' }), []);
      await repo.createContactRequest(lead({ email: 'ai-perplexity@example.com', attribution: touch({ referrer_host: 'perplexity.ai' }), channel: 'AI assistants' }), []);
      await repo.updateLeadPipeline(fromChatGpt!.id, { status: 'won', note: '' });
      expect((await storedFor('ai-chatgpt@example.com'))[0]).toMatchObject({ channel: 'AI assistants' });
      const after = await repo.sourcesReport(30);
      const row = (report: typeof after, key: string) => report.assistants.find((r) => r.key === key) ?? { leads: 0, won: 0 };
      // A referral from chatgpt.com and a link tagged utm_source=chatgpt.com are one assistant.
      expect(row(after, 'ChatGPT')).toMatchObject({ leads: row(before, 'ChatGPT').leads + 2, won: row(before, 'ChatGPT').won + 1 });
      expect(row(after, 'Perplexity').leads).toBe(row(before, 'Perplexity').leads + 1);
      expect(after.assistants.reduce((sum, r) => sum + r.leads, 0)).toBe(after.channels.find((r) => r.key === 'AI assistants')?.leads);
    });

    it.each([
      ['an unknown key', { ...paid, last: { ...paid.last, email: 'a@b.c' } }],
      ['script in a value', { ...paid, last: { ...paid.last, utm_source: '<script>' } }],
      ['an over-long value', { ...paid, last: { ...paid.last, utm_campaign: 'x'.repeat(101) } }],
      ['a third touch', { ...paid, middle: paid.last }],
      ['no time', { ...paid, last: { utm_source: 'google' } }],
    ])('the database refuses attribution with %s', async (_, attribution) => {
      await expect(repo.createContactRequest(lead({ email: 'attr-bad@example.com', attribution: attribution as never, channel: 'Direct' }), [])).rejects.toThrow();
    });

    it('the database refuses an unknown channel', async () => {
      await expect(repo.createContactRequest(lead({ email: 'attr-bad@example.com', channel: 'Carrier pigeon' as never }), [])).rejects.toThrow();
    });
  });
});
