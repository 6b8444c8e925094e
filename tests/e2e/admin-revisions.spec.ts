import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

const run = Date.now().toString(36);
const title = `E2E Revisions ${run}`;
const slug = `e2e-revisions-${run}`;

async function openEditor(page: Page) {
  await page.goto('/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
}

async function saveContent(page: Page, content: string) {
  await page.locator('#post-content').fill(content);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Success', 'Blog post updated successfully');
}

test('every save keeps a revision; one is compared with the current text and restored after a confirmation', async ({ page, context, ownerSession }) => {
  test.setTimeout(90_000);
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post the revision test writes three times.');
  await page.locator('#post-content').fill('## Version one\n\nThe first text.\n\nA closing line.');
  // Tagged like every published post, so the dashboard tests running beside this one hold.
  await page.getByRole('textbox', { name: 'Tags' }).fill('seo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Publish immediately').check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Success', 'Blog post created successfully');

  await openEditor(page);
  await saveContent(page, '## Version two\n\nThe second text.\n\nA closing line.');

  await openEditor(page);
  const revisions = page.getByRole('region', { name: 'Revisions' });
  const items = revisions.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Current');
  // Signed in with the key: revisions name the Owner (staff are named by their names).
  await expect(items.nth(1)).toContainText('Saved by Owner');

  // The diff works without script: a disclosure rendered by the server.
  await items.nth(1).getByText('Compare with current').click();
  const diff = items.nth(1).locator('pre');
  await expect(diff.locator('span.block').filter({ hasText: 'Revision: ## Version one' })).toBeVisible();
  await expect(diff.locator('span.block').filter({ hasText: 'Current: ## Version two' })).toBeVisible();
  await expect(diff).toContainText('A closing line.');
  // What this feature adds (admin.spec.ts checks the whole editor).
  await expectNoSeriousAxeViolations(page, 'section[aria-labelledby="revisions-title"]');

  // A restore asks first, as a delete does; Cancel changes nothing.
  await items.nth(1).getByRole('button', { name: /^Restore the revision of/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this revision?' });
  await expect(dialog).toContainText('If the post is published, its public page changes too.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(2);
  await expect(page.locator('#post-content')).toHaveValue('## Version two\n\nThe second text.\n\nA closing line.');

  await items.nth(1).getByRole('button', { name: /^Restore the revision of/ }).click();
  await expectNoSeriousAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await toast(page, 'Success', 'Revision restored');
  // The editor reopens with the restored text, and restoring is itself a revision.
  await expect(page.locator('#post-content')).toHaveValue('## Version one\n\nThe first text.\n\nA closing line.');
  await expect(items).toHaveCount(3);
  await items.first().getByText('Compare with current').count().then((n) => expect(n).toBe(0));
  await items.nth(1).getByText('Compare with current').click();
  await expect(items.nth(1).locator('pre')).toContainText('Version two');

  const response = await page.goto(`/blog/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('.prose-body h2')).toHaveText('Version one');

  await page.goto('/admin/activity');
  await expect(page.getByRole('table', { name: 'Admin activity' })).toContainText('Revision restored');

  // Leave the dashboard as it was.
  await page.goto('/admin');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Success', 'Blog post deleted successfully');
});
