import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { afterRefresh, newYorkInput, signIn } from '../helpers/admin';

/**
 * The soak tier: scheduled publishing on the real clock, with no help: a post scheduled a minute
 * or two ahead appears on its own through the server's own 30-second publish check. The gate
 * proves the same claim and refresh without waiting (postgres.spec.ts, admin-schedule.spec.ts).
 */

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

test('a post scheduled a minute or two ahead is Scheduled in the admin, absent from the site, then appears on its own', async ({ page, context, request }) => {
  // Up to two minutes until the time, then one publish check (every 30 s) and a render.
  test.setTimeout(240_000);
  // The next whole minute but one: the field has minute precision, so this is 60–120 s ahead.
  const at = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000 + 60_000);

  await signIn(context);
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Excerpt').fill('A post that waits for its time.');
  await page.locator('#post-content').fill('## Later\n\nThis post goes public on its own.');
  // Tagged like every published post, so the dashboard tests running beside this one hold.
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
  expect(Date.now(), 'the checks above ran before the publish time').toBeLessThan(at.getTime());

  // No admin action from here on: the server's own publish check refreshes the cached pages.
  await expect
    .poll(async () => (await request.get('/blog')).text(), { timeout: at.getTime() - Date.now() + 90_000, intervals: [5_000] })
    .toContain(title);
  // Every other surface follows within seconds (afterRefresh says why the first look may be stale).
  await expect
    .poll(() => sightings(request), afterRefresh)
    .toEqual({ page: 200, list: true, topic: true, feed: true, topicFeed: true, sitemap: true });

  // Dated by its publication, and not modified before it appeared (it was saved before `at`).
  await page.goto(`/blog/${slug}`);
  const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = graphs.flatMap((text) => JSON.parse(text)['@graph'] ?? [JSON.parse(text)]).find((node) => node['@type'] === 'BlogPosting');
  expect(Date.parse(posting.datePublished)).toBeGreaterThanOrEqual(at.getTime());
  expect(Date.parse(posting.dateModified)).toBeGreaterThanOrEqual(Date.parse(posting.datePublished));
  expect(Date.parse((await page.locator('meta[property="article:modified_time"]').getAttribute('content'))!)).toBeGreaterThanOrEqual(at.getTime());

  // In the admin it is now simply published.
  await page.goto('/admin');
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
});

