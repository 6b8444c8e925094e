/** @jest-environment node */
import {
  authConfig,
  createSession,
  estimateKeyBits,
  MIN_PRODUCTION_KEY_LENGTH,
  SESSION_ABSOLUTE_SECONDS,
  signSession,
  verifySession,
  weakKeyReason,
} from '@/lib/auth/session';

const config = { adminKey: 'correct-horse-battery', secret: 's'.repeat(40) };
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('admin session cookies', () => {
  it('verifies a fresh session and names its row by 256 random bits', async () => {
    const { token, payload } = await createSession(config, t0);
    expect(await verifySession(token, config, t0 + 1000)).toEqual(payload);
    expect(payload.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(payload.sid, 'base64url')).toHaveLength(32);
  });

  it('gives two sign-ins in the same millisecond different sessions and cookies', async () => {
    const sessions = await Promise.all(Array.from({ length: 50 }, () => createSession(config, t0)));
    expect(new Set(sessions.map((s) => s.payload.sid)).size).toBe(50);
    expect(new Set(sessions.map((s) => s.token)).size).toBe(50);
  });

  it('rejects missing, garbage and truncated tokens', async () => {
    const { token } = await createSession(config, t0);
    for (const bad of [undefined, '', 'garbage', 'a.b', `${token}.x`, token.slice(0, -2), token.replace('.', '.A'), 'x'.repeat(5000)]) {
      expect(await verifySession(bad, config, t0)).toBeNull();
    }
  });

  it('rejects a payload changed after signing', async () => {
    const { token, payload } = await createSession(config, t0);
    for (const change of [{ exp: payload.exp + 999999 }, { sid: 'A'.repeat(43) }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url');
      expect(await verifySession(`${forged}.${token.split('.')[1]}`, config, t0)).toBeNull();
    }
  });

  it('rejects a token signed with another secret (SESSION_SECRET rotated)', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, { ...config, secret: 't'.repeat(40) }, t0)).toBeNull();
  });

  it('ends every session when ADMIN_KEY changes', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, { ...config, adminKey: 'a-new-admin-key' }, t0)).toBeNull();
  });

  it('expires eight hours after sign-in whatever the activity', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, config, t0 + (SESSION_ABSOLUTE_SECONDS - 1) * 1000)).not.toBeNull();
    expect(await verifySession(token, config, t0 + SESSION_ABSOLUTE_SECONDS * 1000)).toBeNull();
  });

  it('refuses a self-issued token with a longer lifetime or a malformed session id, even if signed', async () => {
    const { payload } = await createSession(config, t0);
    for (const forged of [{ ...payload, exp: payload.iat + SESSION_ABSOLUTE_SECONDS * 10 }, { ...payload, sid: "x' or '1'='1" }, { ...payload, v: 1 }]) {
      expect(await verifySession(await signSession(forged as typeof payload, config.secret), config, t0)).toBeNull();
    }
  });

  it('refuses the previous token format (v1, no session row)', async () => {
    const v1 = { v: 1, iat: t0 / 1000, exp: t0 / 1000 + 3600, act: t0 / 1000, kid: (await createSession(config, t0)).payload.kid };
    const signed = await signSession(v1 as never, config.secret);
    expect(await verifySession(signed, config, t0)).toBeNull();
  });
});

describe('authConfig', () => {
  const strongKey = 'Xq7-vR2m_Lp9sT4wZ8yB3nK6';

  it('disables the admin without ADMIN_KEY', () => {
    expect(authConfig({ NODE_ENV: 'production' })).toMatchObject({ enabled: false, reason: expect.stringContaining('ADMIN_KEY') });
  });
  it('requires a long SESSION_SECRET in production', () => {
    expect(authConfig({ NODE_ENV: 'production', ADMIN_KEY: strongKey, SESSION_SECRET: 'short' })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining('SESSION_SECRET'),
    });
  });
  it('uses secure cookies in production', () => {
    expect(authConfig({ NODE_ENV: 'production', ADMIN_KEY: strongKey, SESSION_SECRET: 'x'.repeat(40) })).toMatchObject({
      enabled: true,
      secureCookies: true,
    });
  });
  it('lets development run without a SESSION_SECRET and with any key', () => {
    expect(authConfig({ NODE_ENV: 'development', ADMIN_KEY: 'dev' })).toMatchObject({ enabled: true, secureCookies: false });
  });

  it.each([
    ['too short', 'a-long-enough-key'],
    ['the old 12-character minimum', 'Tampa2026!ok'],
    ['23 characters', 'brightline-growth-admin'],
    ['one repeated character', 'a'.repeat(64)],
    ['a short repeated pattern', 'abcabcabcabcabcabcabcabcabcabc'],
    ['digits only', '123456789012345678901234567890'],
  ])('refuses a weak key in production: %s', (_name, key) => {
    const result = authConfig({ NODE_ENV: 'production', ADMIN_KEY: key, SESSION_SECRET: 'x'.repeat(40) });
    expect(result).toMatchObject({ enabled: false, reason: expect.stringContaining('ADMIN_KEY is too easy to guess') });
    expect(result.enabled || result.reason).toContain('openssl rand -base64 32');
  });

  it.each([
    ['openssl rand -base64 32', 'q3ZcT0b0rN8mYJ0mP1xw5fYbqZt7o7m9H1y6Zb2Vb0E='],
    ['openssl rand -hex 16', '9f86d081884c7d659a2feaa0c55ad015'],
    ['the e2e key', 'e2e-admin-key-0123456789'],
  ])('accepts a random key in production: %s', (_name, key) => {
    expect(weakKeyReason(key)).toBeNull();
    expect(authConfig({ NODE_ENV: 'production', ADMIN_KEY: key, SESSION_SECRET: 'x'.repeat(40) })).toMatchObject({ enabled: true });
  });

  it('estimates bits from length and alphabet', () => {
    expect(estimateKeyBits('')).toBe(0);
    expect(estimateKeyBits('a'.repeat(MIN_PRODUCTION_KEY_LENGTH))).toBe(Math.floor(24 * Math.log2(26)));
    expect(estimateKeyBits('9f86d081884c7d659a2feaa0c55ad015')).toBe(Math.floor(32 * Math.log2(36)));
  });
});
