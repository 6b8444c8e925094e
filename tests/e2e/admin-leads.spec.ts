import { expect, test } from '@playwright/test';
import { signIn } from '../helpers/admin';
import { exportedCsv, submitWithoutJs } from '../helpers/forms';

const run = Date.now().toString(36);

test('leads inbox lists requests and subscribers newest first, renders stored markup as text, exports safe CSV', async ({ page, context, request }) => {
  const headers = { 'x-real-ip': `203.0.113.${Math.floor(Math.random() * 250)}` };
  const hostile = `<img src=x onerror="window.__xss=1">=HYPERLINK("http://evil.example")`;
  await submitWithoutJs(request, '/contact', 0, { fullName: `=cmd|' /C calc'!A0 ${run}`, email: `first.${run}@example.com`, message: hostile }, headers);
  await submitWithoutJs(request, '/contact', 0, { fullName: `Second ${run}`, email: `second.${run}@example.com`, message: 'Plain' }, headers);
  await submitWithoutJs(request, '/privacy', 0, { email: `inbox.${run}@example.com`, source: 'footer' }, headers);

  await signIn(context);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Leads inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem');
  await expect(requests.first()).toContainText(`Second ${run}`);
  await expect(requests.nth(1)).toContainText(`first.${run}@example.com`);
  await expect(requests.nth(1)).toContainText(hostile);
  await expect(requests.first()).toContainText('Contact page');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.getByRole('table')).toContainText(`inbox.${run}@example.com`);

  const csv = await exportedCsv(request, 'contacts');
  const line = csv.split('\r\n').find((l) => l.includes(`first.${run}@example.com`))!;
  expect(line).toContain(`"'=cmd|' /C calc'!A0 ${run}"`);
  expect(line).not.toMatch(/,=/);
  expect(csv.startsWith('Received (UTC),Source,Full name')).toBe(true);
});

test('exports are refused without a session', async ({ request }) => {
  for (const which of ['contacts', 'subscribers']) {
    const response = await request.get(`/admin/leads/export/${which}`, { maxRedirects: 0 });
    expect([307, 404]).toContain(response.status());
    expect(await response.text()).not.toContain('@example.com');
  }
  const page = await request.get('/admin/leads', { maxRedirects: 0 });
  expect(page.status()).toBe(307);
});
