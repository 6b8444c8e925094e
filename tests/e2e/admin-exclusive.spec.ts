import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createPost, expectDashboard, expectLoginScreen, postLogin, sessionToken, setSessionCookie, signIn } from '../helpers/admin';
import { startNext, type NextServer } from '../helpers/next-server';
import { e2eEnv, urlOf } from '../helpers/servers';

// On a server and database of its own: these tests end every admin session, flood the sign-in
// with wrong keys and count on no other post being saved, which would disturb tests beside them.
test.describe.configure({ mode: 'default' });

const url = urlOf('exclusive');
const dataDir = '.data/e2e-exclusive';
let server: NextServer;

test.use({ baseURL: url });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  server = await startNext('exclusive', { distDir: '.next-e2e-exclusive', env: { DATA_DIR: dataDir } });
});

test.afterAll(async () => {
  await server?.stop();
});

test('"Log out everywhere" ends the sessions of every other browser', async ({ browser }) => {
  const [laptop, phone] = [await browser.newContext(), await browser.newContext()];
  await signIn(laptop, url);
  await signIn(phone, url);
  const [laptopPage, phonePage] = [await laptop.newPage(), await phone.newPage()];
  await laptopPage.goto('/admin');
  await expectDashboard(laptopPage);
  await phonePage.goto('/admin/leads');
  await expect(phonePage.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await phonePage.getByRole('button', { name: 'Log out everywhere' }).click();
  await expectLoginScreen(phonePage);

  await laptopPage.reload();
  await expectLoginScreen(laptopPage);
  await laptopPage.goto('/admin/leads');
  await expectLoginScreen(laptopPage);
  expect((await laptop.request.get('/admin/leads/export/contacts', { maxRedirects: 0 })).status()).toBe(404);

  // A new sign-in works, and the log names what happened.
  const fresh = await browser.newContext();
  await setSessionCookie(fresh, await sessionToken('100.64.0.1', url), { url });
  const freshPage = await fresh.newPage();
  await freshPage.goto('/admin/activity');
  await expect(freshPage.getByRole('row').filter({ hasText: 'Logged out everywhere' }).filter({ hasText: /(?<!\d)([2-9]|\d{2,}) sessions ended/ }).first()).toBeVisible();
  await Promise.all([laptop.close(), phone.close(), fresh.close()]);
});

test('100 failing clients cannot lock the right key out: it still opens the admin from a new client', async ({ page }) => {
  test.setTimeout(180_000);
  const clients = Array.from({ length: 100 }, (_, i) => `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`);
  const answers: string[] = [];
  const started = Date.now();
  // 10 at a time: a flood, but one two shared cores can serve.
  for (let i = 0; i < clients.length; i += 10) {
    const batch = clients.slice(i, i + 10);
    answers.push(...(await Promise.all(batch.map(async (ip, j) => (await postLogin(`wrong-key-${i + j}`, ip, url)).text()))));
  }
  const floodSeconds = (Date.now() - started) / 1000;
  const unexpected = answers.filter((body) => !body.includes('Invalid Key'));
  expect(unexpected.map((body) => body.slice(-300))).toEqual([]);

  // The right key, from a client that has not failed: slowed by at most 2 s, never refused.
  await page.setExtraHTTPHeaders({ 'x-real-ip': '10.78.0.1' });
  await page.goto('/admin');
  await page.getByLabel('Admin Key').fill(e2eEnv.ADMIN_KEY);
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await expectDashboard(page);
  const signInSeconds = (Date.now() - clicked) / 1000;
  await expect(page.getByText('Too many incorrect keys')).toHaveCount(0);
  expect(signInSeconds).toBeLessThan(10);

  // One failing client is still throttled on its own account.
  const flooder = clients[0]!;
  for (let n = 0; n < 4; n++) await postLogin(`again-${n}`, flooder, url);
  expect(await (await postLogin(e2eEnv.ADMIN_KEY, flooder, url)).text()).toContain('Too many incorrect keys');

  await page.goto('/admin/activity');
  await expect(page.getByRole('row').filter({ hasText: 'Many wrong keys site-wide' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Client throttled' }).first()).toBeVisible();
  console.log(`flood: 100 wrong keys from 100 clients in ${floodSeconds.toFixed(1)} s; then the right key signed in in ${signInSeconds.toFixed(2)} s`);
});

test('a burst of parallel wrong keys from one client gets no more than its 5 guesses', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => postLogin(`burst-${n}`, '10.80.0.1', url).then((r) => r.text())));
  expect(answers.filter((body) => body.includes('Invalid Key')).length).toBeLessThanOrEqual(5);
  expect(answers.filter((body) => body.includes('Too many incorrect keys')).length).toBeGreaterThanOrEqual(3);
});

test('production refuses a weak ADMIN_KEY and says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const weak = await startNext('weakKey', { env: { DATA_DIR: '.data/e2e-weak-key', ADMIN_KEY: 'brightline-growth-admin' } });
  try {
    const context = await browser.newContext({ baseURL: weak.url });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin unavailable' })).toBeVisible();
    await expect(page.getByText('ADMIN_KEY is too easy to guess')).toBeVisible();
    await expect(page.getByText(/at least 24 random characters/)).toBeVisible();
    await expect(page.getByLabel('Admin Key')).toHaveCount(0);
    await context.close();
    // The sign-in action itself refuses too, even with the configured key.
    const answer = await (await postLogin('brightline-growth-admin', '10.79.0.1', weak.url)).text();
    expect(answer).toContain('ADMIN_KEY is too easy to guess');
    expect(answer).not.toContain('Admin access granted');
  } finally {
    await weak.stop();
  }
});

