import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { adminCopy } from '../../content/admin';
import { errorCopy } from '../../content/error';
import { adminErrorCopy } from '../../content/admin-error';
import { deletePostFailure, loginUnreachable, savePostFailure, updateLeadFailure } from '../../content/admin-form-failures';
import { draftKey } from '../../lib/posts/draft';
import { expectDashboard, loginWithForm, setSessionCookie } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { offlineURL } from '../helpers/servers';

/**
 * The admin under network failure: a failed save, delete or sign-in keeps the screen and what
 * was typed; the editor's copy in the browser survives a reload; leaving unsaved work asks first.
 */

type Fault = 'a 502 from the proxy' | 'a dropped connection';

async function failActions(page: Page, path: string, fault: Fault) {
  await page.route(`**${path}`, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
    if (fault === 'a 502 from the proxy') return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    return route.abort('connectionreset');
  });
}

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: errorCopy.heading })).toHaveCount(0);
}

const storedDraft = (page: Page, postId?: string) => page.evaluate((key) => window.localStorage.getItem(key), draftKey(postId));

/** The markdown editor's textarea once it has replaced the plain field. */
const editor = (page: Page) => page.locator('.w-md-editor textarea#post-content');

async function writePost(page: Page, slug: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('An hour of writing');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('Everything typed here must survive.');
  await editor(page).fill('## Storm prep\n\nEvery gutter, every roof.');
  await page.getByLabel('Tags', { exact: true }).fill('weather-campaigns');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
}

async function expectPost(page: Page, slug: string) {
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('An hour of writing');
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await expect(page.getByLabel('Excerpt')).toHaveValue('Everything typed here must survive.');
  await expect(page.locator('#post-content')).toHaveValue('## Storm prep\n\nEvery gutter, every roof.');
  await expect(page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem')).toHaveText(['weather-campaigns']);
}

const run = Date.now().toString(36);

test.describe('the post editor', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

  for (const fault of ['a 502 from the proxy', 'a dropped connection'] as const) {
    test(`${fault} on save: 'Failed to save blog post', and title, slug, excerpt, tags and content all stay`, async ({ page }) => {
      const slug = `e2e-failed-save-${fault.length}-${run}`;
      await page.goto('/admin/posts/new');
      await writePost(page, slug);
      await failActions(page, '/admin/posts/new', fault);
      await page.getByRole('button', { name: 'Create Post' }).click();
      await toast(page, savePostFailure.title, savePostFailure.message);
      await expectNoErrorScreen(page);
      await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
      await expectPost(page, slug);
      await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();
    });
  }

  test('a reload offers the unsaved copy back; restore fills every field, a save clears the copy', async ({ page }) => {
    const slug = `e2e-restored-${run}`;
    await page.goto('/admin/posts/new');
    await writePost(page, slug);
    // Focus leaving a field saves at once (the timer would within 3 s).
    await page.getByLabel('Author').click();
    await expect.poll(() => storedDraft(page)).toContain('Every gutter, every roof.');

    await page.reload();
    const prompt = page.getByRole('region', { name: adminCopy.draft.title });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await prompt.getByRole('button', { name: adminCopy.draft.restore }).click();
    await expect(prompt).toBeHidden();
    await expectPost(page, slug);

    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Success', 'Blog post created successfully');
    await expectDashboard(page);
    expect(await storedDraft(page)).toBeNull();
    await page.goto('/admin/posts/new');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: adminCopy.draft.title })).toHaveCount(0);
  });

  test('an edit is kept per post; discard drops it and shows the saved post', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: 'Schema Markup' }).first().getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(/\/edit$/);
    const id = page.url().match(/posts\/([0-9a-f-]{36})\/edit/)![1]!;
    const excerpt = page.getByLabel('Excerpt');
    const saved = await excerpt.inputValue();
    await excerpt.fill('An unsaved excerpt');
    // The timer alone: no blur.
    await expect.poll(() => storedDraft(page, id), { timeout: 8_000 }).toContain('An unsaved excerpt');
    expect(await storedDraft(page)).toBeNull();

    await page.reload();
    const prompt = page.getByRole('region', { name: adminCopy.draft.title });
    await prompt.getByRole('button', { name: adminCopy.draft.discard }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByLabel('Excerpt')).toHaveValue(saved);
    expect(await storedDraft(page, id)).toBeNull();
  });

  test('leaving with unsaved changes asks first: closing the tab and the in-app back link', async ({ page }) => {
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-written');

    // A dialog blocks the action that opened it until it is answered: answer it as it opens.
    const dialogs: { type: string; message: string }[] = [];
    let answer: 'accept' | 'dismiss' = 'dismiss';
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() });
      void dialog[answer]();
    });

    await page.getByRole('link', { name: '← Back to Admin' }).click();
    await expect.poll(() => dialogs).toEqual([{ type: 'confirm', message: adminCopy.draft.leave }]);
    await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Half-written');

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.map((dialog) => dialog.type)).toEqual(['confirm', 'beforeunload']);
    expect(page.isClosed()).toBe(false);

    answer = 'accept';
    await page.getByRole('link', { name: '← Back to Admin' }).click();
    await expectDashboard(page);
  });

  test('an untouched editor leaves without asking', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto('/admin/posts/new');
    await expect(page.locator('.w-md-editor')).toBeVisible();
    await page.getByRole('link', { name: '← Back to Admin' }).click();
    await expectDashboard(page);
    expect(dialogs).toEqual([]);
  });
});

