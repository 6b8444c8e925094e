import { test as base } from '@playwright/test';
import { sessionToken } from './admin';

/**
 * The admin specs' `test`, with `ownerSession`: one Owner session per worker on the main server,
 * made through the real sign-in action the first time a test asks for it. A test puts it in its
 * browser with `setSessionCookie(context, ownerSession)` instead of signing in again. A test that
 * ends a session (log out, log out everywhere) signs in with `signIn` for a session of its own,
 * which would otherwise end the worker's.
 */
export const test = base.extend<object, { ownerSession: string }>({
  ownerSession: [async ({}, use) => use(await sessionToken()), { scope: 'worker' }],
});
