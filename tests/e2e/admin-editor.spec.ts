import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

const run = Date.now().toString(36);
const toolbar = (page: Page) => page.locator('.w-md-editor-toolbar');

test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

test('the markdown toolbar offers headings 2–4 and the usual marks, every button named and one size', async ({ page }) => {
  await page.goto('/admin/posts/new');
  await expect(toolbar(page)).toBeVisible();
  const buttons = toolbar(page).getByRole('button');
  const names = ['Heading 2', 'Heading 3', 'Heading 4', 'Add bold text', 'Add italic text', 'Add unordered list', 'Add ordered list', 'Insert a quote', 'Insert code', 'Insert Code Block', 'Add a link', 'Write', 'Write and preview side by side', 'Preview'];
  await expect(buttons).toHaveCount(names.length);
  // Each name ends with its shortcut, as the tooltip shows it.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [index, name] of names.entries()) await expect(buttons.nth(index)).toHaveAccessibleName(new RegExp(`^${escape(name)} \\(ctrl \\+ [^)]+\\)$`));
  await expect(toolbar(page).getByRole('button', { name: /Heading 1|Title 1/ })).toHaveCount(0);
  const sizes = await buttons.evaluateAll((all) => all.map((button) => `${button.getBoundingClientRect().width}x${button.getBoundingClientRect().height}`));
  expect(new Set(sizes)).toEqual(new Set(['32x32']));

  // Heading 2 marks the line; ctrl + 1 (a heading 1) does nothing.
  const text = page.locator('#post-content');
  await text.fill('Storm prep for roofers');
  await text.press('Control+1');
  await expect(text).toHaveValue('Storm prep for roofers');
  await toolbar(page).getByRole('button', { name: /^Heading 2/ }).click();
  await expect(text).toHaveValue('## Storm prep for roofers');
  await expectNoSeriousAxeViolations(page);
});

test('the toolbar fits a phone, wrapping whole buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/posts/new');
  await expect(toolbar(page)).toBeVisible();
  const card = (await page.locator('.w-md-editor').boundingBox())!;
  for (const button of await toolbar(page).getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a title typed before the editor is interactive is kept, the slug follows it, and the post saves', async ({ page }) => {
  // Hold the page's scripts while the title is typed, as a slow connection or a busy laptop does.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/admin/posts/new', { waitUntil: 'domcontentloaded' });
  const title = `Typed before hydration ${run}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially(title);
  await page.getByLabel('Excerpt').fill('Written while the page was still loading.');
  await expect(page.getByLabel('Slug')).toHaveValue('');
  release();

  const slug = `typed-before-hydration-${run}`;
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByText(`Public address: /blog/${slug}`)).toBeVisible();
  // Interactive now: typing on goes on following.
  await page.getByRole('textbox', { name: 'Title', exact: true }).press('End');
  await page.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially(' again');
  await expect(page.getByLabel('Slug')).toHaveValue(`${slug}-again`);

  await page.locator('#post-content').fill('## Body\n\nText.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Blog post created successfully' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `${title} again` });
  await expect(card).toContainText('Draft');

  // Leave the dashboard as it was.
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Blog post deleted successfully' })).toBeVisible();
});
