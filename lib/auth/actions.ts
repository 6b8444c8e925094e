'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { validatedAction, type ActionState } from '@/lib/actions';
import { firstValue } from '@/lib/form-data';
import { pruneAuditEvents, recordAuditEvent } from '@/lib/audit';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { clientKey } from '@/lib/rate-limit/client';
import { adminAuth, endAdminSession, endAllAdminSessions, isAdminKey, NotAuthorizedError, startAdminSession } from './admin';
import { LOGIN_LIMIT, SITE_WIDE_ALERT_AT, SITE_WIDE_WINDOW_SECONDS, signInDelayMs } from './throttle';

const loginSchema = z.object({
  key: z.preprocess((value) => firstValue(value) ?? '', z.string().min(1, 'Enter the admin key').max(512, 'That key is too long')),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      await recordAuditEvent('sign-in-failed');
      const { hits } = await limiter.status('admin-login', client, LOGIN_LIMIT.windowSeconds);
      if (hits >= LOGIN_LIMIT.attempts) await recordAuditEvent('sign-in-throttled', { minutes: LOGIN_LIMIT.windowSeconds / 60 });
      // Once per window, however many failures race past the threshold together.
      if (siteWide.hits + 1 >= SITE_WIDE_ALERT_AT && (await limiter.take('admin-login-alert', 'all', 1, SITE_WIDE_WINDOW_SECONDS)).allowed) {
        console.warn(`Admin sign-in: ${siteWide.hits + 1} wrong keys site-wide in ${SITE_WIDE_WINDOW_SECONDS / 60} minutes; every attempt is being slowed down.`);
        await recordAuditEvent('sign-in-alert', { failures: siteWide.hits + 1, minutes: SITE_WIDE_WINDOW_SECONDS / 60 });
      }
      return { status: 'error', title: 'Invalid Key', message: 'Please enter the correct admin key' };
    }

    await limiter.clear('admin-login', client);
    await startAdminSession();
    await recordAuditEvent('sign-in');
    await pruneAuditEvents();
    return { status: 'success', title: 'Authenticated', message: 'Admin access granted' };
  } catch (error) {
    console.error('Admin sign-in failed', error);
    return { status: 'error', title: 'Authentication Error', message: 'Sign-in is unavailable right now. Try again shortly.' };
  }
}, { keepValues: false });

export async function logout() {
  if (await endAdminSession()) await recordAuditEvent('logout');
  redirect('/admin');
}

/** Ends every admin session on every device, this one included. */
export async function logoutEverywhere() {
  try {
    const ended = await endAllAdminSessions();
    await recordAuditEvent('logout-everywhere', { sessions: ended });
  } catch (error) {
    // Without a session there is nothing this browser may end; it lands on the sign-in screen.
    if (!(error instanceof NotAuthorizedError)) throw error;
  }
  redirect('/admin');
}
