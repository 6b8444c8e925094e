/**
 * @jest-environment node
 */
import { clientKey } from '@/lib/rate-limit/client-key';

// The request's headers, as next/headers would read them.
let mockHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const keyFor = async (init: Record<string, string>) => {
  mockHeaders = new Headers(init);
  return clientKey();
};

// These cases are behind a trusted proxy (nginx, Vercel); without one, tests/unit/http/client-identity.test.ts.
beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
});

describe('clientKey', () => {
  it('is a hash of the address, never the address itself', async () => {
    const key = await keyFor({ 'x-real-ip': '198.51.100.7' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('198.51.100.7');
    expect(await keyFor({ 'x-real-ip': '198.51.100.7' })).toBe(key);
    expect(await keyFor({ 'x-real-ip': '198.51.100.8' })).not.toBe(key);
  });

  it('trusts X-Real-IP, then the last X-Forwarded-For hop (the one the proxy added)', async () => {
    const direct = await keyFor({ 'x-real-ip': '203.0.113.5' });
    expect(await keyFor({ 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '10.0.0.1, 10.0.0.2' })).toBe(direct);
    expect(await keyFor({ 'x-forwarded-for': 'forged-by-client, 203.0.113.5' })).toBe(direct);
  });

  it('puts every request without an address in one bucket', async () => {
    expect(await keyFor({})).toBe(await keyFor({ 'x-forwarded-for': ' , ' }));
  });
});
