'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { z } from 'zod';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { adminAction, validatedAction, type ActionState } from '@/lib/actions';
import { firstValue } from '@/lib/form-data';
import { auditActor, pruneAuditEvents, recordAuditEvent } from '@/lib/audit';
import {
  adminAuth,
  endAdminSession,
  endAllAdminSessions,
  endOtherSessions,
  endSessionsOf,
  getAdminSession,
  isAdminKey,
  NotAuthorizedError,
  OWNER,
  requireAdmin,
  startAdminSession,
  STAFF_ROLES,
  type Actor,
} from '@/lib/auth/admin';
import { LOGIN_LIMIT, SITE_WIDE_ALERT_AT, SITE_WIDE_WINDOW_SECONDS, signInDelayMs } from './throttle';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { clientKey } from '@/lib/rate-limit';
import { fillTemplate } from '@/lib/template';
import { staffCopy } from '@/content/admin-staff';
import { canSendEmail, invitationUrl, sendInvitation, sendSignInLink, type EmailOutcome } from './mail';
import { staffRepository } from './repository';
import { cleanPersonName, isReservedName } from './names';
import { hashToken, isTokenShaped, newToken, TOKEN_SECONDS, tokenState, type TokenState } from './tokens';
import { DuplicateEmailError, DuplicatePasskeyError, type StaffMember } from './types';
import { authenticationOptions, originMismatch, registrationOptions, verifyAuthentication, verifyRegistration } from './webauthn';

/**
 * A passkey answer made at another address than the site's (the page opened on another port or
 * host name): no passkey can pass there, so the person is told both addresses, not "try again".
 */
function wrongAddress(response: RegistrationResponseJSON | AuthenticationResponseJSON, title: string) {
  const mismatch = originMismatch(response);
  return mismatch ? { ok: false as const, title, message: fillTemplate(staffCopy.passkeys.wrongAddress.message, mismatch) } : null;
}

/**
 * Signing in and out (the Owner's key, a person's passkey or e-mailed link) and managing staff.
 * Every staff change checks the 'staff' permission on the server, whatever the screen offered.
 */

const personActor = (person: StaffMember) => auditActor({ kind: 'staff', staffId: person.id, name: person.name, email: person.email });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const roleLabel = (role: StaffMember['role']) => staffCopy.roles[role].label;

// ---- The Owner's key ------------------------------------------------------------------------

const loginSchema = z.object({
  key: z.preprocess((value) => firstValue(value) ?? '', z.string().min(1, 'Enter the admin key').max(512, 'That key is too long')),
});

/**
 * Per client: 5 wrong keys in 15 minutes, then that client waits. Site-wide, wrong keys only
 * slow every attempt down (at most 2 s) and raise an alert: a crowd of failing clients can never
 * refuse the right key to a client that has not failed itself.
 */
export const login = validatedAction(loginSchema, async ({ key }): Promise<ActionState> => {
  const config = adminAuth();
  if (!config.enabled) return { status: 'error', title: 'Authentication Error', message: config.reason };

  const limiter = rateLimiter();
  try {
    const client = await clientKey();
    // Each attempt takes its slot before the key is compared, so a burst of parallel guesses
    // from one client gets no more than its 5; the right key gives the slots back.
    const own = await limiter.take('admin-login', client, LOGIN_LIMIT.attempts, LOGIN_LIMIT.windowSeconds);
    if (!own.allowed) {
      return { status: 'error', title: 'Too many attempts', message: `Too many incorrect keys. Try again ${describeWait(own.retryAfterSeconds)}.` };
    }

    const siteWide = await limiter.status('admin-login-all', 'all', SITE_WIDE_WINDOW_SECONDS);
    await sleep(signInDelayMs(siteWide.hits));

    if (!isAdminKey(key, config.adminKey)) {
      // Counted well past the alert so the figure stays meaningful; it never refuses anyone.
      await limiter.take('admin-login-all', 'all', SITE_WIDE_ALERT_AT * 10, SITE_WIDE_WINDOW_SECONDS);
      await recordAuditEvent('sign-in-failed', undefined, { actor: null });
      const { hits } = await limiter.status('admin-login', client, LOGIN_LIMIT.windowSeconds);
      if (hits >= LOGIN_LIMIT.attempts) await recordAuditEvent('sign-in-throttled', { minutes: LOGIN_LIMIT.windowSeconds / 60 }, { actor: null });
      // Once per window, however many failures race past the threshold together.
      if (siteWide.hits + 1 >= SITE_WIDE_ALERT_AT && (await limiter.take('admin-login-alert', 'all', 1, SITE_WIDE_WINDOW_SECONDS)).allowed) {
        console.warn(`Admin sign-in: ${siteWide.hits + 1} wrong keys site-wide in ${SITE_WIDE_WINDOW_SECONDS / 60} minutes; every attempt is being slowed down.`);
        await recordAuditEvent('sign-in-alert', { failures: siteWide.hits + 1, minutes: SITE_WIDE_WINDOW_SECONDS / 60 }, { actor: null });
      }
      return { status: 'error', title: 'Invalid Key', message: 'Please enter the correct admin key' };
    }

    await limiter.clear('admin-login', client);
    await startAdminSession();
    await recordAuditEvent('sign-in', { method: 'key' }, { actor: auditActor(OWNER) });
    await pruneAuditEvents();
    return { status: 'success', title: 'Authenticated', message: 'Admin access granted' };
  } catch (error) {
    console.error('Admin sign-in failed', error);
    return { status: 'error', title: 'Authentication Error', message: 'Sign-in is unavailable right now. Try again shortly.' };
  }
}, { keepValues: false });

