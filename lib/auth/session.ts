/**
 * Signed admin session cookies (HMAC-SHA256 over Web Crypto, so middleware and server code
 * share it). The cookie names a server-side session row (lib/auth/sessions) by a random
 * 256-bit id and carries its absolute expiry and a fingerprint of ADMIN_KEY: changing the key
 * or SESSION_SECRET ends every session without touching the database. Whether the session is
 * still live (not logged out, not idle) is decided by the row, on the server.
 */

export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
export const SESSION_IDLE_SECONDS = 60 * 60;

export type SessionPayload = { v: 2; sid: string; iat: number; exp: number; kid: string };

export type AuthConfig =
  | { enabled: true; adminKey: string; secret: string; secureCookies: boolean }
  | { enabled: false; reason: string; secureCookies: boolean };

const encoder = new TextEncoder();

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of array) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4));
    const bytes = new Uint8Array(new ArrayBuffer(binary.length));
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function hmacKey(secret: string) {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Ties sessions to the current ADMIN_KEY without putting the key in the cookie. */
export async function keyFingerprint(secret: string, adminKey: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`admin-key:${adminKey}`));
  return toBase64Url(signature).slice(0, 22);
}

/** 256 random bits, base64url: the session row's id. */
export function newSessionId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export async function signSession(payload: SessionPayload, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body));
  return `${body}.${toBase64Url(signature)}`;
}

/** A new session's cookie; the caller stores the row (lib/auth/admin.ts startAdminSession). */
export async function createSession(config: { adminKey: string; secret: string }, now = Date.now()): Promise<{ token: string; payload: SessionPayload }> {
  const seconds = Math.floor(now / 1000);
  const payload: SessionPayload = {
    v: 2,
    sid: newSessionId(),
    iat: seconds,
    exp: seconds + SESSION_ABSOLUTE_SECONDS,
    kid: await keyFingerprint(config.secret, config.adminKey),
  };
  return { token: await signSession(payload, config.secret), payload };
}

function isPayload(value: unknown): value is SessionPayload {
  const p = value as Record<string, unknown>;
  return (
    typeof value === 'object' && value !== null && p.v === 2 &&
    typeof p.sid === 'string' && SESSION_ID.test(p.sid) &&
    [p.iat, p.exp].every((n) => typeof n === 'number' && Number.isInteger(n)) &&
    typeof p.kid === 'string'
  );
}

/**
 * The payload if the cookie is authentic, unexpired and for the current key. This is all
 * middleware can check; the server also asks the session row (getAdminSession).
 */
export async function verifySession(
  token: string | undefined,
  config: { adminKey: string; secret: string },
  now = Date.now(),
): Promise<SessionPayload | null> {
  if (!token || token.length > 1024) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(config.secret), signatureBytes, encoder.encode(body));
  if (!valid) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(fromBase64Url(body) ?? new Uint8Array()));
  } catch {
    return null;
  }
  if (!isPayload(payload)) return null;
  const seconds = Math.floor(now / 1000);
  if (payload.iat > seconds + 60) return null;
  if (seconds >= payload.exp || payload.exp - payload.iat > SESSION_ABSOLUTE_SECONDS) return null;
  if (payload.kid !== (await keyFingerprint(config.secret, config.adminKey))) return null;
  return payload;
}

/**
 * Admin pages open without a session: the sign-in screen, and the one-time links that let a
 * person in (an invitation, an e-mailed sign-in link). The token in the path is the secret.
 */
export function isOpenAdminPath(pathname: string): boolean {
  return pathname === '/admin' || /^\/admin\/(invite|sign-in)\/[A-Za-z0-9_-]{1,100}$/.test(pathname);
}

/** Set by middleware on every /admin request: which admin path is being rendered. */
export const ADMIN_PATH_HEADER = 'x-admin-pathname';

export function sessionCookieName(secure: boolean) {
  // __Host- pins the cookie to this host, path / and HTTPS.
  return secure ? '__Host-bg_admin_session' : 'bg_admin_session';
}

