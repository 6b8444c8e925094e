/**
 * @jest-environment node
 *
 * The lead repository's contract on the embedded database (in memory): a resent submission is
 * stored once, and newsletter addresses once whatever their case.
 */
import type { PGlite } from '@electric-sql/pglite';
import { memoryDatabase } from '@/lib/db/pglite';
import { randomUuid } from '@/lib/ids';
import { createLocalLeadRepository } from '@/lib/leads/local';
import type { ContactRequestInput, LeadRepository } from '@/lib/leads/types';

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

describe('LeadRepository contract: local (PGlite in memory)', () => {
  let db: PGlite;
  let repo: LeadRepository;

  // One database for the file (creating one takes seconds); each test has its own addresses.
  beforeAll(async () => {
    db = await memoryDatabase();
    repo = createLocalLeadRepository(async () => db);
  });
  afterAll(() => db.close());

  const storedFor = async (email: string) => (await repo.listContactRequests()).filter((request) => request.email === email);

  it('stores a submission once however often it is sent, and answers the resend with null', async () => {
    const submissionId = randomUuid();
    const email = 'once@example.com';
    const first = await repo.createContactRequest(lead({ submissionId, email }));
    expect(first).toMatchObject({ fullName: 'Dana Ortiz', email, source: 'contact' });
    expect(await repo.createContactRequest(lead({ submissionId, email }))).toBeNull();
    // A resend is the same submission even if a field changed on the way: the first one stands.
    expect(await repo.createContactRequest(lead({ submissionId, email, message: 'Edited before the retry' }))).toBeNull();
    const stored = await storedFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first!.id, message: 'Storm-season leads in Pinellas County.' });
  });

  it('stores the same id only once across the two forms too', async () => {
    const submissionId = randomUuid();
    const email = 'both-forms@example.com';
    await repo.createContactRequest(lead({ submissionId, email }));
    expect(await repo.createContactRequest(lead({ submissionId, email, source: 'florida' }))).toBeNull();
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('stores every submission without an id, and different ids apart', async () => {
    const email = 'apart@example.com';
    await repo.createContactRequest(lead({ email }));
    await repo.createContactRequest(lead({ email, submissionId: null }));
    await repo.createContactRequest(lead({ email, submissionId: randomUuid() }));
    await repo.createContactRequest(lead({ email, submissionId: randomUuid() }));
    expect(await storedFor(email)).toHaveLength(4);
  });

  it('resends that race each other still store one row', async () => {
    const submissionId = randomUuid();
    const email = 'race@example.com';
    const results = await Promise.all(Array.from({ length: 8 }, () => repo.createContactRequest(lead({ submissionId, email }))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('subscribes an address once, whatever its case', async () => {
    expect(await repo.subscribe('news@example.com', 'footer')).toBe('created');
    expect(await repo.subscribe('NEWS@example.com', 'blog')).toBe('existing');
    expect(await repo.listSubscribers()).toEqual([expect.objectContaining({ email: 'news@example.com', source: 'footer' })]);
  });
});