export async function logout() {
  // Who it was, read before the session ends.
  const session = await getAdminSession().catch(() => null);
  if (await endAdminSession()) await recordAuditEvent('logout', undefined, { actor: session ? auditActor(session.actor) : null });
  redirect('/admin');
}

/** The Owner ends every admin session on every device; a person ends all of their own. */
export async function logoutEverywhere() {
  try {
    const { actor } = await requireAdmin();
    const ended = await endAllAdminSessions();
    await recordAuditEvent('logout-everywhere', { sessions: ended }, { actor: auditActor(actor) });
  } catch (error) {
    // Without a session there is nothing this browser may end; it lands on the sign-in screen.
    if (!(error instanceof NotAuthorizedError)) throw error;
  }
  redirect('/admin');
}

// ---- A person's passkey or e-mailed link -----------------------------------------------------

/** Per client, like the key: failures from one device never hold back anyone else. */
const PASSKEY_LIMIT = { attempts: 10, windowSeconds: 15 * 60 } as const;
/**
 * E-mailed links. Per client (an IPv6 client by its /64): 5 requests in 15 minutes. Per
 * address, whoever asks: 3 links in 15 minutes and 10 in a day, so nobody can flood a mailbox.
 * Site-wide: 30 links an hour. Counted for every address asked about, staff or not, so the
 * answers stay the same for both.
 */
const LINK_LIMIT = {
  perClient: 5,
  perAddress: 3,
  perAddressDaily: 10,
  siteWide: 30,
  windowSeconds: 15 * 60,
  daySeconds: 24 * 60 * 60,
  siteWideWindowSeconds: 60 * 60,
} as const;

/** A staff sign-in path refused by its throttle (lib/staff/throttle.ts). */
function tooManyAttempts(retryAfterSeconds: number) {
  return { title: staffCopy.signIn.tooManyTitle, message: fillTemplate(staffCopy.signIn.tooMany, { wait: describeWait(retryAfterSeconds) }) };
}

type SignInResult = { ok: true } | { ok: false; title: string; message: string };

export async function passkeySignInOptions(): Promise<{ options: PublicKeyCredentialRequestOptionsJSON } | { error: string }> {
  if (!adminAuth().enabled) return { error: staffCopy.signIn.passkeyRefused.message };
  const limiter = rateLimiter();
  const client = await clientKey();
  const refused = await limiter.status('staff-passkey', client, PASSKEY_LIMIT.windowSeconds);
  // Each challenge is a row until answered or expired: one client may not ask for them without end.
  const asked = await limiter.take('staff-passkey-options', client, PASSKEY_LIMIT.attempts * 3, PASSKEY_LIMIT.windowSeconds);
  if (refused.hits >= PASSKEY_LIMIT.attempts || !asked.allowed) {
    return { error: fillTemplate(staffCopy.signIn.tooMany, { wait: describeWait(Math.max(refused.retryAfterSeconds, asked.retryAfterSeconds)) }) };
  }
  return { options: await authenticationOptions() };
}

