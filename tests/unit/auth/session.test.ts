/** @jest-environment node */
import {
  authConfig,
  createSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  signSession,
  touchSession,
  verifySession,
} from '@/lib/auth/session';

const config = { adminKey: 'correct-horse-battery', secret: 's'.repeat(40) };
const t0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('admin session tokens', () => {
  it('verifies a fresh session', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, config, t0 + 1000)).toMatchObject({ v: 1 });
  });

  it('rejects missing, garbage and truncated tokens', async () => {
    const { token } = await createSession(config, t0);
    for (const bad of [undefined, '', 'garbage', 'a.b', `${token}.x`, token.slice(0, -2), token.replace('.', '.A'), 'x'.repeat(5000)]) {
      expect(await verifySession(bad, config, t0)).toBeNull();
    }
  });

  it('rejects a payload changed after signing', async () => {
    const { token, payload } = await createSession(config, t0);
    const forged = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 999999 })).toString('base64url');
    expect(await verifySession(`${forged}.${token.split('.')[1]}`, config, t0)).toBeNull();
  });

  it('rejects a token signed with another secret (SESSION_SECRET rotated)', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, { ...config, secret: 't'.repeat(40) }, t0)).toBeNull();
  });

  it('ends every session when ADMIN_KEY changes', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, { ...config, adminKey: 'a-new-admin-key' }, t0)).toBeNull();
  });

  it('expires after an hour idle', async () => {
    const { token } = await createSession(config, t0);
    expect(await verifySession(token, config, t0 + (SESSION_IDLE_SECONDS - 1) * 1000)).not.toBeNull();
    expect(await verifySession(token, config, t0 + SESSION_IDLE_SECONDS * 1000)).toBeNull();
  });

  it('activity extends the idle window but never past eight hours', async () => {
    let { token, payload } = await createSession(config, t0);
    let now = t0;
    for (let i = 0; i < 9; i++) {
      now += 50 * 60 * 1000;
      const current = await verifySession(token, config, now);
      if (!current) break;
      payload = current;
      token = (await touchSession(payload, config.secret, now)) ?? token;
    }
    expect(await verifySession(token, config, t0 + 7.5 * 3600 * 1000)).not.toBeNull();
    expect(await verifySession(token, config, t0 + SESSION_ABSOLUTE_SECONDS * 1000)).toBeNull();
  });

  it('refuses a self-issued token with a longer lifetime even if signed', async () => {
    const { payload } = await createSession(config, t0);
    const token = await signSession({ ...payload, exp: payload.iat + SESSION_ABSOLUTE_SECONDS * 10 }, config.secret);
    expect(await verifySession(token, config, t0)).toBeNull();
  });
});

describe('authConfig', () => {
  it('disables the admin without ADMIN_KEY', () => {
    expect(authConfig({ NODE_ENV: 'production' })).toMatchObject({ enabled: false, reason: expect.stringContaining('ADMIN_KEY') });
  });
  it('requires a long SESSION_SECRET in production', () => {
    expect(authConfig({ NODE_ENV: 'production', ADMIN_KEY: 'a-long-enough-key', SESSION_SECRET: 'short' })).toMatchObject({
      enabled: false,
      reason: expect.stringContaining('SESSION_SECRET'),
    });
  });
  it('uses secure cookies in production', () => {
    expect(authConfig({ NODE_ENV: 'production', ADMIN_KEY: 'a-long-enough-key', SESSION_SECRET: 'x'.repeat(40) })).toMatchObject({
      enabled: true,
      secureCookies: true,
    });
  });
  it('lets development run without a SESSION_SECRET', () => {
    expect(authConfig({ NODE_ENV: 'development', ADMIN_KEY: 'dev' })).toMatchObject({ enabled: true, secureCookies: false });
  });
});
