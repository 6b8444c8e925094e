import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { newYorkInput, signIn } from './admin';

/** A post to schedule: its title and slug, unique to the test. */
export type ScheduledPost = { title: string; slug: string };

const newYorkLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(date)
    .replace(/\u202f/g, ' ');

/** Where a visitor could meet the post: its page, the list, the feeds and the sitemap. */
export async function sightings(request: APIRequestContext, { title, slug }: ScheduledPost) {
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

export const nowhere = { page: 404, list: false, topic: false, feed: false, topicFeed: false, sitemap: false };
export const everywhere = { page: 200, list: true, topic: true, feed: true, topicFeed: true, sitemap: true };

/**
 * Signs in, writes a post to go public `at`, and checks what staff see: Scheduled (not
 * Published) on the dashboard with the time in New York time, a Preview link instead of a link to
 * a 404, and the time back in the editor; then that no visitor can meet it yet.
 */
export async function schedulePost(page: Page, context: BrowserContext, request: APIRequestContext, post: ScheduledPost, at: Date) {
  await signIn(context);
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(post.title);
  await page.getByLabel('Slug').fill(post.slug);
  await page.getByLabel('Excerpt').fill('A post that waits for its time.');
  await page.locator('#post-content').fill('## Later\n\nThis post goes public on its own.');
  // Tagged like every published post, so the dashboard tests running beside this one hold.
  await page.getByRole('textbox', { name: 'Tags' }).fill('seo');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Publish immediately').check();
  await page.getByLabel('Publish at').fill(newYorkInput(at));
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success' }).filter({ hasText: 'Blog post created successfully' })).toBeVisible();

  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByRole('listitem').filter({ hasText: post.title });
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toHaveCount(0);
  await expect(card.locator('time').filter({ hasText: newYorkLabel(at) })).toHaveAttribute('datetime', at.toISOString());
  await expect(card.getByRole('link', { name: /^Preview/ })).toBeVisible();

  await card.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Publish at')).toHaveValue(newYorkInput(at));

  expect(await sightings(request, post)).toEqual(nowhere);
  // Publish checks that find nothing due leave the cache alone: a warm /blog is served from it.
  await expect.poll(async () => (await request.get('/blog')).headers()['x-nextjs-cache'], { timeout: 20_000 }).toMatch(/^(HIT|STALE)$/);
}
