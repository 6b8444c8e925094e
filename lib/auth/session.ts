/**
 * Signed admin session tokens (HMAC-SHA256 over Web Crypto, so middleware and server code
 * share it). The token carries its issue time, absolute expiry, last activity and a
 * fingerprint of ADMIN_KEY: changing the key or SESSION_SECRET ends every session.
 */

export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
export const SESSION_IDLE_SECONDS = 60 * 60;
/** Activity is written back to the cookie at most this often. */
export const SESSION_TOUCH_SECONDS = 5 * 60;

export type SessionPayload = { v: 1; iat: number; exp: number; act: number; kid: string };

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

export async function signSession(payload: SessionPayload, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(body));
  return `${body}.${toBase64Url(signature)}`;
}

export async function createSession(config: { adminKey: string; secret: string }, now = Date.now()): Promise<{ token: string; payload: SessionPayload }> {
  const seconds = Math.floor(now / 1000);
  const payload: SessionPayload = {
    v: 1,
    iat: seconds,
    exp: seconds + SESSION_ABSOLUTE_SECONDS,
    act: seconds,
    kid: await keyFingerprint(config.secret, config.adminKey),
  };
  return { token: await signSession(payload, config.secret), payload };
}

function isPayload(value: unknown): value is SessionPayload {
  const p = value as Record<string, unknown>;
  return (
    typeof value === 'object' && value !== null && p.v === 1 &&
    [p.iat, p.exp, p.act].every((n) => typeof n === 'number' && Number.isInteger(n)) &&
    typeof p.kid === 'string'
  );
}

/** The session if the token is authentic, unexpired, recently active and for the current key. */
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
  if (seconds - payload.act >= SESSION_IDLE_SECONDS) return null;
  if (payload.kid !== (await keyFingerprint(config.secret, config.adminKey))) return null;
  return payload;
}

/** A refreshed token when the last recorded activity is old enough to be worth rewriting. */
export async function touchSession(payload: SessionPayload, secret: string, now = Date.now()): Promise<string | null> {
  const seconds = Math.floor(now / 1000);
  if (seconds - payload.act < SESSION_TOUCH_SECONDS) return null;
  return signSession({ ...payload, act: seconds }, secret);
}

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
    // The browser drops it at the absolute expiry; the idle limit is checked on the server.
    expires: new Date(payload.exp * 1000),
  };
}

const MIN_SECRET_LENGTH = 32;
const MIN_PRODUCTION_KEY_LENGTH = 12;

/** Reads ADMIN_KEY and SESSION_SECRET and decides whether the admin can be used at all. */
export function authConfig(env: Record<string, string | undefined>): AuthConfig {
  const production = env.NODE_ENV === 'production';
  const secureCookies = production;
  const adminKey = env.ADMIN_KEY?.trim();
  if (!adminKey) {
    return { enabled: false, secureCookies, reason: 'The admin is disabled because ADMIN_KEY is not set on the server.' };
  }
  if (production && adminKey.length < MIN_PRODUCTION_KEY_LENGTH) {
    return { enabled: false, secureCookies, reason: `The admin is disabled: ADMIN_KEY must be at least ${MIN_PRODUCTION_KEY_LENGTH} characters.` };
  }
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
