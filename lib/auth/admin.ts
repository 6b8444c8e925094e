import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { authConfig, createSession, sessionCookieName, sessionCookieOptions, verifySession, type SessionPayload } from './session';

export function adminAuth() {
  return authConfig(process.env);
}

/** The current admin session, checked again on the server for every admin read and action. */
export async function getAdminSession(): Promise<SessionPayload | null> {
  const config = adminAuth();
  if (!config.enabled) return null;
  const token = (await cookies()).get(sessionCookieName(config.secureCookies))?.value;
  return verifySession(token, config);
}

export class NotAuthorizedError extends Error {
  constructor() {
    super('Your admin session has ended. Sign in again.');
    this.name = 'NotAuthorizedError';
  }
}

export async function requireAdmin(): Promise<SessionPayload> {
  const session = await getAdminSession();
  if (!session) throw new NotAuthorizedError();
  return session;
}

/** Compares a submitted key with ADMIN_KEY in constant time (digests have equal length). */
export function isAdminKey(submitted: string, adminKey: string): boolean {
  const a = createHash('sha256').update(submitted, 'utf8').digest();
  const b = createHash('sha256').update(adminKey, 'utf8').digest();
  return timingSafeEqual(a, b);
}

export async function startAdminSession() {
  const config = adminAuth();
  if (!config.enabled) throw new Error(config.reason);
  const { token, payload } = await createSession(config);
  (await cookies()).set(sessionCookieName(config.secureCookies), token, sessionCookieOptions(config.secureCookies, payload));
}

export async function endAdminSession() {
  const config = adminAuth();
  (await cookies()).delete({ name: sessionCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
}
