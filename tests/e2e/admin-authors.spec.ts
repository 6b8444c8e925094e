import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { team } from '../../content/team';
import { createPost, setSessionCookie } from '../helpers/admin';

const priya = team.find((member) => member.name === 'Priya Raman')!;
const jordan = team.find((member) => member.name === 'Jordan Ellis')!;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

const toast = (page: Page, text: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
const cardLinks = (page: Page) => page.locator('main article h2 a');

test('an author page shows a post as soon as it is published, and drops it when its author changes', async ({ page, request, ownerSession }) => {
  const run = Date.now().toString(36);
  const title = `E2E Author Page ${run}`;
  const slug = `e2e-author-page-${run}`;
  // Rendered and cached before the post exists.
  expect(await (await request.get(`/blog/author/${priya.slug}`)).text()).not.toContain(slug);
  expect(await (await request.get(`/blog/author/${jordan.slug}`)).text()).not.toContain(slug);

  // Typed in lower case, as in the editor: the server files it under the team member.
  await createPost(ownerSession, { title, slug, author: 'priya raman', published: true });

  await page.goto(`/blog/author/${priya.slug}`);
  await expect(cardLinks(page).first()).toHaveAttribute('href', `/blog/${slug}`);
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('article header').getByRole('link', { name: priya.name })).toHaveAttribute('href', `/blog/author/${priya.slug}`);

  await page.goto('/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('Author', { exact: true }).fill(jordan.name);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Blog post updated successfully');

  await page.goto(`/blog/author/${priya.slug}`);
  await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(0);
  await page.goto(`/blog/author/${jordan.slug}`);
  await expect(cardLinks(page).first()).toHaveAttribute('href', `/blog/${slug}`);

  // Deleting it takes it off the page again.
  await page.goto('/admin');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.goto(`/blog/author/${jordan.slug}`);
  await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(0);
});
