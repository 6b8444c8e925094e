import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../helpers/admin';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

const toolbar = (page: Page) => page.locator('.w-md-editor-toolbar');

test.beforeEach(async ({ context }) => signIn(context));

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