/** Verifies a passkey's answer and starts that person's session. */
export async function passkeySignIn(response: AuthenticationResponseJSON): Promise<SignInResult> {
  const refused = { ok: false, ...staffCopy.signIn.passkeyRefused } as const;
  if (!adminAuth().enabled) return refused;
  const limiter = rateLimiter();
  const client = await clientKey();
  const slot = await limiter.take('staff-passkey', client, PASSKEY_LIMIT.attempts, PASSKEY_LIMIT.windowSeconds);
  if (!slot.allowed) return { ok: false, ...tooManyAttempts(slot.retryAfterSeconds) };
  const elsewhere = wrongAddress(response, staffCopy.signIn.passkeyRefused.title);
  if (elsewhere) return elsewhere;
  // A malformed or foreign answer is refused like a wrong key.
  const passkey = await verifyAuthentication(response);
  const person = passkey ? await staffRepository().getById(passkey.staffId) : null;
  if (!passkey || !person || person.status !== 'active') {
    await recordAuditEvent('passkey-sign-in-failed', person ? { person: person.name, status: person.status } : undefined, { actor: null });
    return refused;
  }
  await limiter.clear('staff-passkey', client);
  await startAdminSession(person.id);
  await recordAuditEvent('sign-in', { method: 'passkey', passkey: passkey.label }, { actor: personActor(person) });
  await pruneAuditEvents();
  return { ok: true };
}

const emailField = z.preprocess(
  (value) => (firstValue(value) ?? '').trim().toLowerCase(),
  z.email(staffCopy.signIn.linkEmail).max(254, staffCopy.signIn.linkEmail),
);

/**
 * E-mails a one-time sign-in link to an active person. The answer is the same whether or not
 * the address belongs to anyone, and takes about as long.
 */
export const requestSignInLink = validatedAction(z.object({ email: emailField }), async ({ email }): Promise<ActionState> => {
  const sent: ActionState = { status: 'success', ...staffCopy.signIn.linkSent };
  if (!adminAuth().enabled) return sent;
  // Depends only on the server's settings, so it tells nobody who is on the staff.
  if (!canSendEmail()) return { status: 'error', ...staffCopy.signIn.linkNoEmail };
  const limiter = rateLimiter();
  const client = await clientKey();
  const own = await limiter.take('staff-link', client, LINK_LIMIT.perClient, LINK_LIMIT.windowSeconds);
  if (!own.allowed) return { status: 'error', ...tooManyAttempts(own.retryAfterSeconds) };
  const address = hashToken(email).slice(0, 32);
  const recent = await limiter.take('staff-link-address', address, LINK_LIMIT.perAddress, LINK_LIMIT.windowSeconds);
  const daily = recent.allowed ? await limiter.take('staff-link-address-day', address, LINK_LIMIT.perAddressDaily, LINK_LIMIT.daySeconds) : recent;
  if (!daily.allowed) {
    return { status: 'success', title: staffCopy.signIn.linkCapped.title, message: fillTemplate(staffCopy.signIn.linkCapped.message, { wait: describeWait(daily.retryAfterSeconds) }) };
  }
  try {
    const person = await staffRepository().getByEmail(email);
    if (person?.status === 'active') {
      // After the answer is sent: waiting here for the mail server would tell anyone timing the
      // answer that the address is a person's.
      after(async () => {
        try {
          const siteWide = await limiter.take('staff-link-all', 'all', LINK_LIMIT.siteWide, LINK_LIMIT.siteWideWindowSeconds);
          if (!siteWide.allowed) {
            console.warn(`Sign-in links: ${LINK_LIMIT.siteWide} sent site-wide in the last hour; no more until ${describeWait(siteWide.retryAfterSeconds)}.`);
            await recordAuditEvent('sign-in-link-capped', { person: person.name }, { actor: null });
            return;
          }
          const token = newToken();
          await staffRepository().createToken('sign-in', person.id, hashToken(token), TOKEN_SECONDS['sign-in']);
          const outcome = await sendSignInLink(person.email, token);
          await recordAuditEvent('sign-in-link-sent', { person: person.name, email: outcome }, { actor: null });
        } catch (error) {
          console.error('A sign-in link could not be sent', error);
        }
      });
    }
  } catch (error) {
    console.error('A sign-in link could not be prepared', error);
  }
  return sent;
});

