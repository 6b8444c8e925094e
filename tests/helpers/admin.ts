import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createSession, sessionCookieName, signSession, type SessionPayload } from '../../lib/auth/session';
import { baseURL, e2eEnv } from './servers';

export const adminConfig = { adminKey: e2eEnv.ADMIN_KEY, secret: e2eEnv.SESSION_SECRET };
// The e2e server runs in production mode: __Host- cookie, Secure.
export const cookieName = sessionCookieName(true);

export async function setSessionCookie(context: BrowserContext, token: string, overrides: { name?: string; path?: string } = {}) {
  // Secure cookies are set for the https origin; Chromium sends them to http://localhost too.
  const where = overrides.path
    ? { url: `${baseURL.replace(/^http:/, 'https:')}${overrides.path}/` }
    : { url: baseURL.replace(/^http:/, 'https:') };
  await context.addCookies([
    { name: overrides.name ?? cookieName, value: token, httpOnly: true, secure: true, sameSite: 'Strict' as const, ...where },
  ]);
}

/** Signs in without the form (the login flow has its own tests). */
export async function signIn(context: BrowserContext) {
  const { token } = await createSession(adminConfig);
  await setSessionCookie(context, token);
}

export async function forgedToken(change: (payload: SessionPayload) => SessionPayload, secret = adminConfig.secret) {
  const { payload } = await createSession(adminConfig);
  return signSession(change(payload), secret);
}

/** Signs in through the login form as a given client address. */
export async function loginWithForm(page: Page, key: string) {
  await page.goto('/admin');
  await page.getByLabel('Admin Key').fill(key);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  await expect(page.getByText('Manage your blog posts')).toBeVisible();
}

export async function expectLoginScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Manage your blog posts')).toHaveCount(0);
}