// On its own server, where no other suite saves posts: any save there could refresh the lists.
test('editing one post leaves /blog and every other post cached', async ({ page, context }) => {
  test.setTimeout(120_000);
  const token = await sessionToken('100.64.0.1', url);
  await setSessionCookie(context, token, { url });
  const run = Date.now().toString(36);
  const toast = (message: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  // A topic of its own, so neither post is related to (shown on) the other's page.
  const write = (title: string, slug: string, topic: string) =>
    createPost(token, { title, slug, content: '## First version\n\nText.', tags: [topic], published: true }, url);
  const edit = async (title: string, change: () => Promise<void>) => {
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
    await change();
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast('Blog post updated successfully');
  };
  const untouched = { title: `Cache untouched ${run}`, slug: `e2e-cache-untouched-${run}` };
  const edited = { title: `Cache edited ${run}`, slug: `e2e-cache-edited-${run}` };
  await write(untouched.title, untouched.slug, `cache-a-${run}`);
  await write(edited.title, edited.slug, `cache-b-${run}`);

  // Both are new, so both are on /blog; ask until each page is served from the cache.
  const cacheOf = async (path: string) => (await page.request.get(path)).headers()['x-nextjs-cache'];
  const pages = ['/blog', `/blog/${untouched.slug}`, `/blog/${edited.slug}`];
  for (const path of pages) await expect.poll(() => cacheOf(path), { timeout: 30_000 }).toBe('HIT');

  // The edited post's text: its own page changes; /blog (which shows only its card) and the other post do not.
  await edit(edited.title, () => page.locator('#post-content').fill('## Second version\n\nNew text.'));
  expect(await cacheOf('/blog'), '/blog after a text edit').toBe('HIT');
  expect(await cacheOf(`/blog/${untouched.slug}`), 'another post after a text edit').toBe('HIT');
  expect(await cacheOf(`/blog/${edited.slug}`), 'the edited post').not.toBe('HIT');
  await expect.poll(async () => (await page.request.get(`/blog/${edited.slug}`)).text(), { timeout: 30_000 }).toContain('Second version');

  // Its title is on its card: /blog refreshes, the other post still does not.
  await edit(edited.title, () => page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${edited.title}, retitled`));
  expect(await cacheOf(`/blog/${untouched.slug}`), 'another post after a retitle').toBe('HIT');
  await expect.poll(async () => (await page.request.get('/blog')).text(), { timeout: 30_000 }).toContain(`${edited.title}, retitled`);
});
