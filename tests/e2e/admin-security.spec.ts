import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { newSessionId, SESSION_ABSOLUTE_SECONDS } from '../../lib/auth/session';
import { captureAction, cookieName, expectDashboard, expectLoginScreen, forgedToken, loginWithForm, sessionToken, setSessionCookie } from '../helpers/admin';
import { baseURL, e2eEnv } from '../helpers/servers';
import { submitWithoutJs } from '../helpers/forms';

test.describe('forged, stale and misplaced session cookies are refused', () => {
  const cases: [string, () => Promise<{ token: string; name?: string; path?: string }>][] = [
    ['garbage', async () => ({ token: 'garbage' })],
    ['empty payload', async () => ({ token: '.' })],
    ['wrong signature', async () => ({ token: await forgedToken((p) => p, 'an-entirely-different-secret-0123456789') })],
    ['signed before SESSION_SECRET changed', async () => ({ token: await forgedToken((p) => p, 'previous-session-secret-that-was-rotated-0001') })],
    ['expired (8 hours)', async () => ({ token: await forgedToken((p) => ({ ...p, iat: p.iat - SESSION_ABSOLUTE_SECONDS - 10, exp: p.exp - SESSION_ABSOLUTE_SECONDS - 10 })) })],
    ['for an old ADMIN_KEY', async () => ({ token: await forgedToken((p) => ({ ...p, kid: 'AAAAAAAAAAAAAAAAAAAAAA' })) })],
    // Signed with the real secret, so middleware lets it through: only the session row refuses it.
    ['authentic signature, session id that was never issued', async () => ({ token: await forgedToken((p) => ({ ...p, sid: newSessionId() })) })],
    ['valid value under another name', async () => ({ token: (await forgedToken((p) => p)), name: 'bg_admin_session' })],
    ['valid value as a plain cookie scoped to /admin', async () => ({ token: await forgedToken((p) => p), name: 'bg_admin_session', path: '/admin' })],
    ['valid value under the __Secure- prefix', async () => ({ token: await forgedToken((p) => p), name: '__Secure-bg_admin_session' })],
  ];

  for (const [name, make] of cases) {
    test(name, async ({ page, context }) => {
      const { token, ...where } = await make();
      await setSessionCookie(context, token, where);
      await page.goto('/admin');
      await expectLoginScreen(page);
      const response = await page.goto('/admin/posts/new');
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    });
  }

  test('no cookie at all', async ({ request }) => {
    const response = await request.get('/admin/posts/new', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/admin$/);
    const edit = await request.get('/admin/preview/00000000-0000-4000-8000-000000000000', { maxRedirects: 0 });
    expect(edit.status()).toBe(307);
  });
});

test.describe('path variants never reach admin content without a session', () => {
  for (const variant of ['/ADMIN', '/Admin/posts/new', '/admin/', '//admin', '/admin/..;/', '/%61dmin', '/admin/posts/new/', '/admin.', '/admin/posts/%6eew', '/./admin/posts/new']) {
    test(variant, async ({ request, baseURL }) => {
      // Absolute, so '//admin' stays a path instead of becoming a host.
      const response = await request.get(`${baseURL}${variant}`);
      const body = await response.text();
      expect(body).not.toContain('Manage your blog posts');
      expect(body).not.toContain('Publish immediately');
      expect(body).not.toContain('2026-hurricane-season-retrospective');
      expect(response.status()).not.toBe(500);
    });
  }

  for (const method of ['HEAD', 'OPTIONS']) {
    test(`${method} on admin pages`, async ({ request }) => {
      for (const url of ['/admin/posts/new', '/admin/preview/00000000-0000-4000-8000-000000000000']) {
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        expect([307, 308, 204, 400, 404, 405], `${method} ${url}`).toContain(response.status());
        expect(await response.text()).not.toContain('Publish immediately');
      }
    });
  }
});


