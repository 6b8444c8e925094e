import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import sharp from 'sharp';
import { setSessionCookie, withAuthenticator } from '../helpers/admin';
import { baseURL, e2eEnv } from '../helpers/servers';
import { uploadCopy } from '../../content/uploads';

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

const run = Date.now().toString(36);
const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.webp$/;

async function fillPost(page: Page, title: string, slug: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post with an uploaded featured image.');
  await page.locator('#post-content').fill('## Storm prep\n\nEvery gutter, every roof.');
  // Tagged like every published post, so the dashboard tests running beside this one hold.
  await page.getByRole('textbox', { name: 'Tags' }).fill('seo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test('an uploaded image shows on the public post and its card with its width and height', async ({ page, context, request, ownerSession }) => {
  test.setTimeout(90_000);
  const title = `E2E Upload ${run}`;
  const slug = `e2e-upload-${run}`;
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await fillPost(page, title, slug);
  await page.getByLabel('Publish immediately').check();

  // A wide PNG named .jpg: judged by its content, scaled to 1600 px.
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1e3a8a' } }).png().toBuffer();
  await expect(page.locator('label[for="featured-image"]').filter({ hasText: uploadCopy.choose })).toBeVisible();
  await page.getByLabel('Featured image').setInputFiles({ name: 'storm.jpg', mimeType: 'image/jpeg', buffer: png });
  await expect(page.getByText(uploadCopy.uploaded)).toBeVisible();
  await expect(page.getByRole('img', { name: uploadCopy.previewAlt })).toBeVisible();
  // Beside the preview: the file's name and a button to replace it, not the browser's 'No file chosen'.
  await expect(page.getByTestId('featured-image-file')).toHaveText('storm.jpg');
  await expect(page.locator('label[for="featured-image"]').filter({ hasText: uploadCopy.replace })).toBeVisible();
  const input = page.locator('#featured-image');
  await expect(input).toHaveAccessibleName(uploadCopy.label);
  expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
  const imageUrl = await page.getByLabel('Image URL').inputValue();
  expect(imageUrl).toMatch(MEDIA_URL);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Success', 'Blog post created successfully');

  await page.goto(`/blog/${slug}`);
  const featured = page.getByRole('img', { name: `Featured illustration for “${title}”` });
  await expect(featured).toHaveAttribute('src', imageUrl);
  await expect(featured).toHaveAttribute('width', '1600');
  await expect(featured).toHaveAttribute('height', '800');
  await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);

  const file = await request.get(imageUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  // Kept in the database, not on this server's disk: any server of the database serves it.
  const hash = imageUrl.slice('/media/'.length, -'.webp'.length);
  expect(existsSync(path.join(e2eEnv.DATA_DIR, 'pglite'))).toBe(true);
  expect(existsSync(path.join(e2eEnv.DATA_DIR, 'uploads', `${hash}.webp`))).toBe(false);
  // The name is the content's hash, and so its ETag: a revalidation costs no bytes.
  expect(file.headers()['etag']).toBe(`"${hash}"`);
  const revalidated = await request.get(imageUrl, { headers: { 'If-None-Match': `"${hash}"` } });
  expect(revalidated.status()).toBe(304);
  expect((await revalidated.body()).byteLength).toBe(0);
  expect((await request.get('/media/' + '0'.repeat(64) + '.webp', { headers: { 'If-None-Match': `"${'0'.repeat(64)}"` } })).status()).toBe(404);
  for (const path of ['/media/' + '0'.repeat(64) + '.webp', '/media/..%2F..%2Fpglite%2FPG_VERSION', '/media/..%5C..%5Cpglite', `${imageUrl.replace('.webp', '.png')}`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }

  await page.goto('/blog');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.locator('img')).toHaveAttribute('src', imageUrl);
  await expect(card.locator('img')).toHaveAttribute('width', '1600');
  await expect(card.locator('img')).toHaveAttribute('height', '800');

  await page.goto('/admin/activity');
  await expect(page.getByRole('table', { name: 'Admin activity' })).toContainText('Featured image uploaded');

  // Leave the dashboard as it was.
  await page.goto('/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Success', 'Blog post deleted successfully');
});

test('a copy restored from the browser keeps the uploaded image’s size, and so do search results', async ({ page, context, ownerSession }) => {
  test.setTimeout(90_000);
  const title = `E2E Upload Restored ${run}`;
  const slug = `e2e-upload-restored-${run}`;
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await fillPost(page, title, slug);
  await page.getByLabel('Publish immediately').check();
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#14532d' } }).png().toBuffer();
  await page.getByLabel('Featured image').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(uploadCopy.uploaded)).toBeVisible();
  const imageUrl = await page.getByLabel('Image URL').inputValue();
  expect(imageUrl).toMatch(MEDIA_URL);

  // Focus leaving a field keeps a copy at once; a reload offers it back.
  await page.getByLabel('Author').click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('brightline:post-draft:new'))).toContain(imageUrl);
  await page.reload();
  await page.getByRole('region', { name: 'Restore unsaved changes?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Image URL')).toHaveValue(imageUrl);
  await expect(page.getByRole('img', { name: uploadCopy.previewAlt })).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Success', 'Blog post created successfully');

  await page.goto(`/blog/${slug}`);
  const featured = page.getByRole('img', { name: `Featured illustration for “${title}”` });
  await expect(featured).toHaveAttribute('width', '1600');
  await expect(featured).toHaveAttribute('height', '800');

  await page.goto(`/blog/search?q=${encodeURIComponent(`"${title}"`)}`);
  const hit = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(hit.locator('img')).toHaveAttribute('src', imageUrl);
  await expect(hit.locator('img')).toHaveAttribute('width', '1600');
  await expect(hit.locator('img')).toHaveAttribute('height', '800');

  // Leave the dashboard as it was.
  await page.goto('/admin');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await toast(page, 'Success', 'Blog post deleted successfully');
});

