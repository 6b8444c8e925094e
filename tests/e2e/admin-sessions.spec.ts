import { expect, request as playwrightRequest, test } from '@playwright/test';
import { actionId, cookieName, decodeSession, expectDashboard, expectLoginScreen, loginWithForm, sessionToken, setSessionCookie, signIn } from '../helpers/admin';
import { baseURL, e2eEnv } from '../helpers/servers';

/** What a stolen cookie opens, fetched without a browser. */
async function replay(token: string) {
  const thief = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${cookieName}=${token}` } });
  try {
    const admin = await thief.get('/admin');
    const leads = await thief.get('/admin/leads', { maxRedirects: 0 });
    const csv = await thief.get('/admin/leads/export/contacts', { maxRedirects: 0 });
    // The editor's markdown preview: a server action the editor calls as you type.
    const preview = await thief.post('/admin/posts/new', {
      headers: { 'next-action': actionId('lib/posts/actions.ts', 'previewMarkdown'), 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: baseURL },
      data: JSON.stringify(['# Replayed']),
    });
    return {
      admin: { status: admin.status(), body: await admin.text() },
      leads: { status: leads.status(), location: leads.headers()['location'] },
      csv: { status: csv.status(), body: await csv.text() },
      preview: { status: preview.status(), body: await preview.text() },
    };
  } finally {
    await thief.dispose();
  }
}

test.describe('logging out ends the session on the server', () => {
  test('a cookie copied before logout opens nothing afterwards', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/admin');
    await expectDashboard(page);
    const copied = (await context.cookies()).find((c) => c.name === cookieName)!.value;

    // The copy works while the session is live…
    const before = await replay(copied);
    expect(before.admin.body).toContain('Manage your blog posts');
    expect(before.leads.status).toBe(200);
    expect(before.csv.status).toBe(200);
    expect(before.preview.status).toBe(200);
    expect(before.preview.body).toContain('>Replayed</h');

    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expectLoginScreen(page);

    // …and after logout it is refused everywhere, however often it is replayed.
    for (let attempt = 0; attempt < 3; attempt++) {
      const after = await replay(copied);
      expect(after.admin.status).toBe(200);
      expect(after.admin.body).toContain('Admin Login');
      expect(after.admin.body).not.toContain('Manage your blog posts');
      expect(after.leads.status).toBe(307);
      expect(after.leads.location).toMatch(/\/admin$/);
      expect(after.csv.status).toBe(404);
      expect(after.csv.body).toBe('Not found');
      // The preview says why instead of failing with a 500.
      expect(after.preview.status).toBe(200);
      expect(after.preview.body).toContain('Your admin session has ended. Sign in again.');
      expect(after.preview.body).not.toContain('Replayed</h');
    }

    // Put back into a browser, it shows the sign-in screen and no admin page.
    const other = await page.context().browser()!.newContext();
    await setSessionCookie(other, copied);
    const otherPage = await other.newPage();
    await otherPage.goto('/admin');
    await expectLoginScreen(otherPage);
    await otherPage.goto('/admin/posts/new');
    await expectLoginScreen(otherPage);
    await other.close();
  });

  test('two sign-ins in the same moment get different sessions, and logging out one leaves the other', async ({ browser }) => {
    const [first, second] = await Promise.all([sessionToken('100.64.1.1'), sessionToken('100.64.1.2')]);
    expect(first).not.toBe(second);
    expect(decodeSession(first).sid).not.toBe(decodeSession(second).sid);

    const a = await browser.newContext();
    await setSessionCookie(a, first);
    const pageA = await a.newPage();
    await pageA.goto('/admin');
    await pageA.getByRole('button', { name: 'Log out', exact: true }).click();
    await expectLoginScreen(pageA);

    expect((await replay(first)).csv.status).toBe(404);
    const still = await replay(second);
    expect(still.admin.body).toContain('Manage your blog posts');
    expect(still.csv.status).toBe(200);
    await a.close();
  });
});

test.describe('activity page', () => {
  test('shows sign-ins, refused keys, post changes and exports in New York time, and never a key', async ({ page, context, request }) => {
    const run = Date.now().toString(36);
    const wrongKey = `wrong-guess-${run}`;
    await page.setExtraHTTPHeaders({ 'x-real-ip': '198.51.100.77' });
    await loginWithForm(page, wrongKey);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid Key' })).toBeVisible();
    await loginWithForm(page, e2eEnv.ADMIN_KEY);
    await expectDashboard(page);

    const slug = `audit-trail-${run}`;
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Audit trail ${run}`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('x');
    await page.locator('#post-content').fill('Body');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expectDashboard(page);
    const card = page.getByRole('listitem').filter({ hasText: `Audit trail ${run}` });
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === cookieName)!.value;
    expect((await request.get('/admin/leads/export/subscribers', { headers: { cookie: `${cookieName}=${cookie}` } })).status()).toBe(200);

    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Admin activity' }).getByRole('row');
    await expect(rows.filter({ hasText: 'Post created' }).filter({ hasText: slug })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Post deleted' }).filter({ hasText: slug })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Leads exported' }).filter({ hasText: 'newsletter-subscribers' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'Wrong key' }).first()).toBeVisible();
    // Newest first, with the time zone named.
    const texts = await rows.allInnerTexts();
    const created = texts.findIndex((t) => t.includes('Post created') && t.includes(slug));
    const deleted = texts.findIndex((t) => t.includes('Post deleted') && t.includes(slug));
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(created);
    await expect(rows.nth(deleted).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M E[SD]T$/);

    const html = await page.content();
    expect(html).not.toContain(e2eEnv.ADMIN_KEY);
    expect(html).not.toContain(wrongKey);
    expect(html).not.toContain('198.51.100.77');
  });

  test('is refused without a session', async ({ request }) => {
    const response = await request.get('/admin/activity', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/admin$/);
  });
});
