import { expect, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { setSessionCookie } from '../helpers/admin';
import { exportedCsv, submitWithoutJs } from '../helpers/forms';

const run = Date.now().toString(36);

test('leads inbox lists requests and subscribers newest first, renders stored markup as text, exports safe CSV', async ({ page, context, request, ownerSession }) => {
  const headers = { 'x-real-ip': `203.0.113.${Math.floor(Math.random() * 250)}` };
  const hostile = `<img src=x onerror="window.__xss=1">=HYPERLINK("http://evil.example")`;
  await submitWithoutJs(request, '/contact', 0, { fullName: `=cmd|' /C calc'!A0 ${run}`, email: `first.${run}@example.com`, message: hostile }, headers);
  await submitWithoutJs(request, '/contact', 0, { fullName: `Second ${run}`, email: `second.${run}@example.com`, message: 'Plain' }, headers);
  await submitWithoutJs(request, '/privacy', 0, { email: `inbox.${run}@example.com`, source: 'footer' }, headers);

  await setSessionCookie(context, ownerSession);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Leads inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem');
  // Other admin tests add leads in parallel, so this test checks the order of its own two.
  const second = requests.filter({ hasText: `Second ${run}` });
  const first = requests.filter({ hasText: `first.${run}@example.com` });
  await expect(second).toContainText('Contact page');
  await expect(first).toContainText(hostile);
  const texts = await requests.allInnerTexts();
  expect(texts.findIndex((text) => text.includes(`Second ${run}`))).toBeLessThan(texts.findIndex((text) => text.includes(`first.${run}@example.com`)));
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.getByRole('table')).toContainText(`inbox.${run}@example.com`);

  const csv = await exportedCsv(request, 'contacts');
  const line = csv.split('\r\n').find((l) => l.includes(`first.${run}@example.com`))!;
  expect(line).toContain(`"'=cmd|' /C calc'!A0 ${run}"`);
  expect(line).not.toMatch(/,=/);
  expect(csv.startsWith('Received (UTC),Form,Status,Full name')).toBe(true);
  // Every column has its own name: the form and the campaign's source are told apart.
  const header = csv.split('\r\n')[0]!.split(',');
  expect(new Set(header).size).toBe(header.length);
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

const toast = (page: Page, title: string, description: string | RegExp) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

test('a lead moves New → Contacted → Won with a note; the filters find it; the dashboard, CSV and Activity follow', async ({ page, context, request, ownerSession }) => {
  test.setTimeout(90_000);
  const name = `Pipeline ${run}`;
  const email = `pipeline.${run}@example.com`;
  const company = `Tampa_Bay 100% Roofing ${run}`;
  await submitWithoutJs(request, '/contact', 0, { fullName: name, email, company, message: 'Quote for 40 roofs.' }, { 'x-real-ip': '203.0.113.77' });

  await setSessionCookie(context, ownerSession);
  await page.goto('/admin');
  const pipeline = page.getByRole('navigation', { name: 'Lead pipeline' });
  // Other tests add leads meanwhile, so the counts are checked for shape here and by the contract suite.
  for (const status of ['New', 'Contacted', 'Won', 'Lost']) {
    await expect(pipeline.getByRole('link', { name: new RegExp(`^${status} \\d+$`) })).toHaveAttribute('href', `/admin/leads?status=${status.toLowerCase()}`);
  }

  // Search without script: a GET form, so the address carries the filter.
  await page.goto('/admin/leads');
  await page.getByLabel('Name, e-mail or company').fill(`tampa_bay 100% roofing ${run}`);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=tampa_bay\+100%25\+roofing/);
  const leads = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem');
  await expect(leads).toHaveCount(1);
  const card = leads.first();
  await expect(card).toContainText(email);
  await expect(card.getByTestId('lead-status')).toHaveText('New');

  await card.getByLabel('Status', { exact: true }).selectOption('contacted');
  await card.getByLabel('Internal note').fill('Called Tuesday; wants a quote by Friday.');
  await card.getByRole('button', { name: `Save status and note for ${name}` }).click();
  await toast(page, 'Lead updated', `${name} is now Contacted.`);
  await expect(card.getByTestId('lead-status')).toHaveText('Contacted');

  // The status filter finds it; another status does not.
  await page.goto(`/admin/leads?status=contacted&q=${encodeURIComponent(email)}`);
  await expect(leads).toHaveCount(1);
  await expect(leads.first().getByLabel('Internal note')).toHaveValue('Called Tuesday; wants a quote by Friday.');
  await page.goto(`/admin/leads?status=won&q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No contact requests match these filters.')).toBeVisible();
  await page.goto(`/admin/leads?source=florida&q=${encodeURIComponent(email)}`);
  await expect(leads).toHaveCount(0);

  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await leads.first().getByLabel('Status', { exact: true }).selectOption('won');
  await leads.first().getByRole('button', { name: `Save status and note for ${name}` }).click();
  await toast(page, 'Lead updated', `${name} is now Won.`);

  await page.goto('/admin');
  await pipeline.getByRole('link', { name: /^Won/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=won$/);
  await expect(page.getByRole('list', { name: 'Contact requests' })).toContainText(email);

  const csv = await exportedCsv(request, 'contacts');
  const line = csv.split('\r\n').find((l) => l.includes(email))!;
  expect(line).toContain(',won,');
  expect(line).toContain('Called Tuesday; wants a quote by Friday.');

  await page.goto('/admin/activity');
  const changes = page.getByRole('table', { name: 'Admin activity' }).getByRole('row').filter({ hasText: 'Lead status changed' }).filter({ hasText: name });
  await expect(changes).toHaveCount(2);
  await expect(changes.first()).toContainText(`${name}: Contacted → Won`);
});

test('the pipeline refuses a bad status and a note that is too long, keeping what was typed', async ({ page, context, request, ownerSession }) => {
  const email = `pipeline-bad.${run}@example.com`;
  await submitWithoutJs(request, '/contact', 0, { fullName: `Bad ${run}`, email, message: 'Hi' }, { 'x-real-ip': '203.0.113.78' });
  await setSessionCookie(context, ownerSession);
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').first();
  // A tampered form: an unknown status and a note past the limit.
  await card.getByLabel('Status', { exact: true }).evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Archived', 'archived'));
    select.value = 'archived';
  });
  await card.getByLabel('Internal note').evaluate((area: HTMLTextAreaElement) => area.removeAttribute('maxlength'));
  await card.getByLabel('Internal note').fill('x'.repeat(4001));
  await card.getByRole('button', { name: /^Save status and note/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please check the form' })).toBeVisible();
  await expect(card.getByLabel('Internal note')).toHaveValue('x'.repeat(4001));
  await page.reload();
  await expect(card.getByTestId('lead-status')).toHaveText('New');
  await expect(card.getByLabel('Internal note')).toHaveValue('');
});

test.describe('a long message on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens at its first lines, Show all reveals it whole, and the card says when it arrived', async ({ page, context, request, ownerSession }) => {
    const name = `Long writer ${run}`;
    const email = `long-writer.${run}@example.com`;
    const paragraph = 'We run twelve crews across Pinellas and Hillsborough and need storm-season leads before June.\n';
    const ending = `The last line of a long brief ${run}.`;
    const message = `${paragraph.repeat(60).slice(0, 5000 - ending.length - 1).trimEnd().padEnd(5000 - ending.length - 1, '.')} ${ending}`;
    expect(message).toHaveLength(5000);
    const sentAt = Date.now();
    await submitWithoutJs(request, '/contact', 0, { fullName: name, email, message }, { 'x-real-ip': '203.0.113.79' });

    await setSessionCookie(context, ownerSession);
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').first();
    await expect(card).toContainText(name);
    await expect(card.getByText(ending)).toBeHidden();
    const preview = card.getByTestId('lead-message-preview');
    await expect(preview).toBeVisible();
    const lines = await preview.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)));
    expect(lines).toBeLessThanOrEqual(8);
    expect((await card.boundingBox())!.height).toBeLessThan(1100);

    const more = card.locator('summary', { hasText: 'Show all' });
    await expect(more).toHaveAccessibleName(`Show all of the message from ${name}`);
    await more.click();
    await expect(card.getByTestId('lead-message-full')).toHaveText(message);
    await expect(card.getByText(ending)).toBeVisible();
    await expect(preview).toBeHidden();
    await expect(card.locator('summary')).toHaveAccessibleName(`Show less of the message from ${name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.locator('summary').click();
    await expect(preview).toBeVisible();

    // Date and time, on New York's clock like every admin time.
    const time = card.locator('time').first();
    const iso = (await time.getAttribute('datetime'))!;
    expect(Math.abs(Date.parse(iso) - sentAt)).toBeLessThan(60_000);
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
    })
      .format(new Date(iso))
      .replace(/\u202f/g, ' ');
    await expect(time).toHaveText(expected);
    await expect(time).toHaveText(/\d{1,2}:\d{2}:\d{2} [AP]M E[SD]T$/);
  });
});
