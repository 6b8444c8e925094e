import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import postgres from 'postgres';
import { afterRefresh, cookieName, expectDashboard, loginWithForm, newYorkInput } from '../helpers/admin';
import { parseMail, startSmtpSink } from '../helpers/mail';
import { e2eEnv, postgresCronSecret, postgresDatabaseUrlFile, postgresSmtpPort, postgresURL } from '../helpers/servers';

/**
 * The hosted path end to end: the same build served on a real PostgreSQL server (DATABASE_URL,
 * the postgres.js driver, a non-superuser role like Supabase's), driven through the browser.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: postgresURL });

const run = Date.now().toString(36);
const title = `Postgres Hail Plan ${run}`;
const slug = `pg-hail-plan-${run}`;
const renamed = `pg-hail-playbook-${run}`;

const toast = (page: Page, text: string) => expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();

async function fillPost(page: Page, fields: { title: string; slug: string; body: string }) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(fields.title);
  await page.getByLabel('Slug').fill(fields.slug);
  await page.getByLabel('Excerpt').fill('How a roofer books hail jobs in the first 48 hours.');
  await page.locator('#post-content').fill(fields.body);
  await page.getByRole('textbox', { name: 'Tags' }).fill('seo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

test('sign in with the key through the form', async ({ page, context }) => {
  await loginWithForm(page, e2eEnv.ADMIN_KEY);
  await expectDashboard(page);
  expect((await context.cookies()).some((cookie) => cookie.name === cookieName)).toBe(true);
});

test.describe('a post, from draft to deleted', () => {
  test.beforeEach(async ({ page }) => {
    await loginWithForm(page, e2eEnv.ADMIN_KEY);
    await expectDashboard(page);
  });

  test('create, publish, edit, rename (old URL 308), search, delete', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/posts/new');
    await fillPost(page, { title, slug, body: '## Before the storm\n\nPre-write the hail landing page. Mention crawlability.' });
    await page.getByLabel('Publish immediately').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Blog post created successfully');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Published');

    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // Edit the body, then rename: the revision and the slug history are kept by the server's triggers.
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
    await page.locator('#post-content').fill('## Within 48 hours\n\nLaunch the hail campaign while the radar is still red.');
    await page.getByLabel('Slug').fill(renamed);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, 'Blog post updated successfully');

    await expect.poll(async () => {
      const response = await request.get(`/blog/${slug}`, { maxRedirects: 0 });
      return [response.status(), response.headers().location];
    }, afterRefresh).toEqual([308, `/blog/${renamed}`]);
    await page.goto(`/blog/${renamed}`);
    await expect(page.locator('.prose-body h2')).toHaveText('Within 48 hours');

    // Full-text search runs the server's search function.
    await expect.poll(async () => (await request.get('/blog/search?q=radar+hail')).text(), afterRefresh).toContain(title);

    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Blog post deleted successfully');
    await expect.poll(async () => (await request.get(`/blog/${renamed}`, { maxRedirects: 0 })).status(), afterRefresh).toBe(404);
    expect((await request.get(`/blog/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('a scheduled post goes public when the publish check finds its time has come', async ({ page, request }) => {
    const scheduledTitle = `Postgres Scheduled ${run}`;
    const scheduledSlug = `pg-scheduled-${run}`;
    const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 86_400_000);
    await page.goto('/admin/posts/new');
    await fillPost(page, { title: scheduledTitle, slug: scheduledSlug, body: '## Later\n\nThis post goes public on its own.' });
    await page.getByLabel('Publish immediately').check();
    await page.getByLabel('Publish at').fill(newYorkInput(at));
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Blog post created successfully');
    await expect(page.getByRole('listitem').filter({ hasText: scheduledTitle }).getByText('Scheduled', { exact: true })).toBeVisible();
    expect((await request.get(`/blog/${scheduledSlug}`)).status()).toBe(404);
    // Warm: the list is served from the cache, without the post.
    await expect.poll(async () => (await request.get('/blog')).headers()['x-nextjs-cache'], { timeout: 20_000 }).toMatch(/^(HIT|STALE)$/);
    expect(await (await request.get('/blog')).text()).not.toContain(scheduledTitle);

    // The clock moves on: the database now sees the post's time as come. No waiting on the real
    // clock (schedule-clock.spec.ts, in the soak tier, does that).
    const sql = postgres(readFileSync(postgresDatabaseUrlFile, 'utf8'), { max: 1, onnotice: () => {} });
    try {
      await sql`update public.blog_posts set publish_at = now() where slug = ${scheduledSlug}`;
    } finally {
      await sql.end();
    }
    // The platform's cron (vercel.json) calls what the server's own 30-second timer calls.
    const cron = { authorization: `Bearer ${postgresCronSecret}` };
    const check = await request.get('/api/cron/publish', { headers: cron });
    expect(check.status()).toBe(200);
    await expect.poll(async () => (await request.get('/blog')).text(), afterRefresh).toContain(scheduledTitle);
    await expect.poll(async () => (await request.get(`/blog/${scheduledSlug}`)).status(), afterRefresh).toBe(200);
    expect(await (await request.get('/blog/rss.xml')).text()).toContain(`/blog/${scheduledSlug}`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${scheduledSlug}`);
    // Claimed once: the next check announces nothing.
    expect((await (await request.get('/api/cron/publish', { headers: cron })).json()).published).not.toContain(scheduledSlug);
  });
});

test('a lead is stored and e-mailed to staff', async ({ page }) => {
  const sink = await startSmtpSink(postgresSmtpPort);
  try {
    const name = `Pat Postgres ${run}`;
    await page.setExtraHTTPHeaders({ 'x-real-ip': `203.0.113.${Math.floor(Math.random() * 250)}` });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(`pat.${run}@hailroofing.example`);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We need storm leads in Tampa.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent!');

    await expect.poll(() => sink.messages.filter((m) => m.raw.includes(name)).length, { timeout: 60_000 }).toBe(1);
    const mail = parseMail(sink.messages.find((m) => m.raw.includes(name))!.raw);
    expect(mail.text).toContain('We need storm leads in Tampa.');

    await loginWithForm(page, e2eEnv.ADMIN_KEY);
    await expectDashboard(page);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
  } finally {
    await sink.close();
  }
});
