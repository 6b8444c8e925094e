import { createHash, randomBytes } from 'node:crypto';
import type { StoredToken, TokenKind } from './types';

/** How long a one-time link works: an invitation 72 hours, an e-mailed sign-in link 15 minutes. */
export const TOKEN_SECONDS: Record<TokenKind, number> = { invitation: 72 * 60 * 60, 'sign-in': 15 * 60 };

/** Seconds between a WebAuthn challenge and its answer. */
export const CHALLENGE_SECONDS = 5 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url: what the link carries. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isTokenShaped(token: string): boolean {
  return TOKEN.test(token);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type TokenState = 'valid' | 'expired' | 'used' | 'revoked' | 'unknown';

/** What a link's page says: a used or withdrawn link says so even after it would have expired. */
export function tokenState(token: StoredToken | null, now = Date.now()): TokenState {
  if (!token) return 'unknown';
  if (token.usedAt) return 'used';
  if (token.revokedAt) return 'revoked';
  if (new Date(token.expiresAt).getTime() <= now) return 'expired';
  return 'valid';
}
