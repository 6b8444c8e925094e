import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import {
  ADMIN_PATH_HEADER,
  authConfig,
  createSession,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  verifySession,
  type SessionPayload,
} from './session';
import { sessionStore } from './sessions/repository';

export function adminAuth() {
  return authConfig(process.env);
}

/** The signed cookie's payload, without asking the database (middleware's view of it). */
async function sessionCookie(): Promise<SessionPayload | null> {
  const config = adminAuth();
  if (!config.enabled) return null;
  const token = (await cookies()).get(sessionCookieName(config.secureCookies))?.value;
  return verifySession(token, config);
}

/**
 * The current admin session, checked for every admin page, read, action and route handler:
 * an authentic cookie naming a live session row. Asking the row also records activity, so
 * the idle timeout is kept on the server, and a logged-out or copied cookie extends nothing.
 * One check per render (React cache); a database failure is an error, never a session.
 */
export const getAdminSession = cache(async (): Promise<SessionPayload | null> => {
  const payload = await sessionCookie();
  if (!payload) return null;
  return (await sessionStore().touch(payload.sid, SESSION_IDLE_SECONDS)) ? payload : null;
});

export class NotAuthorizedError extends Error {
  constructor() {
    super('Your admin session has ended. Sign in again.');
    this.name = 'NotAuthorizedError';
  }
}

/** For admin data and actions: no session, no data. Every admin read in lib/ calls it. */
export async function requireAdmin(): Promise<SessionPayload> {
  const session = await getAdminSession();
  if (!session) throw new NotAuthorizedError();
  return session;
}

/** For admin pages below /admin: no session, back to the sign-in screen. */
export async function requireAdminPage(): Promise<SessionPayload> {
  const session = await getAdminSession();
  if (!session) redirect('/admin');
  return session;
}

/**
 * For the admin layout: below /admin, a cookie whose session has ended (logged out, idle,
 * revoked everywhere) gets a real 307 to the sign-in screen before anything streams; the
 * pages' loading skeleton would otherwise commit a 200 first. Only an answer, not the guard:
 * every page still calls requireAdminPage() itself.
 */
export async function requireLiveSessionBelowLogin() {
  const path = (await headers()).get(ADMIN_PATH_HEADER);
  if (path && path !== '/admin') await requireAdminPage();
}

/** For admin route handlers: without a session they answer 404, revealing nothing. */
export function adminRoute<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof NotAuthorizedError) return new Response('Not found', { status: 404 });
      throw error;
    }
  };
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
  await sessionStore().start(payload.sid, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS);
  (await cookies()).set(sessionCookieName(config.secureCookies), token, sessionCookieOptions(config.secureCookies, payload));
}

async function clearSessionCookie() {
  const config = adminAuth();
  (await cookies()).delete({ name: sessionCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
}

/** Revokes this browser's session row, so a copy of the cookie dies too. */
export async function endAdminSession(): Promise<boolean> {
  const payload = await sessionCookie();
  if (payload) await sessionStore().revoke(payload.sid);
  await clearSessionCookie();
  return payload !== null;
}

/** Revokes every session, this one included. Only a signed-in admin may. */
export async function endAllAdminSessions(): Promise<number> {
  await requireAdmin();
  const ended = await sessionStore().revokeAll();
  await clearSessionCookie();
  return ended;
}
