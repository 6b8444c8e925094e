import type { StoredToken, TokenKind } from './types';

/** How long a one-time link works: an invitation 72 hours, an e-mailed sign-in link 15 minutes. */
export const TOKEN_SECONDS: Record<TokenKind, number> = { invitation: 72 * 60 * 60, 'sign-in': 15 * 60 };

/** Seconds between a WebAuthn challenge and its answer. */
export const CHALLENGE_SECONDS = 5 * 60;

export { hashToken, isTokenShaped, newToken } from '@/lib/tokens';

export type TokenState = 'valid' | 'expired' | 'used' | 'revoked' | 'unknown';

/** What a link's page says: a used or withdrawn link says so even after it would have expired. */
export function tokenState(token: StoredToken | null, now = Date.now()): TokenState {
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  if (token.revokedAt) return 'revoked';
  if (new Date(token.expiresAt).getTime() <= now) return 'expired';
  return 'valid';
}