/** Why a sign-in link did not sign anyone in, in the words its page uses (expired, used …). */
async function refusedLinkState(token: string, person: StaffMember | null): Promise<Exclude<TokenState, 'valid'>> {
  if (person) return 'revoked';
  const state = isTokenShaped(token) ? tokenState(await staffRepository().findToken(hashToken(token), 'sign-in')) : 'unknown';
  // Valid a moment ago, spent by a request racing this one.
  return state === 'valid' ? 'used' : state;
}

/** The sign-in link's button: the link works once (an e-mail scanner's GET does not spend it). */
export const redeemSignInLink = validatedAction(z.object({ token: z.preprocess((value) => firstValue(value) ?? '', z.string()) }), async ({ token }): Promise<ActionState> => {
  const staffId = isTokenShaped(token) && adminAuth().enabled ? await staffRepository().consumeToken(hashToken(token), 'sign-in') : null;
  const person = staffId ? await staffRepository().getById(staffId) : null;
  if (!person || person.status !== 'active') {
    await recordAuditEvent('sign-in-link-refused', undefined, { actor: null });
    return { status: 'error', ...staffCopy.links.states[await refusedLinkState(token, person)] };
  }
  await startAdminSession(person.id);
  await recordAuditEvent('sign-in', { method: 'e-mail link' }, { actor: personActor(person) });
  redirect('/admin');
}, { keepValues: false });

// ---- Passkeys: accepting an invitation, adding and removing -----------------------------------

const passkeyLabel = (label: unknown) => (typeof label === 'string' ? label.replace(/[\s\u0000-\u001F\u007F]+/g, ' ').trim().slice(0, 80) : '') || staffCopy.passkeys.defaultLabel;

type RegistrationStart = { options: PublicKeyCredentialCreationOptionsJSON } | { error: string };
type RegistrationResult = { ok: true } | { ok: false; title: string; message: string };

const DUPLICATE = Symbol('duplicate passkey');

/** A passkey already saved (for anyone) is a refusal with a message, not a 500. */
async function savingPasskey<T>(save: () => Promise<T>): Promise<T | typeof DUPLICATE> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof DuplicatePasskeyError) return DUPLICATE;
    throw error;
  }
}

/** Options for the passkey an invited person creates; only while their invitation works. */
export async function invitationPasskeyOptions(token: string): Promise<RegistrationStart> {
  // Each answer is a challenge row: per client, and per invitation whoever asks, a bounded few.
  const limiter = rateLimiter();
  const client = await clientKey();
  const perClient = await limiter.take('staff-invite-options', client, PASSKEY_LIMIT.attempts * 3, PASSKEY_LIMIT.windowSeconds);
  const perLink = perClient.allowed
    ? await limiter.take('staff-invite-options-link', hashToken(String(token)).slice(0, 32), PASSKEY_LIMIT.attempts, PASSKEY_LIMIT.windowSeconds)
    : perClient;
  if (!perLink.allowed) return { error: fillTemplate(staffCopy.signIn.tooMany, { wait: describeWait(perLink.retryAfterSeconds) }) };
  const repo = staffRepository();
  const stored = isTokenShaped(token) ? await repo.findToken(hashToken(token), 'invitation') : null;
  const person = stored && !stored.usedAt && !stored.revokedAt && new Date(stored.expiresAt) > new Date() ? await repo.getById(stored.staffId) : null;
  if (!person || person.status !== 'invited') return { error: staffCopy.passkeys.gone.message };
  return { options: await registrationOptions(person, await repo.listPasskeys(person.id)) };
}

