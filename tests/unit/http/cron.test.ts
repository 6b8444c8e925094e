/** @jest-environment node */
import { cronRefusal, isCronAuthorized, parseCronSecret } from '@/lib/http/cron';

const secret = 'a-long-enough-cron-secret';
const request = (authorization?: string) => new Request('http://localhost/api/cron/outbox', { headers: authorization ? { authorization } : {} });

describe('CRON_SECRET', () => {
  it('opens the cron routes only with a long enough secret', () => {
    expect(parseCronSecret({})).toBeNull();
    expect(parseCronSecret({ CRON_SECRET: 'short' })).toBeNull();
    expect(parseCronSecret({ CRON_SECRET: `  ${secret}  ` })).toBe(secret);
  });
});

describe('isCronAuthorized', () => {
  it.each([
    [`Bearer ${secret}`, true],
    [`Bearer ${secret}x`, false],
    [`bearer ${secret}`, false],
    [secret, false],
    ['', false],
    [null, false],
  ])('%s → %s', (header, expected) => {
    expect(isCronAuthorized(header, secret)).toBe(expected);
  });
});

describe('cronRefusal: the one gate of both cron routes', () => {
  it('answers 404 when no secret is configured, so the route does not exist', async () => {
    const refusal = cronRefusal(request(`Bearer ${secret}`), [null, undefined]);
    expect(refusal?.status).toBe(404);
    expect(refusal?.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 with a Bearer challenge to a missing or wrong token', () => {
    for (const authorization of [undefined, `Bearer ${secret}x`, `Basic ${secret}`]) {
      const refusal = cronRefusal(request(authorization), [secret]);
      expect(refusal?.status).toBe(401);
      expect(refusal?.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('lets through a request carrying any one of the secrets', () => {
    const local = 'the-servers-own-publish-token-0123';
    expect(cronRefusal(request(`Bearer ${secret}`), [secret, local])).toBeNull();
    expect(cronRefusal(request(`Bearer ${local}`), [secret, local])).toBeNull();
    expect(cronRefusal(request(`Bearer ${local}`), [null, local])).toBeNull();
  });
});
