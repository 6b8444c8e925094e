import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { cache } from 'react';
import { cookies, draftMode, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { can, isStaffRole, OWNER, type Actor, type Permission } from './roles';
import {
  ADMIN_PATH_HEADER,
  authConfig,
  isOpenAdminPath,
  createSession,
  DRAFT_MODE_COOKIE,
  previewCookieName,
  previewMark,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  sessionCookieName,
  sessionCookieOptions,
  verifySession,
  type SessionPayload,
} from './session';
import { sessionStore } from './sessions/repository';
import type { SessionPerson, SessionSummary } from './sessions/types';

export { can, isStaffRole, OWNER, personKey, STAFF_ROLES, ROLE_PERMISSIONS, type Actor, type Permission, type StaffRole } from './roles';
export type { SessionSummary } from './sessions/types';

/** A live admin session: the cookie's payload and who it belongs to, with their role now. */
export type AdminSession = SessionPayload & { actor: Actor };

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

function actorOf(person: SessionPerson): Actor | null {
  if (person.staffId === null) return OWNER;
  if (!person.name || !person.email || !isStaffRole(person.role)) return null;
  return { kind: 'staff', staffId: person.staffId, name: person.name, email: person.email, role: person.role };
}

/**
 * The current admin session, checked for every admin page, read, action and route handler:
 * an authentic cookie naming a live session row, and its person's role as it is now, so a
 * role change or a suspension counts from the next request. Asking the row also records
 * activity, so the idle timeout is kept on the server, and a logged-out or copied cookie
 * extends nothing. One check per render (React cache); a database failure is an error, never a session.
 */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  const payload = await sessionCookie();
  if (!payload) return null;
  const person = await sessionStore().touch(payload.sid, SESSION_IDLE_SECONDS);
  const actor = person && actorOf(person);
  return actor ? { ...payload, actor } : null;
});

export const NOT_PERMITTED_PATH = '/admin/not-permitted';

export class NotAuthorizedError extends Error {
  constructor(message = 'Your admin session has ended. Sign in again.') {
    super(message);
    this.name = 'NotAuthorizedError';
  }
}

/** A live session whose role may not do this: refused with a message, nothing changed. */
export class NotPermittedError extends NotAuthorizedError {
  constructor() {
    super('Your role does not allow this. Ask the Owner or an Administrator.');
    this.name = 'NotPermittedError';
  }
}

/** For admin data and actions: no session, no data. Every admin read in lib/ calls it. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) throw new NotAuthorizedError();
  return session;
}

/**
 * requireAdmin, and the role must allow `permission` (on a post, pass its owner): the check
 * every admin read and action makes before it touches data.
 */
export async function requirePermission(permission: Permission, target?: { ownerId: string | null }): Promise<AdminSession> {
  const session = await requireAdmin();
  if (!can(session.actor, permission, target)) throw new NotPermittedError();
  return session;
}

/**
 * For admin pages below /admin: no session, back to the sign-in screen; a role that may not
 * see the page is sent to the screen that says so (app/admin/not-permitted), before any data is read.
 */
export async function requireAdminPage(permission?: Permission): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect('/admin');
  if (permission && !can(session.actor, permission)) redirect(NOT_PERMITTED_PATH);
  return session;
}

/**
 * For the admin layout: below /admin, a cookie whose session has ended (logged out, idle,
 * revoked everywhere) gets a real 307 to the sign-in screen before anything streams; the
 * pages' streamed parts would otherwise commit a 200 first. Only an answer, not the guard:
 * every page still calls requireAdminPage() itself.
 */
export async function requireLiveSessionBelowLogin(): Promise<{ unreachable: string } | undefined> {
  const path = (await headers()).get(ADMIN_PATH_HEADER);
  if (!path || isOpenAdminPath(path)) return;
  let session: SessionPayload | null;
  try {
    session = await getAdminSession();
  } catch {
    // The database is unreachable. The layout sits outside admin/error.tsx, so failing here
    // would show the root error screen; it shows the outage screen itself, in the server's HTML.
    return { unreachable: path };
  }
  if (!session) redirect('/admin');
}

