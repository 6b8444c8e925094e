import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newYorkInput, signIn } from '../helpers/admin';

const run = Date.now().toString(36);
const title = `E2E Scheduled ${run}`;
const slug = `e2e-scheduled-${run}`;

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

const newYorkLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(date)
    .replace(/\u202f/g, ' ');

/** Where a visitor could meet the post: its page, the list, the feeds and the sitemap. */
async function sightings(request: APIRequestContext) {
  const text = async (path: string) => (await request.get(path)).text();
  return {
    page: (await request.get(`/blog/${slug}`)).status(),
    list: (await text('/blog')).includes(title),
    topic: (await text('/blog/category/seo')).includes(title),
    feed: (await text('/blog/rss.xml')).includes(`/blog/${slug}`),
    topicFeed: (await text('/blog/category/seo/rss.xml')).includes(`/blog/${slug}`),
    sitemap: (await text('/sitemap.xml')).includes(`/blog/${slug}`),
  };
}

test('a post scheduled ahead is Scheduled in the admin and absent from the site, whose warm cache stays warm', async ({ page, context, request }) => {
  // A day ahead: nothing here waits for the time (schedule-clock.spec.ts, in the soak tier, does;
  // postgres.spec.ts moves the time and runs the publish check).
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 86_400_000);

  await signIn(context);
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post that waits for its time.');
  await page.locator('#post-content').fill('## Later\n\nThis post goes public on its own.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('seo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Publish immediately').check();
  await page.getByLabel('Publish at').fill(newYorkInput(at));
  await page.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Success', 'Blog post created successfully');

  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toHaveCount(0);
  await expect(card.locator('time').filter({ hasText: newYorkLabel(at) })).toHaveAttribute('datetime', at.toISOString());
  // Not public yet: the card previews it instead of linking to a 404.
  await expect(card.getByRole('link', { name: /^Preview/ })).toBeVisible();

  // The editor shows the time back as New York time.
  await card.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Publish at')).toHaveValue(newYorkInput(at));

  expect(await sightings(request)).toEqual({ page: 404, list: false, topic: false, feed: false, topicFeed: false, sitemap: false });
  // Publish checks that find nothing due leave the cache alone: a warm /blog is served from it.
  await expect.poll(async () => (await request.get('/blog')).headers()['x-nextjs-cache'], { timeout: 20_000 }).toMatch(/^(HIT|STALE)$/);
});

test('Publish at survives a failed save', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/admin/posts/new');
  await page.getByLabel('Publish at').fill('2031-06-01T09:15');
  // No title: the save is refused, and the time typed stays.
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.locator('#title-error')).toHaveText('Title is required');
  await expect(page.getByLabel('Publish at')).toHaveValue('2031-06-01T09:15');
});

test('the publish check answers only its secrets', async ({ request }) => {
  // Without a bearer token, or with a wrong one, nobody can make it refresh the cache.
  const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-secret' }, { authorization: 'Basic e2U=' }];
  for (const headers of attempts) {
    const response = await request.get('/api/cron/publish', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
});