/** Creates the invited person's first passkey, spends the invitation and signs them in. */
export async function acceptInvitation(token: string, response: RegistrationResponseJSON, label: unknown): Promise<RegistrationResult> {
  const repo = staffRepository();
  const stored = isTokenShaped(token) ? await repo.findToken(hashToken(token), 'invitation') : null;
  if (!stored) return { ok: false, ...staffCopy.passkeys.gone };
  const elsewhere = wrongAddress(response, staffCopy.passkeys.wrongAddress.title);
  if (elsewhere) return elsewhere;
  const passkey = await verifyRegistration(stored.staffId, response, passkeyLabel(label));
  if (!passkey) return { ok: false, ...staffCopy.passkeys.refused };
  const staffId = await savingPasskey(() => repo.acceptInvitation(hashToken(token), passkey));
  if (staffId === DUPLICATE) return { ok: false, ...staffCopy.passkeys.duplicate };
  const person = staffId ? await repo.getById(staffId) : null;
  if (!person) return { ok: false, ...staffCopy.passkeys.gone };
  await startAdminSession(person.id);
  await recordAuditEvent('staff-joined', { role: person.role }, { actor: personActor(person) });
  await recordAuditEvent('passkey-added', { passkey: passkey.label }, { actor: personActor(person) });
  return { ok: true };
}

/** Options for another passkey of the signed-in person (the Owner has the key instead). */
export async function accountPasskeyOptions(): Promise<RegistrationStart> {
  const { actor } = await requireAdmin();
  if (actor.kind !== 'staff') return { error: staffCopy.account.ownerIntro };
  const repo = staffRepository();
  return { options: await registrationOptions({ id: actor.staffId, name: actor.name, email: actor.email }, await repo.listPasskeys(actor.staffId)) };
}

export async function addAccountPasskey(response: RegistrationResponseJSON, label: unknown): Promise<RegistrationResult> {
  const { actor } = await requireAdmin();
  if (actor.kind !== 'staff') return { ok: false, ...staffCopy.passkeys.refused };
  const elsewhere = wrongAddress(response, staffCopy.passkeys.wrongAddress.title);
  if (elsewhere) return elsewhere;
  const passkey = await verifyRegistration(actor.staffId, response, passkeyLabel(label));
  if (!passkey) return { ok: false, ...staffCopy.passkeys.refused };
  if ((await savingPasskey(() => staffRepository().addPasskey(passkey))) === DUPLICATE) return { ok: false, ...staffCopy.passkeys.duplicate };
  await recordAuditEvent('passkey-added', { passkey: passkey.label });
  return { ok: true };
}

export const removePasskey = adminAction(z.object({ id: z.string().min(1).max(1400) }), async ({ id }, { actor }): Promise<ActionState> => {
  const passkey = actor.kind === 'staff' ? await staffRepository().getPasskey(id) : null;
  const removed = passkey && passkey.staffId === actor.staffId ? await staffRepository().removePasskey(actor.staffId, id) : 'missing';
  if (removed === 'last') return { status: 'error', ...staffCopy.passkeys.last };
  if (removed !== 'removed' || !passkey) return { status: 'error', ...staffCopy.passkeys.gone };
  await recordAuditEvent('passkey-removed', { passkey: passkey.label });
  return { status: 'success', ...staffCopy.passkeys.removed };
});

/** Signs the current person out on every other device. */
export const signOutOtherSessions = adminAction(z.object({}), async (): Promise<ActionState> => {
  const ended = await endOtherSessions();
  await recordAuditEvent('sessions-ended', { sessions: ended });
  return { status: 'success', title: staffCopy.account.signedOutOthers.title, message: fillTemplate(staffCopy.account.signedOutOthers.message, { count: String(ended) }) };
});

// ---- Managing staff (Owner and Administrators) -------------------------------------------------

const staffResults = staffCopy.staff.results;

const inviteSchema = z.object({
  name: z.preprocess(
    (value) => cleanPersonName(firstValue(value) ?? ''),
    z
      .string()
      .min(1, 'Enter the person\u2019s name')
      .max(80, 'The name can be at most 80 characters')
      .refine((name) => !isReservedName(name), staffCopy.staff.invite.reservedName),
  ),
  email: z.preprocess((value) => (firstValue(value) ?? '').trim().toLowerCase(), z.email('Enter an e-mail address like name@example.com').max(254, 'That address is too long')),
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});

export type InvitationResult = { link: string; delivery: EmailOutcome };

