import { expect, test, type Page } from '@playwright/test';
import { team } from '../../content/team';
import { signIn } from '../helpers/admin';

const priya = team.find((member) => member.name === 'Priya Raman')!;
const jordan = team.find((member) => member.name === 'Jordan Ellis')!;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeEach(async ({ context }) => signIn(context));

const toast = (page: Page, text: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
const cardLinks = (page: Page) => page.locator('main article h2 a');

test('an author page shows a post as soon as it is published, and drops it when its author changes', async ({ page, request }) => {
  const run = Date.now().toString(36);
  const title = `E2E Author Page ${run}`;
  const slug = `e2e-author-page-${run}`;
  // Rendered and cached before the post exists.
  expect(await (await request.get(`/blog/author/${priya.slug}`)).text()).not.toContain(slug);
  expect(await (await request.get(`/blog/author/${jordan.slug}`)).text()).not.toContain(slug);

  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post by a team member, typed in lower case.');
  await page.getByLabel('Author', { exact: true }).fill('priya raman');
  await page.locator('#post-content').fill('## Body\n\nText.');
  // Tagged like every seeded post, so the dashboard suite's expectations hold while this runs.
  await page.getByLabel('Tags', { exact: true }).fill('seo');
  await page.getByLabel('Tags', { exact: true }).press('Enter');
  await page.getByLabel('Publish immediately').check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Blog post created successfully');

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
