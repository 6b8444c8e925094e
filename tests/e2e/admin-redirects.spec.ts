import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { createPost, setSessionCookie } from '../helpers/admin';
import { expectNoSeriousAxeViolations, redirectOf } from '../helpers/page-checks';

const toast = (page: Page, title: string, description: string | RegExp) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

async function renameSlug(page: Page, origin: string, title: string, slug: string) {
  await page.goto(`${origin}/admin`);
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await toast(page, 'Success', 'Blog post updated successfully');
}

test.describe.serial('a published post changes its slug', () => {
  const run = Date.now().toString(36);
  const title = `E2E Moving Post ${run}`;
  const [first, second, third] = ['one', 'two', 'three'].map((n) => `e2e-moving-${n}-${run}`) as [string, string, string];

  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));
  // Renaming through the editor takes several page loads.
  test.describe.configure({ timeout: 120_000 });

  test('the old URL answers 308 to the new one, in one hop, also from the cache', async ({ page, request, ownerSession }) => {
    await createPost(ownerSession, { title, slug: first, published: true });
    // Rendered and cached under the first slug before the change.
    expect((await request.get(`/blog/${first}`)).status()).toBe(200);
    await renameSlug(page, '', title, second);
    for (let i = 0; i < 2; i++) {
      expect(await redirectOf(request, `/blog/${first}`)).toEqual({ status: 308, locations: [`/blog/${second}`] });
    }
    await page.goto(`/blog/${first}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${second}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a second rename collapses the chain: every old slug goes straight to the current one', async ({ page, request }) => {
    await renameSlug(page, '', title, third);
    expect(await redirectOf(request, `/blog/${first}`)).toEqual({ status: 308, locations: [`/blog/${third}`] });
    expect(await redirectOf(request, `/blog/${second}`)).toEqual({ status: 308, locations: [`/blog/${third}`] });
    await page.goto('/admin/redirects');
    const row = page.getByRole('row').filter({ hasText: `/blog/${first}` });
    await expect(row).toContainText(`/blog/${third}`);
    await expect(row).toContainText('Old post slug');
  });

  test('deleting the post leaves no redirect: Post Not Found', async ({ page, request }) => {
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Success', 'Blog post deleted successfully');
    expect((await redirectOf(request, `/blog/${first}`)).status).toBe(404);
    const response = await page.goto(`/blog/${second}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  });
});

