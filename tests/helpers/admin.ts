import { readFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { sessionCookieName, signSession, type SessionPayload } from '../../lib/auth/session';
import { baseURL, e2eEnv } from './servers';

/**
 * Polling for a public surface after an admin change: a cached list, feed or sitemap answers its
 * first request after the refresh with the copy it replaces while it renders the new one
 * (stale-while-revalidate), so the next request, within seconds, is the one to check.
 */
export const afterRefresh = { timeout: 30_000, intervals: [1_000, 2_000, 5_000] };

export const adminConfig = { adminKey: e2eEnv.ADMIN_KEY, secret: e2eEnv.SESSION_SECRET };
// The e2e server runs in production mode: __Host- cookie, Secure.
export const cookieName = sessionCookieName(true);

export async function setSessionCookie(context: BrowserContext, token: string, overrides: { name?: string; path?: string; url?: string } = {}) {
  // Secure cookies are set for the https origin; Chromium sends them to http://localhost too.
  const origin = (overrides.url ?? baseURL).replace(/^http:/, 'https:');
  const where = { url: overrides.path ? `${origin}${overrides.path}/` : origin };
  await context.addCookies([
    { name: overrides.name ?? cookieName, value: token, httpOnly: true, secure: true, sameSite: 'Strict' as const, url: where.url },
  ]);
}

/** A server action's id in the build the e2e server runs (what a browser finds in the page's JS). */
export function actionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.filename === filename && entry.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`No server action ${exportedName} in ${filename}`);
  return id;
}

/**
 * Sends the login form's request (React's encoding of `login(previousState, formData)`) and
 * returns the response. Sessions live in the server's database, so a test cannot mint one.
 */
export async function postLogin(key: string, clientIp: string, url = baseURL) {
  const body = new FormData();
  body.append('_1_key', key);
  body.append('0', '[{"status":"idle"},"$K1"]');
  return fetch(`${url}/admin`, {
    method: 'POST',
    headers: { 'next-action': actionId('lib/staff/actions.ts', 'login'), origin: url, accept: 'text/x-component', 'x-real-ip': clientIp },
    body,
  });
}

/** A post as the editor's form sends it; what a test leaves out gets a plain value. */
export type PostFields = {
  title: string;
  slug: string;
  excerpt?: string;
  content?: string;
  author?: string;
  imageUrl?: string;
  tags?: string[];
  published?: boolean;
  /** New York wall time, as the editor's Publish at field takes it: 2026-11-28T23:21. */
  publishAt?: string;
};

/**
 * Saves a new post through the editor's own server action over HTTP (React's encoding of
 * `savePost(previousState, formData)`), for a test about what a post does, not the editor: one
 * request instead of loading and filling the editor. Tagged like every seeded post unless told,
 * so the dashboard suite's expectations hold beside it. Throws unless the server saved it.
 */
export async function createPost(token: string, post: PostFields, url = baseURL) {
  const fields = { excerpt: `${post.title}: the excerpt.`, content: '## Body\n\nText.', tags: ['seo'], ...post };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === false || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value === true ? 'on' : value]) body.append(`_1_${name}`, one);
  }
  body.append('0', '[{"status":"idle"},"$K1"]');
  const response = await fetch(`${url}/admin/posts/new`, {
    method: 'POST',
    headers: { 'next-action': actionId('lib/posts/actions.ts', 'savePost'), origin: url, accept: 'text/x-component', cookie: `${cookieName}=${token}` },
    body,
  });
  const answer = await response.text();
  if (!answer.includes('Blog post created successfully')) throw new Error(`Saving ${post.slug} failed (${response.status}): ${answer.slice(-300)}`);
}

/** Signs in with the real key and returns the session cookie's value. */
export async function sessionToken(clientIp = '100.64.0.1', url = baseURL): Promise<string> {
  const response = await postLogin(e2eEnv.ADMIN_KEY, clientIp, url);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  if (!cookie) throw new Error(`Sign-in failed (${response.status}): ${(await response.text()).slice(0, 300)}`);
  return cookie.slice(cookieName.length + 1).split(';')[0]!;
}

/** Signs in without the form (the login flow has its own tests). */
export async function signIn(context: BrowserContext, url = baseURL) {
  await setSessionCookie(context, await sessionToken('100.64.0.1', url), { url });
}

export function decodeSession(token: string): SessionPayload {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as SessionPayload;
}

/** A real session's cookie, changed and signed again (with the real secret unless told). */
export async function forgedToken(change: (payload: SessionPayload) => SessionPayload, secret = adminConfig.secret) {
  return signSession(change(decodeSession(await sessionToken())), secret);
}

/** Signs in through the login form as a given client address. */
export async function loginWithForm(page: Page, key: string, url = '') {
  await page.goto(`${url}/admin`);
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

/** New York wall time for a datetime-local input, worked out here independently of the app. */
export function newYorkInput(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * Records the next server-action POST the page sends, for a test to replay with another cookie.
 * The caller's route aborts it; we wait for that abort, so removing the route afterwards cannot
 * let the real request through.
 */
export async function captureAction(page: Page, trigger: () => Promise<void>) {
  const isAction = (req: Request) => req.method() === 'POST' && Boolean(req.headers()['next-action']);
  const captured = page.waitForRequest(isAction);
  const aborted = page.waitForEvent('requestfailed', isAction);
  await trigger();
  const req = await captured;
  await aborted;
  return { headers: req.headers(), body: req.postDataBuffer()!, url: req.url() };
}

/** A browser with a platform passkey authenticator that verifies the user (a fingerprint, say). */
export async function withAuthenticator(browser: Browser, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { context, page };
}