test('a bad file is refused with a message and everything typed stays', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  await fillPost(page, `E2E Bad upload ${run}`, `e2e-bad-upload-${run}`);
  await page.getByLabel('Image URL').fill('/blog/storm.svg');

  await page.getByLabel('Featured image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Meeting notes, not a picture.\n') });
  await expect(page.getByText(uploadCopy.wrongType)).toBeVisible();
  await expect(page.getByLabel('Featured image')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Featured image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText(uploadCopy.tooLarge)).toBeVisible();

  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E Bad upload ${run}`);
  await expect(page.getByLabel('Slug')).toHaveValue(`e2e-bad-upload-${run}`);
  await expect(page.getByLabel('Excerpt')).toHaveValue('A post with an uploaded featured image.');
  await expect(page.locator('#post-content')).toHaveValue('## Storm prep\n\nEvery gutter, every roof.');
  await expect(page.getByLabel('Image URL')).toHaveValue('/blog/storm.svg');
  await expect(page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem')).toHaveText(['seo']);
  await expect(page.getByLabel('Publish immediately')).not.toBeChecked();
});

test('when image storage cannot take the file, the editor says so and everything typed stays', async ({ page, context, ownerSession }) => {
  // The route's answer is stood in for here; tests/unit/media/store.test.ts gets it from a
  // Storage URL on a closed port.
  await setSessionCookie(context, ownerSession);
  await page.route('**/admin/uploads', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: uploadCopy.storageUnreachable }) }),
  );
  await page.goto('/admin/posts/new');
  await fillPost(page, `E2E Storage down ${run}`, `e2e-storage-down-${run}`);
  await page.getByLabel('Image URL').fill('/blog/storm.svg');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).png().toBuffer();
  await page.getByLabel('Featured image').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#featured-image-error')).toHaveText(uploadCopy.storageUnreachable);
  await expect(page.getByLabel('Image URL')).toHaveValue('/blog/storm.svg');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`E2E Storage down ${run}`);
});

test('the upload route refuses a large body, a form post and a visitor without a session', async ({ page, context, playwright, baseURL, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  await page.goto('/admin/posts/new');
  const big = await page.request.post('/admin/uploads', { data: Buffer.alloc(5 * 1024 * 1024 + 1), headers: { 'Content-Type': 'application/octet-stream' } });
  expect(big.status()).toBe(413);
  const text = await page.request.post('/admin/uploads', { data: 'hello', headers: { 'Content-Type': 'text/plain' } });
  expect(text.status()).toBe(415);
  const crossSite = await page.request.post('/admin/uploads', {
    data: Buffer.from('x'),
    headers: { 'Content-Type': 'application/octet-stream', Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);

  const visitor = await playwright.request.newContext({ baseURL });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
  const anonymous = await visitor.post('/admin/uploads', { data: png, headers: { 'Content-Type': 'application/octet-stream' }, maxRedirects: 0 });
  expect(anonymous.status()).not.toBe(201);
  expect(anonymous.status()).toBeGreaterThanOrEqual(300);
  await visitor.dispose();
});

test('one person may upload 20 images in 10 minutes, however many sessions they open; the next is refused with when to try again', async ({ browser, page, context, ownerSession }) => {
  test.setTimeout(120_000);
  // A person of their own (the Owner uploads in the tests beside this one): an Editor invited by the Owner.
  await setSessionCookie(context, ownerSession);
  const editor = { name: `Ulla Uploader ${run}`, email: `ulla.${run}@brightline.example` };
  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(editor.name);
  await page.getByLabel('E-mail address').fill(editor.email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = await page.getByLabel('Invitation link (shown once)').inputValue();
  const side = await withAuthenticator(browser, baseURL);
  await side.page.goto(invitation);
  await side.page.getByLabel('Name this passkey').fill('Laptop');
  await side.page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(side.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();

  const upload = (p: Page, data: Buffer) => p.request.post('/admin/uploads', { data, headers: { 'Content-Type': 'application/octet-stream' } });
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: i, g: 0, b: 0 } } }).png().toBuffer();
    statuses.push((await upload(side.page, png)).status());
  }
  expect(statuses).toEqual(Array(20).fill(201));
  const refused = await upload(side.page, Buffer.from('x'));
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await refused.json()).error).toMatch(/^You have uploaded 20 images in the last 10 minutes, the most one person may\. Try again in \d+ minutes\.$/);

  // Signing in again is a new session, not a new allowance.
  await side.context.clearCookies();
  await side.page.goto('/admin');
  await side.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(side.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
  expect((await upload(side.page, png)).status()).toBe(429);

  // The editor shows it under the field, and everything typed stays.
  await side.page.goto('/admin/posts/new');
  await side.page.getByRole('textbox', { name: 'Title', exact: true }).fill('Kept title');
  await side.page.getByLabel('Featured image').setInputFiles({ name: 'one-more.png', mimeType: 'image/png', buffer: png });
  await expect(side.page.locator('#featured-image-error')).toContainText('You have uploaded 20 images in the last 10 minutes');
  await expect(side.page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Kept title');
  await side.context.close();

  // Another person is not held back by this one.
  await page.goto('/admin/posts/new');
  expect((await upload(page, png)).status()).toBe(201);
});
