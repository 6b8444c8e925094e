import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time and long-lived link tokens (staff invitations and sign-in links, newsletter
 * confirmation and unsubscribe links): 256 random bits, base64url, of which only a SHA-256 is stored.
 */

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
