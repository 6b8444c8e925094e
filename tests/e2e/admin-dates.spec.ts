import { expect } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { afterRefresh, createPost, setSessionCookie } from '../helpers/admin';

const run = Date.now().toString(36);
const title = `Late-evening post ${run}`;
const slug = `e2e-late-evening-${run}`;
// 11:21 PM in New York on November 28 is 04:21 UTC on November 29: a server on UTC (this one)
// dated it the 29th on public pages while the admin said the 28th.
const publishAt = '2026-11-28T23:21';
const instant = '2026-11-29T04:21:00.000Z';

/** The text of the page's <time> elements for the instant. */
const shownDates = (html: string) => [...html.matchAll(new RegExp(`<time[^>]* dateTime="${instant}"[^>]*>([^<]*)</time>`, 'gi'))].map((match) => match[1]);

test('a post published at 11:21 PM New York time is dated November 28 on its page, in search and in the admin', async ({ page, context, request, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
  await createPost(ownerSession, { title, slug, excerpt: 'Published late in the evening, New York time.', content: '## Late\n\nWritten after dinner.', published: true, publishAt });

  // What a reader (and a crawler) is sent: the server's HTML.
  const post = await request.get(`/blog/${slug}`);
  expect(post.status()).toBe(200);
  expect(shownDates(await post.text())).toEqual(['November 28, 2026']);
  await expect
    .poll(async () => shownDates(await (await request.get(`/blog/search?q=${encodeURIComponent(run)}`)).text()), afterRefresh)
    .toEqual(['November 28, 2026']);

  // The Activity log words the same moment on the office's clock.
  await page.goto('/admin/activity');
  const row = page.getByRole('table', { name: 'Admin activity' }).getByRole('row').filter({ hasText: 'Post created' }).filter({ hasText: title });
  await expect(row).toContainText('goes public Nov 28, 2026, 11:21 PM EST');
});
