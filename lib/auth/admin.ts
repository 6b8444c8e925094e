import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
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
  (await cookies()).set(sessionCookieName(config.secureCookies), token, sessionCookieOptions(config.secureCookies, payload));
}

export async function endAdminSession() {
  const config = adminAuth();
  (await cookies()).delete({ name: sessionCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
}