test.describe('manual redirects', () => {
  test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));
  const run = Date.now().toString(36);

  /** Sends the form and waits for its answer to be shown: two refusals in a row can read the same. */
  async function add(page: Page, source: string, target: string) {
    await page.getByLabel('Old path').fill(source);
    await page.getByLabel('Redirect to').fill(target);
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/redirects');
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await answered;
    await expect(page.getByRole('button', { name: 'Add redirect' })).toBeEnabled();
  }

  test('an old URL of the former site redirects to a page, and to an https URL', async ({ page, request }) => {
    await page.goto('/admin/redirects');
    await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
    await add(page, `/old-site-${run}/seo-services.html`, '/services');
    await toast(page, 'Redirect added', `/old-site-${run}/seo-services.html now redirects to /services`);
    await expect(page.getByRole('row').filter({ hasText: `/old-site-${run}/seo-services.html` })).toContainText('Manual');
    expect(await redirectOf(request, `/old-site-${run}/seo-services.html`)).toEqual({ status: 308, locations: ['/services'] });

    await add(page, `/old-site-${run}/partners`, 'https://example.com/partners');
    await toast(page, 'Redirect added', /now redirects to https:\/\/example\.com\/partners/);
    expect(await redirectOf(request, `/old-site-${run}/partners`)).toEqual({ status: 308, locations: ['https://example.com/partners'] });

    // A chain through a manual redirect is served as one hop.
    await add(page, `/old-site-${run}/services`, `/old-site-${run}/seo-services.html`);
    await toast(page, 'Redirect added', `/old-site-${run}/services now redirects to /old-site-${run}/seo-services.html`);
    expect(await redirectOf(request, `/old-site-${run}/services`)).toEqual({ status: 308, locations: ['/services'] });
    await expectNoSeriousAxeViolations(page);

    // Unmatched paths without a redirect are still the 404 page.
    expect((await request.get(`/old-site-${run}/nothing-here`)).status()).toBe(404);
  });

  test('a loop, a reserved path and a malformed target are refused with a clear message', async ({ page, request }) => {
    await page.goto('/admin/redirects');
    await add(page, `/loop-a-${run}`, `/loop-b-${run}`);
    await toast(page, 'Redirect added', `/loop-a-${run} now redirects to /loop-b-${run}`);
    await add(page, `/loop-b-${run}`, `/loop-a-${run}`);
    await expect(page.locator('#target-error')).toHaveText('This redirect would create a loop: its target leads back to the old path.');
    await expect(page.getByLabel('Old path')).toHaveValue(`/loop-b-${run}`);
    expect((await request.get(`/loop-b-${run}`, { maxRedirects: 0 })).status()).toBe(404);

    await add(page, '/admin/secret', '/');
    await expect(page.locator('#source-error')).toHaveText('Paths under /admin, /_next and /api cannot be redirected.');
    await add(page, `/bad-target-${run}`, 'javascript:alert(1)');
    await expect(page.locator('#target-error')).toHaveText('The target must be a path on this site (starting with /) or an https:// URL.');
    await add(page, `/bad-target-${run}`, 'http://example.com');
    await expect(page.locator('#target-error')).toHaveText('The target must be a path on this site (starting with /) or an https:// URL.');
    expect((await request.get(`/bad-target-${run}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a path a real page answers, a detour to the admin and a too-long chain are refused: no redirect is saved dead', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/redirects');
    const routed = 'A page of this site answers at this path, so a redirect from it would never be used.';
    for (const source of ['/contact', '/blog', '/sitemap.xml', '/robots.txt', '/blog/category/seo', '/blog/storm-playbook.svg', '/services/anything-at-all', '/blog/page/3']) {
      await add(page, source, '/services');
      await expect(page.locator('#source-error'), source).toHaveText(routed);
      await expect(page.getByRole('cell', { name: source, exact: true })).toHaveCount(0);
    }
    expect((await request.get('/contact', { maxRedirects: 0 })).status()).toBe(200);

    for (const source of ['/%61dmin', '/./admin']) {
      await add(page, source, '/services');
      await expect(page.locator('#source-error'), source).toHaveText('Paths under /admin, /_next and /api cannot be redirected.');
    }

    // Ten redirects in a row are followed, in one hop; an eleventh is refused before it is saved.
    const hop = (i: number) => `/chain-${run}-${i}`;
    for (let i = 0; i < 10; i++) {
      await add(page, hop(i), hop(i + 1));
      await toast(page, 'Redirect added', `${hop(i)} now redirects to ${hop(i + 1)}`);
    }
    expect(await redirectOf(request, hop(0))).toEqual({ status: 308, locations: [hop(10)] });
    await add(page, hop(10), '/services');
    await expect(page.locator('#target-error')).toHaveText(/would make a chain of more than 10 redirects/);
    await add(page, `/chain-${run}-start`, hop(0));
    await expect(page.locator('#target-error')).toHaveText(/would make a chain of more than 10 redirects/);
    expect(await redirectOf(request, hop(0))).toEqual({ status: 308, locations: [hop(10)] });
  });

  test('old addresses under the blog’s routes and with non-ASCII letters redirect once saved', async ({ page, request }) => {
    await page.goto('/admin/redirects');
    for (const source of [`/blog/category/old-topic-${run}`, `/blog/author/old-writer-${run}`, `/blog/Old_Post_${run}.html`, `/blog/page/old-${run}`]) {
      await add(page, source, '/services');
      await toast(page, 'Redirect added', `${source} now redirects to /services`);
      expect(await redirectOf(request, source), source).toEqual({ status: 308, locations: ['/services'] });
    }
    // Typed as a person reads it, stored as a browser asks for it.
    await add(page, `/alte-seite-${run}/über-uns`, '/about');
    await toast(page, 'Redirect added', `/alte-seite-${run}/%C3%BCber-uns now redirects to /about`);
    expect(await redirectOf(request, `/alte-seite-${run}/%C3%BCber-uns`)).toEqual({ status: 308, locations: ['/about'] });
    expect(await redirectOf(request, `/alte-seite-${run}/%c3%bcber-uns`)).toEqual({ status: 308, locations: ['/about'] });
  });
});
