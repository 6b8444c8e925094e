/**
 * @jest-environment node
 */
import { clientGroup, clientKey } from '@/lib/rate-limit/client-key';

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

describe('one IPv6 /64 is one client', () => {
  it('counts every address of a /64 as one client, and another /64 as another', async () => {
    const first = await keyFor({ 'x-real-ip': '2001:db8:1:2::1' });
    for (const address of ['2001:db8:1:2::ffff', '2001:0db8:0001:0002:abcd:ef01:2345:6789', '[2001:db8:1:2::7]', '2001:DB8:1:2:0:0:0:9', 'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::5')]) {
      expect(await keyFor({ 'x-real-ip': address })).toBe(first);
    }
    expect(await keyFor({ 'x-real-ip': '2001:db8:1:3::1' })).not.toBe(first);
    expect(await keyFor({ 'x-forwarded-for': '203.0.113.9, 2001:db8:1:2:ffff:ffff:ffff:fffe' })).toBe(first);
  });

  it('names the group it counts', () => {
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(clientGroup('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientGroup('unknown')).toBe('unknown');
  });

  it('keeps IPv4 addresses apart', async () => {
    expect(await keyFor({ 'x-real-ip': '198.51.100.7' })).not.toBe(await keyFor({ 'x-real-ip': '198.51.100.8' }));
    expect(await keyFor({ 'x-real-ip': '::ffff:198.51.100.7' })).toBe(await keyFor({ 'x-real-ip': '198.51.100.7' }));
  });
});
