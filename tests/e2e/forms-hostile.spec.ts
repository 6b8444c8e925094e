import { expect, test } from '@playwright/test';
import { actionFields, exportedCsv, submitWithoutJs } from '../helpers/forms';
import { hostileCases, refusalMessages } from '../helpers/hostile';
import { offlineURL } from '../helpers/servers';
import { errorCopy } from '../../content/error';
import { newsletterCopy } from '../../content/newsletter';

const token = `hx${Date.now().toString(36)}`;
const cases = hostileCases(token);

test('at least 200 hostile submissions are each refused with a clear message and nothing is stored', async ({ request }) => {
  test.setTimeout(180_000);
  expect(cases.length).toBeGreaterThanOrEqual(200);
  // Florida's form is tested on its own: the contact action with the Florida schema lives on /florida.
  const targets = { contact: ['/contact', 0], newsletter: ['/privacy', 0], florida: ['/florida', 0] } as const;
  const hidden: Record<string, Record<string, string>> = {};
  for (const [form, [path, index]] of Object.entries(targets)) {
    hidden[form] = await actionFields(request, path, index).catch(() => ({}));
  }
  let checked = 0;
  for (const item of cases) {
    if (!Object.keys(hidden[item.form] ?? {}).length) continue;
    const [path, index] = targets[item.form];
    const { status, html } = await submitWithoutJs(request, path, index, item.values, { 'x-real-ip': '198.51.100.200' }, hidden[item.form]);
    expect(status, item.name).toBeLessThan(500);
    expect(refusalMessages.some((message) => html.includes(message)), `${item.form}: ${item.name}`).toBe(true);
    expect(html, item.name).not.toContain('Message sent!');
    // The confirmation's words travel with every /florida page (the form's copy prop); its card must not render.
    expect(html, item.name).not.toMatch(/<h3[^>]*>Request Submitted Successfully!<\/h3>/);
    expect(html, item.name).not.toContain('Check your inbox to confirm your subscription');
    checked++;
  }
  expect(checked).toBe(cases.length);
  expect(await exportedCsv(request, 'contacts')).not.toContain(token);
  const subscribers = await exportedCsv(request, 'subscribers');
  expect(subscribers).not.toContain(token);
  const stored = new Set(subscribers.split('\r\n').map((line) => line.split(',')[1]?.replace(/^"|"$/g, '').toLowerCase()));
  for (const item of cases.filter((c) => c.form === 'newsletter')) expect(stored.has(String(item.values.email).trim().toLowerCase()), item.name).toBe(false);
});

test.describe('database unreachable', () => {
  test.use({ baseURL: offlineURL });

  test('the contact form shows the failure, keeps everything typed, and claims nothing', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Offline Olivia');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('olivia@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Is anyone there?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Error sending message' }).filter({ hasText: 'Please try again or call us directly.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Offline Olivia');
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue('olivia@example.com');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Is anyone there?');
    await expect(page.getByText('Message sent!')).toHaveCount(0);
  });

  test('the newsletter says it failed instead of confirming', async ({ page }) => {
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /Stay ready/ }).fill('offline@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('We could not subscribe you just now. Please try again in a minute.');
    await expect(footer.getByRole('textbox', { name: /Stay ready/ })).toHaveValue('offline@example.com');
  });

  // A well-formed link, so the database is asked.
  const linkToken = 'o'.repeat(43);

  test("the newsletter's links: the pages say the list cannot be reached, a one-click POST is a 503 with Retry-After", async ({ request }) => {
    for (const path of [`/newsletter/confirm/${linkToken}`, `/newsletter/leave/${linkToken}`]) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(newsletterCopy.outage.title);
      expect(html, path).toContain(newsletterCopy.outage.message);
      // In the site's layout, not a bare error screen.
      expect(html, path).toMatch(/<header[\s>]/);
      expect(html, path).not.toContain(errorCopy.heading);
    }
    const posted = await request.post(`/newsletter/unsubscribe/${linkToken}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(503);
    expect(Number(posted.headers()['retry-after'])).toBeGreaterThan(0);
    expect(posted.headers()['cache-control']).toContain('no-store');
    // The page's own button is sent back to the page, which says why.
    const fromPage = await request.post(`/newsletter/unsubscribe/${linkToken}?from=page`, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(fromPage.status()).toBe(303);
    expect(fromPage.headers().location).toBe(`/newsletter/leave/${linkToken}`);
  });
});
