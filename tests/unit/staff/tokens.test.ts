/** @jest-environment node */
import { hashToken, isTokenShaped, newToken, TOKEN_SECONDS, tokenState } from '@/lib/staff/tokens';
import type { StoredToken } from '@/lib/staff/types';

const now = Date.parse('2026-11-26T12:00:00Z');
const token = (change: Partial<StoredToken> = {}): StoredToken => ({
  kind: 'invitation',
  staffId: 'someone',
  expiresAt: new Date(now + 60_000).toISOString(),
  usedAt: null,
  revokedAt: null,
  ...change,
});

describe('one-time links', () => {
  it('are 256 random bits, and only a SHA-256 hash is kept', () => {
    const a = newToken();
    expect(isTokenShaped(a)).toBe(true);
    expect(a).not.toBe(newToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
    expect(isTokenShaped('../../etc/passwd')).toBe(false);
  });

  it('last 72 hours (an invitation) and 15 minutes (a sign-in link)', () => {
    expect(TOKEN_SECONDS.invitation).toBe(72 * 3600);
    expect(TOKEN_SECONDS['sign-in']).toBe(15 * 60);
  });

  it('say plainly why they no longer work', () => {
    expect(tokenState(token(), now)).toBe('valid');
    expect(tokenState(token({ expiresAt: new Date(now).toISOString() }), now)).toBe('expired');
    expect(tokenState(token({ usedAt: new Date(now - 1000).toISOString() }), now)).toBe('used');
    expect(tokenState(token({ revokedAt: new Date(now - 1000).toISOString() }), now)).toBe('revoked');
    // Used, then expired: still "used", the more useful answer.
    expect(tokenState(token({ usedAt: new Date(now - 1000).toISOString(), expiresAt: new Date(now - 500).toISOString() }), now)).toBe('used');
    expect(tokenState(null, now)).toBe('unknown');
  });
});
