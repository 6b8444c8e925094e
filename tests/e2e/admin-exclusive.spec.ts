import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectDashboard, expectLoginScreen, postLogin, sessionToken, setSessionCookie, signIn } from '../helpers/admin';
import { e2eEnv, port } from '../helpers/servers';

// Runs after every other admin suite (its own project): it ends every admin session and floods
// the sign-in with wrong keys, which would disturb tests running beside it.
test.describe.configure({ mode: 'default' });

test('"Log out everywhere" ends the sessions of every other browser', async ({ browser }) => {
  const [laptop, phone] = [await browser.newContext(), await browser.newContext()];
  await signIn(laptop);
  await signIn(phone);
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
  await setSessionCookie(fresh, await sessionToken());
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
    answers.push(...(await Promise.all(batch.map(async (ip, j) => (await postLogin(`wrong-key-${i + j}`, ip)).text()))));
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
  for (let n = 0; n < 4; n++) await postLogin(`again-${n}`, flooder);
  expect(await (await postLogin(e2eEnv.ADMIN_KEY, flooder)).text()).toContain('Too many incorrect keys');

  await page.goto('/admin/activity');
  await expect(page.getByRole('row').filter({ hasText: 'Many wrong keys site-wide' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Client throttled' }).first()).toBeVisible();
  console.log(`flood: 100 wrong keys from 100 clients in ${floodSeconds.toFixed(1)} s; then the right key signed in in ${signInSeconds.toFixed(2)} s`);
});

test('a burst of parallel wrong keys from one client gets no more than its 5 guesses', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => postLogin(`burst-${n}`, '10.80.0.1').then((r) => r.text())));
  expect(answers.filter((body) => body.includes('Invalid Key')).length).toBeLessThanOrEqual(5);
  expect(answers.filter((body) => body.includes('Too many incorrect keys')).length).toBeGreaterThanOrEqual(3);
});

test('production refuses a weak ADMIN_KEY and says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const weakPort = port + 2;
  const server: ChildProcess = spawn('npx', ['next', 'start', '--port', String(weakPort)], {
    env: { ...process.env, ...e2eEnv, NODE_ENV: 'production', DATA_DIR: '.data/e2e-weak-key', ADMIN_KEY: 'brightline-growth-admin' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const url = `http://localhost:${weakPort}`;
    await expect(async () => expect((await fetch(`${url}/robots.txt`)).status).toBe(200)).toPass({ timeout: 60_000 });
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin unavailable' })).toBeVisible();
    await expect(page.getByText('ADMIN_KEY is too easy to guess')).toBeVisible();
    await expect(page.getByText(/at least 24 random characters/)).toBeVisible();
    await expect(page.getByLabel('Admin Key')).toHaveCount(0);
    await context.close();
    // The sign-in action itself refuses too, even with the configured key.
    const answer = await (await postLogin('brightline-growth-admin', '10.79.0.1', url)).text();
    expect(answer).toContain('ADMIN_KEY is too easy to guess');
    expect(answer).not.toContain('Admin access granted');
  } finally {
    // The server runs in its own process group; end that group only.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
});

// Here, where no other suite saves posts beside it: any save elsewhere could refresh the lists.
test('editing one post leaves /blog and every other post cached', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signIn(context);
  const run = Date.now().toString(36);
  const toast = (message: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  const write = async (title: string, slug: string, topic: string) => {
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Excerpt').fill(`The ${title} excerpt.`);
    await page.locator('#post-content').fill('## First version\n\nText.');
    // A topic of its own, so neither post is related to (shown on) the other's page.
    await page.getByLabel('Tags', { exact: true }).fill(topic);
    await page.getByLabel('Tags', { exact: true }).press('Enter');
    await page.getByLabel('Publish immediately').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast('Blog post created successfully');
  };
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