test.describe('other admin requests that fail', () => {
  test('delete on a dropped connection: the error toast, and the post is still there', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ hasText: 'Schema Markup' }).first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await failActions(page, '/admin', 'a dropped connection');
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, deletePostFailure.title, deletePostFailure.message);
    await expectNoErrorScreen(page);
    await page.unroute('**/admin');
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a lead save on a dropped connection keeps the status chosen and the note; a save that works shows the new status', async ({ page, context, request, ownerSession }) => {
    const email = `pipeline-drop.${run}@example.com`;
    const name = `Drop ${run}`;
    await submitWithoutJs(request, '/contact', 0, { fullName: name, email, message: 'Storm leads for Lee County, please.' }, { 'x-real-ip': '203.0.113.91' });
    await setSessionCookie(context, ownerSession);
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').first();
    const status = card.getByLabel('Status', { exact: true });
    const save = card.getByRole('button', { name: /^Save status and note/ });

    await status.selectOption('contacted');
    await save.click();
    await toast(page, 'Lead updated', `${name} is now Contacted.`);
    await expect(card.getByTestId('lead-status')).toHaveText('Contacted');
    await expect(status).toHaveValue('contacted');

    await status.selectOption('won');
    await card.getByLabel('Internal note').fill('Signed on the call; send the contract Monday.');
    await failActions(page, '/admin/leads*', 'a dropped connection');
    await save.click();
    await toast(page, updateLeadFailure.title, updateLeadFailure.message);
    await expectNoErrorScreen(page);
    await expect(status).toHaveValue('won');
    await expect(card.getByLabel('Internal note')).toHaveValue('Signed on the call; send the contract Monday.');
    await expect(card.getByTestId('lead-status')).toHaveText('Contacted');
  });

  test('an invitation or a role change on a dropped connection keeps every choice; a role saved shows in its select', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin/staff');
    const person = { name: `Priya Raman ${run}`, email: `priya.${run}@brightline.example` };
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(person.email);
    await page.getByLabel('Role', { exact: true }).selectOption('author');
    await failActions(page, '/admin/staff', 'a dropped connection');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'could not be reached' })).toBeVisible();
    await expectNoErrorScreen(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(person.name);
    await expect(page.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(person.email);
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('author');

    await page.unroute('**/admin/staff');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByLabel('Invitation link (shown once)')).toBeVisible();
    const row = page.getByRole('listitem', { name: person.name });
    const role = row.getByLabel(`Change role: ${person.name}`);
    await expect(role).toHaveValue('author');

    await role.selectOption('editor');
    await row.getByRole('button', { name: `Save role: ${person.name}` }).click();
    await toast(page, 'Role changed', `${person.name} is now Editor.`);
    await expect(row).toContainText('Editor');
    await expect(role).toHaveValue('editor');

    await role.selectOption('administrator');
    await failActions(page, '/admin/staff', 'a dropped connection');
    await row.getByRole('button', { name: `Save role: ${person.name}` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'could not be reached' })).toBeVisible();
    await expect(role).toHaveValue('administrator');
  });

  test('sign-in on a 502: a clear message, the login screen stays', async ({ page }) => {
    await failActions(page, '/admin', 'a 502 from the proxy');
    await loginWithForm(page, 'any-key');
    await expect(page.locator('#admin-key-error')).toHaveText(`${loginUnreachable.title}: ${loginUnreachable.message}`);
    await toast(page, loginUnreachable.title, loginUnreachable.message);
    await expectNoErrorScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });

  test('an admin screen while the database is down says so in the server HTML, with a way back', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    // The same build with its database unreachable (playwright.config.ts): no screen can load.
    const html = await (await context.request.get(`${offlineURL}/admin/leads`)).text();
    expect(html).toContain(adminErrorCopy.outage.heading);
    expect(html).toContain('Nothing you saved is lost');
    await page.goto(`${offlineURL}/admin/leads`);
    await expect(page.getByRole('heading', { level: 1, name: adminErrorCopy.outage.heading })).toBeVisible();
    await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
    await expect(page.getByRole('link', { name: errorCopy.retry })).toHaveAttribute('href', '/admin/leads');
    await expect(page.getByRole('link', { name: adminErrorCopy.home.label })).toHaveAttribute('href', '/admin');
  });
});