test.describe('server actions check the session themselves', () => {
  test('a captured save, replayed without a session from /admin and a public route, creates nothing', async ({ page, context, browser, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin/posts/new');
    const slug = `replay-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Replay attack');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('x');
    await page.locator('#post-content').fill('Body');
    // Capture the real request, but make it fail so nothing is created by the legitimate call.
    await page.route('**/admin/posts/new', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const action = await captureAction(page, () => page.getByRole('button', { name: 'Create Post' }).click());

    const anonymous = await playwrightRequest.newContext({ baseURL });
    for (const target of ['/admin', '/admin/posts/new', '/', '/blog']) {
      const response = await anonymous.post(target, {
        headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: baseURL, accept: 'text/x-component' },
        data: action.body,
        maxRedirects: 0,
      });
      expect(await response.text(), target).not.toContain('Blog post created successfully');
    }
    expect((await anonymous.get(`/blog/${slug}`)).status()).toBe(404);
    await anonymous.dispose();

    await page.unroute('**/admin/posts/new');
    const admin = await browser.newContext();
    await setSessionCookie(admin, ownerSession);
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin');
    await expect(adminPage.getByText('Replay attack')).toHaveCount(0);
    await admin.close();
  });

  test('a captured delete, replayed without a session, deletes nothing', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ hasText: 'Schema Markup' }).first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.route('**/admin', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const action = await captureAction(page, () => page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click());
    await page.unroute('**/admin');

    const anonymous = await playwrightRequest.newContext({ baseURL });
    for (const target of ['/admin', '/']) {
      const response = await anonymous.post(target, {
        headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: baseURL, accept: 'text/x-component' },
        data: action.body,
        maxRedirects: 0,
      });
      expect(await response.text()).not.toContain('Blog post deleted successfully');
    }
    await anonymous.dispose();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a captured revision restore, replayed without a session, restores nothing', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: 'Schema Markup' }).first().getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    const editor = new URL(page.url()).pathname;
    // A second revision to restore: save the post as it is.
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(editor);
    const items = page.getByRole('region', { name: 'Revisions' }).getByRole('listitem');
    await expect(items.nth(1)).toBeVisible();
    const count = await items.count();
    await page.route(`**${editor}`, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const action = await captureAction(page, async () => {
      await items.nth(1).getByRole('button', { name: /^Restore the revision of/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
    });
    await page.unroute(`**${editor}`);

    const anonymous = await playwrightRequest.newContext({ baseURL });
    for (const target of [editor, '/']) {
      const response = await anonymous.post(target, {
        headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: baseURL, accept: 'text/x-component' },
        data: action.body,
        maxRedirects: 0,
      });
      expect(await response.text(), target).not.toContain('Revision restored');
    }
    await anonymous.dispose();
    await page.reload();
    await expect(items).toHaveCount(count);
  });

  test('a captured lead update, replayed without a session, changes nothing', async ({ page, context, request, ownerSession }) => {
    const email = `replay-lead-${Date.now().toString(36)}@example.com`;
    await submitWithoutJs(request, '/contact', 0, { fullName: 'Replay Lead', email, message: 'Hi' }, { 'x-real-ip': '203.0.113.91' });
    await setSessionCookie(context, ownerSession);
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').first();
    await card.getByLabel('Status', { exact: true }).selectOption('lost');
    await card.getByLabel('Internal note').fill('Injected by a replay');
    await page.route('**/admin/leads*', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const action = await captureAction(page, () => card.getByRole('button', { name: /^Save status and note/ }).click());
    await page.unroute('**/admin/leads*');

    const anonymous = await playwrightRequest.newContext({ baseURL });
    for (const target of ['/admin/leads', '/']) {
      const response = await anonymous.post(target, {
        headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: baseURL, accept: 'text/x-component' },
        data: action.body,
        maxRedirects: 0,
      });
      expect(await response.text(), target).not.toContain('Lead updated');
    }
    await anonymous.dispose();
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await expect(card.getByTestId('lead-status')).toHaveText('New');
    await expect(card.getByLabel('Internal note')).toHaveValue('');
  });

  test('a cross-site POST with a valid session is refused', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin/posts/new');
    const slug = `csrf-${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('CSRF attempt');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('x');
    await page.locator('#post-content').fill('Body');
    await page.getByLabel('Publish immediately').check();
    await page.route('**/admin/posts/new', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    const action = await captureAction(page, () => page.getByRole('button', { name: 'Create Post' }).click());
    const response = await context.request.post('/admin/posts/new', {
      headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: 'https://evil.example', accept: 'text/x-component' },
      data: action.body,
      maxRedirects: 0,
    });
    expect(await response.text()).not.toContain('Blog post created successfully');
    expect((await context.request.get(`/blog/${slug}`)).status()).toBe(404);
  });
});

test.describe('the admin key stays on the server', () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  }

  test('it is in no file under .next/static', () => {
    const leaks = files('.next/static').filter((file) => readFileSync(file).includes(e2eEnv.ADMIN_KEY));
    expect(leaks).toEqual([]);
  });

  test('it is in no page HTML, signed in or not', async ({ page, context, request, ownerSession }) => {
    for (const url of ['/', '/admin', '/blog']) expect(await (await request.get(url)).text()).not.toContain(e2eEnv.ADMIN_KEY);
    await setSessionCookie(context, ownerSession);
    for (const url of ['/admin', '/admin/posts/new']) {
      await page.goto(url);
      expect(await page.content()).not.toContain(e2eEnv.ADMIN_KEY);
    }
  });
});

test('the throttle engages at the sixth wrong key and names when to retry', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-real-ip': '203.0.113.66' });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await loginWithForm(page, `wrong-${attempt}`);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid Key' }).last()).toBeVisible();
  }
  await loginWithForm(page, 'wrong-6');
  await expect(page.getByText(/Too many incorrect keys\. Try again in 1[45] minutes\./).first()).toBeVisible();
  // Even the right key waits now, from this client…
  await loginWithForm(page, e2eEnv.ADMIN_KEY);
  await expect(page.getByText(/Too many incorrect keys/).first()).toBeVisible();
  await expectLoginScreen(page);
  // …but not from another.
  await page.setExtraHTTPHeaders({ 'x-real-ip': '203.0.113.67' });
  await loginWithForm(page, e2eEnv.ADMIN_KEY);
  await expectDashboard(page);
});

test('using a session never rewrites the cookie: activity and the idle timeout are kept on the server', async ({ page, context }) => {
  const token = await sessionToken();
  await setSessionCookie(context, token);
  const before = (await context.cookies()).find((c) => c.name === cookieName);
  for (const path of ['/admin', '/admin/leads', '/admin']) {
    const response = await page.goto(path);
    expect(response?.headers()['set-cookie'] ?? '').not.toContain(cookieName);
  }
  await expectDashboard(page);
  const after = (await context.cookies()).find((c) => c.name === cookieName);
  expect(after?.value).toBe(token);
  expect(after?.expires).toBe(before?.expires);
});
