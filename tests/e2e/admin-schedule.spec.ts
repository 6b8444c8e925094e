import { expect } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { setSessionCookie } from '../helpers/admin';
import { schedulePost } from '../helpers/schedule';

const run = Date.now().toString(36);
const title = `E2E Scheduled ${run}`;
const slug = `e2e-scheduled-${run}`;

test('a post scheduled ahead is Scheduled in the admin and absent from the site, whose warm cache stays warm', async ({ page, context, request }) => {
  // A day ahead: nothing here waits for the time (schedule-clock.spec.ts, in the soak tier, does;
  // postgres.spec.ts moves the time and runs the publish check).
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 86_400_000);

  await schedulePost(page, context, request, { title, slug }, at);
});

test('Publish at survives a failed save', async ({ page, context, ownerSession }) => {
  await setSessionCookie(context, ownerSession);
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
