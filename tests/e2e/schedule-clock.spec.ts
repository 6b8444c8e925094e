import { expect, test } from '@playwright/test';
import { afterRefresh } from '../helpers/admin';
import { everywhere, schedulePost, sightings } from '../helpers/schedule';

/**
 * The soak tier: scheduled publishing on the real clock, with no help: a post scheduled a minute
 * or two ahead appears on its own through the server's own 30-second publish check. The gate
 * proves the same claim and refresh without waiting (postgres.spec.ts, admin-schedule.spec.ts).
 */

const run = Date.now().toString(36);
const title = `E2E Scheduled ${run}`;
const slug = `e2e-scheduled-${run}`;
const post = { title, slug };

test('a post scheduled a minute or two ahead is Scheduled in the admin, absent from the site, then appears on its own', async ({ page, context, request }) => {
  // Up to two minutes until the time, then one publish check (every 30 s) and a render.
  test.setTimeout(240_000);
  // The next whole minute but one: the field has minute precision, so this is 60–120 s ahead.
  const at = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000 + 60_000);

  await schedulePost(page, context, request, post, at);
  expect(Date.now(), 'the checks above ran before the publish time').toBeLessThan(at.getTime());

  // No admin action from here on: the server's own publish check refreshes the cached pages.
  await expect
    .poll(async () => (await request.get('/blog')).text(), { timeout: at.getTime() - Date.now() + 90_000, intervals: [5_000] })
    .toContain(title);
  // Every other surface follows within seconds (afterRefresh says why the first look may be stale).
  await expect
    .poll(() => sightings(request, post), afterRefresh)
    .toEqual(everywhere);

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

