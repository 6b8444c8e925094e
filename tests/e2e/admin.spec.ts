import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { xssPayloads } from '../fixtures/xss-payloads';
import { cookieName, expectDashboard, expectLoginScreen, loginWithForm, setSessionCookie, signIn } from '../helpers/admin';
import { e2eEnv } from '../helpers/servers';
import { expectNoSeriousAxeViolations, expectSkipLinkToMain } from '../helpers/page-checks';

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

test.describe('sign in', () => {
  test('shows the login screen without a session', async ({ page }) => {
    const response = await page.goto('/admin');
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expectLoginScreen(page);
    await expect(page.getByLabel('Admin Key')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle('Blog Administration Dashboard');
    await expectNoSeriousAxeViolations(page);
  });

  test('a wrong key is refused with a toast', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-real-ip': '198.51.100.10' });
    await loginWithForm(page, 'not-the-key');
    await toast(page, 'Invalid Key', 'Please enter the correct admin key');
    await expectLoginScreen(page);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(cookieName);
  });

  test('the right key opens the dashboard with a hardened session cookie', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-real-ip': '198.51.100.11' });
    await loginWithForm(page, e2eEnv.ADMIN_KEY);
    await toast(page, 'Authenticated', 'Admin access granted');
    await expectDashboard(page);
    const cookie = (await page.context().cookies()).find((c) => c.name === cookieName);
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie!.name.startsWith('__Host-')).toBe(true);
    const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    // The expiry is stored in whole seconds, so it may lie up to a second past eight hours from now.
    expect(hours).toBeLessThanOrEqual(8 + 1 / 3600);
    expect(cookie!.value).not.toContain(e2eEnv.ADMIN_KEY);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width} px a new toast replaces the old one, below the header's buttons`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.setExtraHTTPHeaders({ 'x-real-ip': `198.51.100.${viewport.width === 390 ? 13 : 12}` });
      await page.goto('/admin');
      await page.getByLabel('Admin Key').fill('not-the-key');
      await page.getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Invalid Key', 'Please enter the correct admin key');
      // The right key on the same page: the dashboard replaces the form, the toast region stays.
      await page.getByLabel('Admin Key').fill(e2eEnv.ADMIN_KEY);
      await page.getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Authenticated', 'Admin access granted');
      await expectDashboard(page);
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invalid Key' })).toHaveCount(0);
      const header = (await page.getByRole('banner').boundingBox())!;
      // Polled: the toast slides in from above, so a first look can catch it on its way.
      await expect.poll(async () => (await page.locator('[data-sonner-toast]').boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header.y + header.height);
      // Nothing covers the header's buttons: a trial click finds each one clickable.
      for (const name of viewport.width === 390 ? ['Menu'] : ['Log out', 'Log out everywhere']) {
        await page.getByRole('banner').getByRole('button', { name, exact: true }).click({ trial: true, timeout: 2_000 });
      }
    });
  }

  test('log out ends the session', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/admin');
    await expectDashboard(page);
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expectLoginScreen(page);
    expect((await context.cookies()).map((c) => c.name)).not.toContain(cookieName);
  });
});

