import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { createPost, setSessionCookie } from '../helpers/admin';
import { startIndexNowReceiver } from '../helpers/indexnow';
import { baseURL, indexNowKey, indexNowPort } from '../helpers/servers';

// One receiver on the fixed port the e2e server's INDEXNOW_ENDPOINT names, so these tests run in turn.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let receiverStatus = 202;
let receiver: Awaited<ReturnType<typeof startIndexNowReceiver>>;
test.beforeAll(async () => {
  receiver = await startIndexNowReceiver(indexNowPort, () => receiverStatus);
});
test.afterAll(async () => receiver.close());
test.beforeEach(({ context, ownerSession }) => setSessionCookie(context, ownerSession));

type Payload = { host: string; key: string; keyLocation: string; urlList: string[] };
const submissionsOf = (url: string) =>
  receiver.received.filter((submission) => (submission.body as Payload | undefined)?.urlList?.includes(url));

/** The result is recorded just after the receiver answers, so the page is reloaded until it shows. */
async function expectActivity(page: Page, row: Locator) {
  await expect(async () => {
    await page.goto('/admin/activity');
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the key file is served at /{key}.txt, and no other .txt is', async ({ request }) => {
  const response = await request.get(`/${indexNowKey}.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(indexNowKey);
  for (const path of ['/e2e-indexnow-key-0123456780.txt', '/another-file.txt', '/abc.txt', `/${indexNowKey}.txt.bak`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('publishing a new post sends its URL to IndexNow, and the Activity page shows it', async ({ page, ownerSession }) => {
  const run = Date.now().toString(36);
  const slug = `e2e-indexnow-${run}`;
  const url = `${baseURL}/blog/${slug}`;
  await createPost(ownerSession, { title: `E2E IndexNow ${run}`, slug, published: true });

  await expect.poll(() => submissionsOf(url).length, { timeout: 15_000 }).toBe(1);
  const [submission] = submissionsOf(url);
  expect(submission).toMatchObject({ method: 'POST', path: '/indexnow' });
  expect(submission!.contentType).toMatch(/^application\/json/);
  expect(submission!.body).toEqual({ host: new URL(baseURL).host, key: indexNowKey, keyLocation: `${baseURL}/${indexNowKey}.txt`, urlList: [url] });

  const row = page.getByRole('table', { name: 'Admin activity' }).getByRole('row').filter({ hasText: 'Sent to IndexNow' }).filter({ hasText: url });
  await expectActivity(page, row);
  await expect(row).toContainText('status: 202');
  await expect(row.locator('time')).toBeVisible();
});

test('a refused submission is recorded as failed, and the save itself succeeded', async ({ page, ownerSession }) => {
  const run = Date.now().toString(36);
  const slug = `e2e-indexnow-refused-${run}`;
  const url = `${baseURL}/blog/${slug}`;
  receiverStatus = 422;
  try {
    await createPost(ownerSession, { title: `E2E IndexNow refused ${run}`, slug, published: true });
    await expect.poll(() => submissionsOf(url).length, { timeout: 15_000 }).toBe(1);
  } finally {
    receiverStatus = 202;
  }
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  const row = page.getByRole('table', { name: 'Admin activity' }).getByRole('row').filter({ hasText: 'IndexNow submission failed' }).filter({ hasText: url });
  await expectActivity(page, row);
  await expect(row).toContainText('status: 422');
});

test('adding a redirect sends its old URL; an old .txt address keeps redirecting beside the key file', async ({ page, request }) => {
  const source = `/price-list-${Date.now().toString(36)}.txt`;
  await page.goto('/admin/redirects');
  await page.getByLabel('Old path').fill(source);
  await page.getByLabel('Redirect to').fill('/services');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `${source} now redirects to /services` })).toBeVisible();

  await expect.poll(() => submissionsOf(`${baseURL}${source}`).length, { timeout: 15_000 }).toBe(1);
  const response = await request.get(source, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/services');
  expect((await request.get(`/${indexNowKey}.txt`)).status()).toBe(200);
});