export const inviteStaff = adminAction(inviteSchema, async ({ name, email, role }, { actor }): Promise<ActionState<InvitationResult>> => {
  const token = newToken();
  try {
    const person = await staffRepository().invite({ name, email, role }, hashToken(token), TOKEN_SECONDS.invitation);
    const delivery = await sendInvitation(person.email, { inviter: actor.name, role: roleLabel(role), token });
    await recordAuditEvent('staff-invited', { person: name, role, email: delivery });
    return {
      status: 'success',
      title: staffCopy.staff.invite.sent.title,
      message: fillTemplate(staffCopy.staff.invite.sent.message, { name }),
      data: { link: invitationUrl(token), delivery },
    };
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      return { status: 'error', title: 'Please check the form', message: staffResults.duplicate, fieldErrors: { email: [staffResults.duplicate] } };
    }
    console.error('Inviting a person failed', error);
    return { status: 'error', ...staffResults.failed };
  }
}, 'staff');

const personSchema = z.object({ id: z.uuid('Unknown person') });

/**
 * The person a staff change is about, or the reason it is refused: an Administrator changes
 * others, never themselves (the Owner and another Administrator can), so nobody demotes or
 * suspends their way out by accident.
 */
async function target(actor: Actor, id: string): Promise<{ person: StaffMember } | { refused: { status: 'error'; title: string; message: string } }> {
  if (actor.staffId === id) return { refused: { status: 'error', ...staffResults.self } };
  const person = await staffRepository().getById(id);
  return person ? { person } : { refused: { status: 'error', ...staffResults.gone } };
}

export const changeStaffRole = adminAction(personSchema.extend({ role: z.enum(STAFF_ROLES, 'Choose a role') }), async ({ id, role }, { actor }): Promise<ActionState> => {
  const found = await target(actor, id);
  if ('refused' in found) return found.refused;
  const { person } = found;
  if (person.role !== role) {
    await staffRepository().setRole(id, role);
    await recordAuditEvent('staff-role-changed', { person: person.name, from: person.role, to: role });
  }
  return { status: 'success', title: staffResults.roleChanged.title, message: fillTemplate(staffResults.roleChanged.message, { name: person.name, role: roleLabel(role) }) };
}, 'staff');

export const suspendStaff = adminAction(personSchema, async ({ id }, { actor }): Promise<ActionState> => {
  const found = await target(actor, id);
  if ('refused' in found) return found.refused;
  await staffRepository().setStatus(id, 'suspended');
  const sessions = await endSessionsOf(id);
  await recordAuditEvent('staff-suspended', { person: found.person.name, sessions });
  return { status: 'success', title: staffResults.suspended.title, message: fillTemplate(staffResults.suspended.message, { name: found.person.name }) };
}, 'staff');

export const restoreStaff = adminAction(personSchema, async ({ id }, { actor }): Promise<ActionState> => {
  const found = await target(actor, id);
  if ('refused' in found) return found.refused;
  await staffRepository().setStatus(id, 'active');
  await recordAuditEvent('staff-restored', { person: found.person.name });
  return { status: 'success', title: staffResults.restored.title, message: fillTemplate(staffResults.restored.message, { name: found.person.name }) };
}, 'staff');

export const removeStaff = adminAction(personSchema, async ({ id }, { actor }): Promise<ActionState> => {
  const found = await target(actor, id);
  if ('refused' in found) return found.refused;
  // Their sessions, passkeys and links go with the row (on delete cascade).
  await endSessionsOf(id);
  await staffRepository().remove(id);
  await recordAuditEvent('staff-removed', { person: found.person.name, role: found.person.role });
  return { status: 'success', title: staffResults.removed.title, message: fillTemplate(staffResults.removed.message, { name: found.person.name }) };
}, 'staff');

/** A fresh invitation link for someone who has not joined; the earlier one stops working. */
export const reinviteStaff = adminAction(personSchema, async ({ id }, { actor }): Promise<ActionState<InvitationResult>> => {
  const found = await target(actor, id);
  if ('refused' in found) return found.refused;
  const { person } = found;
  if (person.status !== 'invited') return { status: 'error', ...staffResults.gone };
  const token = newToken();
  await staffRepository().reinvite(id, hashToken(token), TOKEN_SECONDS.invitation);
  const delivery = await sendInvitation(person.email, { inviter: actor.name, role: roleLabel(person.role), token });
  await recordAuditEvent('staff-invited', { person: person.name, role: person.role, email: delivery, again: true });
  return { status: 'success', ...staffResults.reinvited, data: { link: invitationUrl(token), delivery } };
}, 'staff');