test.describe('dashboard', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

  test('lists every post with its status, author, date and tags', async ({ page }) => {
    await page.goto('/admin');
    await expectDashboard(page);
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').filter({ has: page.locator('article') });
    // The list streams in behind skeleton cards after the heading: wait for it, not just count.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(12);
    // By the status badge: a published post may have "draft" in its title (the staff spec's does).
    const draft = cards.filter({ has: page.getByText('Draft', { exact: true }) }).first();
    await expect(draft).toContainText(/By .+/);
    await expect(draft).toContainText(/Created: [A-Z][a-z]{2} \d{2}, \d{4}/);
    await expect(draft.getByRole('link', { name: /^View/ })).toHaveCount(0);
    await expect(draft.getByRole('link', { name: /^Preview draft/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A seed post known to carry tags: other specs publish posts without any, and sort first.
    await page.goto(`/admin?q=${encodeURIComponent('How Google AI Overviews Choose')}`);
    const published = cards.filter({ has: page.getByText('Published', { exact: true }) });
    await expect(published).toHaveCount(1);
    await expect(published.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
    await expect(published.getByRole('list', { name: 'Tags' })).toContainText('ai-seo');
  });

  test('Clear filters empties every filter field, not only the address', async ({ page }) => {
    await page.goto('/admin?status=draft&q=Storm');
    const filters = page.getByRole('search', { name: 'Filter posts' });
    await expect(filters.getByLabel('Status', { exact: true })).toHaveValue('draft');
    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(filters.getByLabel('Status', { exact: true })).toHaveValue('');
    await expect(filters.getByLabel('Title contains', { exact: true })).toHaveValue('');
  });

  test('the first Tab stop skips the header to the page', async ({ page }) => {
    await page.goto('/admin');
    await expectSkipLinkToMain(page);
  });

  test('the form checks required fields and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/posts/new');
    await expect(page.getByRole('link', { name: '← Back to Admin' })).toHaveAttribute('href', '/admin');
    await page.getByRole('button', { name: 'Create Post' }).click();
    for (const message of ['Title is required', 'Slug is required', 'Excerpt is required', 'Content is required']) {
      await expect(page.locator('main form').getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Excerpt').fill('Kept excerpt');
    await page.getByLabel('Image URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.locator('#imageUrl-error')).toHaveText('Use a site path such as /blog/image.svg or an https:// URL');
    await expect(page.getByLabel('Excerpt')).toHaveValue('Kept excerpt');
    await expect(page.getByLabel('Image URL')).toHaveValue('javascript:alert(1)');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The whole editor with its errors showing, the markdown toolbar included: every toolbar
    // button has a name, and its icon is not announced as an unlabelled image.
    await expect(page.getByRole('button', { name: /^Add bold text/ })).toBeVisible();
    await expect(page.locator('.w-md-editor-toolbar svg[role="img"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('slug follows the title when creating, tags add and remove', async ({ page }) => {
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('  Storm Season: 10 Things to Fix!  ');
    await expect(page.getByLabel('Slug')).toHaveValue('storm-season-10-things-to-fix');
    const tag = page.getByLabel('Tags', { exact: true });
    await tag.fill(' seo ');
    await tag.press('Enter');
    await tag.fill('seo');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await tag.fill('paid-media');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await tag.fill('   ');
    await tag.press('Enter');
    const selected = page.getByRole('list', { name: 'Selected tags' });
    await expect(selected.getByRole('listitem')).toHaveText(['seo', 'paid-media']);
    await page.getByRole('button', { name: 'Remove tag seo' }).click();
    await expect(selected.getByRole('listitem')).toHaveText(['paid-media']);
  });

  test('a slug already in use is a field error, not a crash', async ({ page }) => {
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Duplicate');
    await page.getByLabel('Slug').fill('llm-crawlability-checklist');
    await page.getByLabel('Excerpt').fill('x');
    await page.locator('#post-content').fill('Body');
    await page.getByLabel('Author').fill('Marcus Delaney');
    await page.getByLabel('Tags', { exact: true }).fill('seo');
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await page.getByLabel('Publish immediately').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.locator('#slug-error')).toHaveText('Another post already uses this slug. Choose a different one.');
    await toast(page, 'Error', 'Another post already uses this slug.');
    // Everything typed survives a failure the server finds, not only the schema's.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Duplicate');
    await expect(page.getByLabel('Excerpt')).toHaveValue('x');
    await expect(page.getByLabel('Author')).toHaveValue('Marcus Delaney');
    await expect(page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem')).toHaveText(['seo']);
    await expect(page.getByLabel('Publish immediately')).toBeChecked();
  });

  test("a delete after the session ended shows the server's reason and deletes nothing", async ({ page, context, ownerSession }) => {
    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ hasText: 'Schema Markup' }).first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await context.clearCookies();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Error', 'Your admin session has ended. Sign in again.');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await setSessionCookie(context, ownerSession);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});

test.describe.serial('a post from draft to deletion', () => {
  const slug = `e2e-storm-checklist-${Date.now().toString(36)}`;

  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

  test('create a draft: hidden from the public, visible in preview', async ({ page, browser }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Storm Checklist');
    // As a person would: the slug the title gives appears, and then it is replaced by hand. Filled
    // while that update was still on its way, the field kept both.
    await expect(page.getByLabel('Slug')).toHaveValue('e2e-storm-checklist');
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill('A checklist written by the e2e suite.');
    await page.locator('#post-content').fill('## First steps\n\nCheck **every** gutter.\n\n- one\n- two\n\n[Contact](/contact)');
    await page.getByLabel('Author').fill('Marcus Delaney');
    // Hold the save briefly so the pending state can be seen.
    await page.route('**/admin/posts/new', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await toast(page, 'Success', 'Blog post created successfully');
    await expectDashboard(page);
    const card = page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist' });
    await expect(card).toContainText('Draft');

    const anonymous = await browser.newContext();
    expect((await anonymous.request.get(`/blog/${slug}`)).status()).toBe(404);
    await anonymous.close();

    const [preview] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('link', { name: /^Preview draft/ }).click()]);
    await expect(preview).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('E2E Storm Checklist');
  });

  test('publish it: the markdown renders on /blog and the post page', async ({ page }) => {
    // /blog is served from the incremental cache; publishing must still show on the next request.
    await page.request.get('/blog');
    expect((await page.request.get('/blog')).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist' }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Storm Checklist, Revised');
    // Editing never re-derives the slug.
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Publish immediately').check();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Success', 'Blog post updated successfully');
    await expect(page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist, Revised' })).toContainText('Published');

    await page.goto('/blog');
    await expect(page.locator('main article').getByRole('heading', { name: 'E2E Storm Checklist, Revised' })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Storm Checklist, Revised');
    await expect(page.locator('.prose-body h2')).toHaveText('First steps');
    await expect(page.locator('.prose-body strong')).toHaveText('every');
    await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
  });

  test('edit the body: the public page shows the change on the next request', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist, Revised' }).getByRole('link', { name: /^Edit/ }).click();
    await page.locator('#post-content').fill('## Updated section\n\nFresh copy.');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Success', 'Blog post updated successfully');
    await page.goto(`/blog/${slug}`);
    await expect(page.locator('.prose-body h2')).toHaveText('Updated section');
  });

  test('delete it after confirming: Post Not Found afterwards', async ({ page }) => {
    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist, Revised' });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this blog post?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Success', 'Blog post deleted successfully');
    await expect(page.getByRole('listitem').filter({ hasText: 'E2E Storm Checklist, Revised' })).toHaveCount(0);
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  });
});

test('stored XSS payloads never execute on the public page', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  const slug = `e2e-xss-${Date.now().toString(36)}`;
  const sample = xssPayloads.filter((_, i) => i % 3 === 0);
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('XSS corpus sample');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('<img src=x onerror=alert(1)> excerpt');
  await page.locator('#post-content').fill(sample.join('\n\n'));
  await page.getByLabel('Publish immediately').check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Success', 'Blog post created successfully');

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const path of [`/blog/${slug}`, '/blog', '/admin']) {
    await page.goto(path);
    await page.waitForTimeout(500);
    await page.mouse.move(200, 300);
    await page.mouse.move(600, 500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});

test.describe('admin at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dashboard, editor, leads, activity and newsletter fit the screen', async ({ page, context, ownerSession }) => {
    await setSessionCookie(context, ownerSession);
    for (const path of ['/admin', '/admin/posts/new', '/admin/leads', '/admin/activity', '/admin/newsletter']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  // The sections in the Menu: admin-navigation.spec.ts.
  test('the header is one row; the log-outs are named in the Menu', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/admin');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('button', { name: 'Log out', exact: true })).toBeHidden();
    await menu.click();
    const logOut = page.getByRole('button', { name: 'Log out', exact: true });
    const everywhere = page.getByRole('button', { name: 'Log out everywhere', exact: true });
    await expect(logOut).toBeVisible();
    await expect(everywhere).toBeVisible();
    // The key holder is named once, not "Owner (Owner)".
    await expect(page.getByText('Signed in as the Owner (admin key)', { exact: true })).toBeVisible();
    await expect(everywhere).toHaveAccessibleDescription('Ends the admin session on every device');
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(logOut).toBeHidden();
    await menu.click();
    await logOut.click();
    await expectLoginScreen(page);
  });
});

test('an unknown post in the editor is the plain 404: the logo and a way home, no site navigation', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  const response = await page.goto('/admin/posts/00000000-0000-4000-8000-000000000000/edit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
  // In the site's stylesheet, which the root layout alone does not bring: a dark page, the logo its own size.
  await expect(page.getByRole('banner').locator('xpath=..')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  expect((await page.getByRole('banner').locator('svg').boundingBox())?.height).toBe(32);
  // This boundary ships with every page (the Florida landing page included), so it carries no islands.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