export function sessionCookieOptions(secure: boolean, payload: SessionPayload) {
  return {
    httpOnly: true,
    secure,
    sameSite: 'strict' as const,
    path: '/',
    // The browser drops it at the absolute expiry; idle time and logout are checked on the server.
    expires: new Date(payload.exp * 1000),
  };
}

/**
 * Next's draft-mode cookie carries one value for the whole build, so on its own it says
 * nothing about who holds it. A draft preview therefore also needs this browser's live session
 * and a mark bound to that session (an HMAC of its id): copied to another browser, or kept
 * after sign-out, the draft cookie opens nothing and middleware deletes it.
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

export function previewCookieName(secure: boolean) {
  return secure ? '__Host-bg_admin_preview' : 'bg_admin_preview';
}

export async function previewMark(secret: string, sid: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`preview:${sid}`));
  return toBase64Url(signature);
}

/** Whether `mark` is the preview mark of the session `sessionToken` names (authentic, unexpired). */
export async function isPreviewMarkOf(
  mark: string | undefined,
  sessionToken: string | undefined,
  config: { adminKey: string; secret: string },
  now = Date.now(),
): Promise<boolean> {
  if (!mark) return false;
  const session = await verifySession(sessionToken, config, now);
  return session !== null && mark === (await previewMark(config.secret, session.sid));
}

const MIN_SECRET_LENGTH = 32;
export const MIN_PRODUCTION_KEY_LENGTH = 24;
export const MIN_PRODUCTION_KEY_BITS = 100;
const MIN_PRODUCTION_KEY_DISTINCT = 12;

/**
 * A generous estimate of a key's randomness: its length times log2 of the alphabet its
 * character classes span. It over-rates words and patterns, which is why production also
 * asks for a minimum length and distinct characters; `openssl rand -base64 32` gives ~256 bits.
 */
export function estimateKeyBits(key: string): number {
  const classes: [RegExp, number][] = [
    [/[a-z]/, 26],
    [/[A-Z]/, 26],
    [/[0-9]/, 10],
    [/[^A-Za-z0-9]/, 33],
  ];
  const pool = classes.reduce((sum, [pattern, size]) => sum + (pattern.test(key) ? size : 0), 0);
  return pool ? Math.floor([...key].length * Math.log2(pool)) : 0;
}

/** Why a key is too weak for production, or null when it is strong enough. */
export function weakKeyReason(key: string): string | null {
  const strongEnough =
    [...key].length >= MIN_PRODUCTION_KEY_LENGTH &&
    new Set(key).size >= MIN_PRODUCTION_KEY_DISTINCT &&
    estimateKeyBits(key) >= MIN_PRODUCTION_KEY_BITS;
  if (strongEnough) return null;
  return (
    `The admin is disabled: ADMIN_KEY is too easy to guess. In production it must be at least ${MIN_PRODUCTION_KEY_LENGTH} random ` +
    `characters (about ${MIN_PRODUCTION_KEY_BITS} bits or more, at least ${MIN_PRODUCTION_KEY_DISTINCT} different characters), ` +
    'for example the output of `openssl rand -base64 32`.'
  );
}

/** Reads ADMIN_KEY and SESSION_SECRET and decides whether the admin can be used at all. */
export function authConfig(env: Record<string, string | undefined>): AuthConfig {
  const production = env.NODE_ENV === 'production';
  const secureCookies = production;
  const adminKey = env.ADMIN_KEY?.trim();
  if (!adminKey) {
    return { enabled: false, secureCookies, reason: 'The admin is disabled because ADMIN_KEY is not set on the server.' };
  }
  const weak = production ? weakKeyReason(adminKey) : null;
  if (weak) return { enabled: false, secureCookies, reason: weak };
  let secret = env.SESSION_SECRET?.trim() ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    if (production) {
      return { enabled: false, secureCookies, reason: `The admin is disabled: SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters.` };
    }
    // Development only: a stable secret derived from the key keeps `npm run dev` simple.
    secret = `development-only-session-secret:${adminKey}`;
  }
  return { enabled: true, adminKey, secret, secureCookies };
}