/** For admin route handlers: without a session they answer 404, revealing nothing. */
export function adminRoute<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof NotPermittedError) return new Response(error.message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
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

/** Starts a session for the Owner (no staffId) or a person, and sets this browser's cookie. */
export async function startAdminSession(staffId: string | null = null) {
  const config = adminAuth();
  if (!config.enabled) throw new Error(config.reason);
  const { token, payload } = await createSession(config);
  await sessionStore().start(payload.sid, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, staffId);
  (await cookies()).set(sessionCookieName(config.secureCookies), token, sessionCookieOptions(config.secureCookies, payload));
}

async function clearSessionCookie() {
  const config = adminAuth();
  const jar = await cookies();
  jar.delete({ name: sessionCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
  // Signing out ends draft mode too.
  jar.delete({ name: DRAFT_MODE_COOKIE, path: '/', secure: config.secureCookies });
  jar.delete({ name: previewCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
}

/**
 * Turns on draft mode for this browser's session only (the caller has checked that the person
 * may open the post). Next's cookie is rewritten SameSite=Strict and dies with the session; the
 * mark beside it binds it to this session (lib/auth/session.ts, previewMark).
 */
export async function startPreview(): Promise<void> {
  const session = await requireAdmin();
  const config = adminAuth();
  if (!config.enabled) throw new NotAuthorizedError();
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (!value) throw new Error('Draft mode did not set its cookie');
  const options = { httpOnly: true, secure: config.secureCookies, sameSite: 'strict' as const, path: '/', expires: new Date(session.exp * 1000) };
  jar.set({ name: DRAFT_MODE_COOKIE, value, ...options });
  jar.set({ name: previewCookieName(config.secureCookies), value: await previewMark(config.secret, session.sid), ...options });
}

export async function endPreview(): Promise<void> {
  const config = adminAuth();
  const jar = await cookies();
  jar.delete({ name: DRAFT_MODE_COOKIE, path: '/', secure: config.secureCookies });
  jar.delete({ name: previewCookieName(config.secureCookies), path: '/', secure: config.secureCookies });
}

/**
 * Who is previewing, for a public page rendered in draft mode: a live session whose preview
 * mark this browser holds; null otherwise. Only called once draft mode is on, so public
 * renders never read cookies.
 */
export async function previewSession(): Promise<AdminSession | null> {
  const config = adminAuth();
  if (!config.enabled || !(await draftMode()).isEnabled) return null;
  const session = await getAdminSession();
  if (!session) return null;
  const mark = (await cookies()).get(previewCookieName(config.secureCookies))?.value;
  return mark && mark === (await previewMark(config.secret, session.sid)) ? session : null;
}

/** Revokes this browser's session row, so a copy of the cookie dies too. */
export async function endAdminSession(): Promise<boolean> {
  const payload = await sessionCookie();
  if (payload) await sessionStore().revoke(payload.sid);
  await clearSessionCookie();
  return payload !== null;
}

/**
 * "Log out everywhere": the Owner ends every session, everyone's, this one included (the
 * break-glass after a leak); a person ends their own.
 */
export async function endAllAdminSessions(): Promise<number> {
  const { actor } = await requireAdmin();
  const ended = actor.kind === 'owner' ? await sessionStore().revokeAll() : await sessionStore().revokeFor(actor.staffId);
  await clearSessionCookie();
  return ended;
}

/** Signs the current person out on their other devices; this browser stays signed in. */
export async function endOtherSessions(): Promise<number> {
  const { actor, sid } = await requireAdmin();
  return sessionStore().revokeFor(actor.staffId, sid);
}

/** The current person's live sessions, this one marked. */
export async function listOwnSessions(): Promise<(SessionSummary & { current: boolean })[]> {
  const { actor, sid } = await requireAdmin();
  const sessions = await sessionStore().listFor(actor.staffId, SESSION_IDLE_SECONDS);
  return sessions.map((session) => ({ ...session, id: session.id.slice(0, 8), current: session.id === sid }));
}

/**
 * Ends every session of a person at once (suspended, removed or demoted by the caller, which
 * has checked the 'staff' permission). Not for the Owner: the key cannot be locked out.
 */
export async function endSessionsOf(staffId: string): Promise<number> {
  await requirePermission('staff');
  return sessionStore().revokeFor(staffId);
}
