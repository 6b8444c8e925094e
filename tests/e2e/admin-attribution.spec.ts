import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../helpers/admin-test';
import { cookieName, sessionToken, setSessionCookie } from '../helpers/admin';
import { exportedCsv, submitWithoutJs } from '../helpers/forms';
import { baseURL } from '../helpers/servers';

/**
 * Issue 32: every lead knows where it came from. The visitor's browser runs without JavaScript:
 * middleware records the campaign in a cookie, the form's server action stores it with the lead.
 */
const run = Date.now().toString(36);
const LANDING = '/services?utm_source=google&utm_medium=cpc&utm_campaign=storm-fl&gclid=TEST123';

async function visitor(browser: Browser, ip: string, headers: Record<string, string> = {}) {
  return browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-real-ip': ip, ...headers } });
}

const attributionCookie = async (context: BrowserContext) => (await context.cookies(baseURL)).find((cookie) => cookie.name === 'attribution');

async function sendContact(page: Page, name: string, email: string) {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Storm-season leads, please.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!').first()).toBeVisible();
}

async function leadCard(page: Page, email: string) {
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  return card;
}

test('a visitor without JavaScript: the campaign they landed with is stored with their lead, in the inbox and the CSV', async ({ browser, context, page, request, ownerSession }) => {
  test.setTimeout(90_000);
  const email = `attributed.${run}@example.com`;
  const visit = await visitor(browser, '203.0.113.181');
  const tab = await visit.newPage();

  const landing = await tab.goto(LANDING);
  expect(landing?.status()).toBe(200);
  const cookie = await attributionCookie(visit);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // A touch, not the whole address: the landing path and the allowlisted values.
  expect(decodeURIComponent(cookie!.value)).toContain('"landing_path":"/services"');

  await tab.goto('/about');
  await sendContact(tab, `Attributed ${run}`, email);
  // The newsletter stores the same attribution.
  await tab.getByRole('textbox', { name: 'Email address for the Stay ready newsletter' }).fill(`news.${email}`);
  await tab.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(tab.getByText('Check your inbox to confirm your subscription').first()).toBeVisible();
  await visit.close();

  await setSessionCookie(context, ownerSession);
  const card = await leadCard(page, email);
  const traffic = card.getByTestId('lead-traffic');
  await expect(traffic.getByTestId('lead-channel')).toHaveText('Paid Search');
  await expect(traffic).toContainText('google / cpc / storm-fl');
  await expect(traffic).toContainText('gclid TEST123');
  await expect(traffic).toContainText('Landing page: /services');

  await expect(page.getByRole('row').filter({ hasText: `news.${email}` })).toContainText('Paid Search');

  // The inbox filters by channel and by campaign, without script (a GET form).
  await page.goto(`/admin/leads?channel=Paid+Search&campaign=storm-fl&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem')).toHaveCount(1);
  await page.goto(`/admin/leads?channel=Referral&q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No contact requests match these filters.')).toBeVisible();

  const csv = await exportedCsv(request, 'contacts');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toContain('Channel,Source,Medium,Campaign,Term,Content,Click id,Landing page,Referrer');
  const line = lines.find((l) => l.includes(email))!;
  expect(line).toContain(',Paid Search,google,cpc,storm-fl,,,gclid TEST123,/services,');
  const subscribers = await exportedCsv(request, 'subscribers');
  expect(subscribers.split('\r\n').find((l) => l.includes(`news.${email}`))).toContain(',Paid Search,google,cpc,storm-fl,,,gclid TEST123,/services,');
});

test('the public page a campaign lands on stays prerendered and cached; ordinary views set no cookie', async ({ request }) => {
  const plain = await request.get('/services');
  expect(plain.headers()['set-cookie']).toBeUndefined();
  const campaign = await request.get(LANDING);
  expect(campaign.headers()['set-cookie']).toMatch(/^attribution=.*HttpOnly/i);
  for (const response of [plain, campaign]) {
    const cache = response.headers()['x-nextjs-cache'] ?? (response.headers()['x-nextjs-prerender'] ? 'PRERENDER' : undefined);
    expect(cache).toMatch(/^(HIT|STALE|PRERENDER)$/);
    expect(response.headers()['cache-control']).not.toContain('no-store');
  }
  // The response that sets one visitor's cookie is theirs alone: no shared cache may keep it.
  expect(campaign.headers()['cache-control']).toMatch(/^private\b/);
  expect(campaign.headers()['cache-control']).not.toContain('s-maxage');
  expect(plain.headers()['cache-control']).toContain('s-maxage');
  // A visit from another site records the referring host alone.
  const referred = await request.get('/about', { headers: { referer: 'https://news.example.org/storm-roundup?id=42', 'sec-fetch-site': 'cross-site' } });
  const value = decodeURIComponent(/^attribution=([^;]*)/.exec(referred.headers()['set-cookie'] ?? '')?.[1] ?? '');
  expect(value).toContain('"referrer_host":"news.example.org"');
  expect(value).not.toContain('storm-roundup');
});

test('Global Privacy Control: a visit with Sec-GPC: 1 records nothing, deletes the cookie, and the lead stores no attribution', async ({ browser, context, page, ownerSession }) => {
  test.setTimeout(90_000);
  const email = `gpc.${run}@example.com`;
  const visit = await visitor(browser, '203.0.113.182');
  const tab = await visit.newPage();
  await tab.goto(LANDING);
  expect(await attributionCookie(visit)).toBeDefined();

  await visit.setExtraHTTPHeaders({ 'x-real-ip': '203.0.113.182', 'Sec-GPC': '1' });
  await tab.goto(LANDING.replace('storm-fl', 'second-visit'));
  expect(await attributionCookie(visit)).toBeUndefined();
  await sendContact(tab, `Private ${run}`, email);
  await visit.close();

  await setSessionCookie(context, ownerSession);
  const card = await leadCard(page, email);
  await expect(card.getByTestId('lead-channel')).toHaveCount(0);
  await expect(card).toContainText('Not recorded');
});

test('a hostile attribution cookie is ignored: the lead counts as Direct and nothing renders unescaped', async ({ browser, context, page, ownerSession }) => {
  test.setTimeout(120_000);
  const at = Math.floor(Date.now() / 1000);
  const touch = { utm_source: 'google', utm_medium: 'cpc', landing_path: '/services', at };
  const hostile = {
    oversized: JSON.stringify({ first: touch, last: { ...touch, utm_term: 'x'.repeat(3600) } }),
    wrongKeys: JSON.stringify({ first: { ...touch, email: 'victim@example.com' }, last: touch, admin: true }),
    script: JSON.stringify({ first: { ...touch, utm_source: '<script>window.__xss=1</script>' }, last: { ...touch, utm_campaign: '"><img src=x onerror="window.__xss=1">' } }),
    garbage: '%%%not-json<script>',
  };
  for (const [index, [name, value]] of Object.entries(hostile).entries()) {
    const visit = await visitor(browser, `203.0.113.${183 + index}`);
    await visit.addCookies([{ name: 'attribution', value: encodeURIComponent(value), url: baseURL }]);
    const tab = await visit.newPage();
    // A page view with a hostile cookie is served as always.
    expect((await tab.goto('/about'))?.status()).toBe(200);
    await sendContact(tab, `Hostile ${name} ${run}`, `hostile.${name}.${run}@example.com`);
    await visit.close();
  }

  await setSessionCookie(context, ownerSession);
  for (const name of Object.keys(hostile)) {
    const card = await leadCard(page, `hostile.${name}.${run}@example.com`);
    await expect(card.getByTestId('lead-channel')).toHaveText('Direct');
    await expect(card).not.toContainText('<script>');
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('/admin/sources: channels, campaigns and landing pages with Won counts and win rates that match the leads', async ({ context, page, request, ownerSession }) => {
  test.setTimeout(120_000);
  const campaign = `e2e-${run}`;
  const at = Math.floor(Date.now() / 1000);
  // Known leads: three from an audio campaign (one will be won), two by SMS, each with its own campaign.
  const seeds = [
    { n: 1, touch: { utm_source: 'podcast', utm_medium: 'audio', utm_campaign: campaign, landing_path: '/florida', at } },
    { n: 2, touch: { utm_source: 'podcast', utm_medium: 'audio', utm_campaign: campaign, landing_path: '/florida', at } },
    { n: 3, touch: { utm_source: 'podcast', utm_medium: 'audio', utm_campaign: campaign, landing_path: '/florida', at } },
    { n: 4, touch: { utm_source: 'sms', utm_medium: 'text', utm_campaign: `${campaign}-sms`, landing_path: '/contact', at } },
    { n: 5, touch: { utm_source: 'sms', utm_medium: 'text', utm_campaign: `${campaign}-sms`, landing_path: '/contact', at } },
  ];
  for (const { n, touch } of seeds) {
    const cookie = `attribution=${encodeURIComponent(JSON.stringify({ first: touch, last: touch }))}`;
    const sent = await submitWithoutJs(request, '/contact', 0, { fullName: `Source ${n} ${run}`, email: `source.${n}.${run}@example.com` }, { 'x-real-ip': `203.0.113.${190 + n}`, cookie });
    expect(sent.status).toBe(200);
  }

  await setSessionCookie(context, ownerSession);
  const card = await leadCard(page, `source.1.${run}@example.com`);
  await card.getByLabel('Status', { exact: true }).selectOption('won');
  await card.getByRole('button', { name: `Save status and note for Source 1 ${run}` }).click();
  await expect(card.getByTestId('lead-status')).toHaveText('Won');

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads', exact: true }).click();
  await page.getByRole('navigation', { name: 'Lead views' }).getByRole('link', { name: 'Sources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead sources' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  const row = (table: string, key: string) => page.getByTestId(table).getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
  await expect(row('by-campaign', campaign).getByRole('cell')).toHaveText(['3', '1', '33.3%']);
  await expect(row('by-campaign', `${campaign}-sms`).getByRole('cell')).toHaveText(['2', '0', '0%']);

  const session = { cookie: `${cookieName}=${await sessionToken()}` };
  // Each channel's figures are the inbox's: its leads filtered by channel, and the Won ones among them.
  for (const channel of ['Audio', 'SMS']) {
    const cells = await row('by-channel', channel).getByRole('cell').allInnerTexts();
    const inbox = await (await request.get(`/admin/leads?channel=${channel}`, { headers: session })).text();
    const listed = (inbox.match(/data-testid="lead-status"/g) ?? []).length;
    const won = (inbox.match(/data-testid="lead-status">Won</g) ?? []).length;
    expect(cells).toEqual([String(listed), String(won), listed ? `${Math.round((won / listed) * 1000) / 10}%` : '–']);
  }
  await expect(row('by-landing-page', '/florida').getByRole('cell').first()).not.toHaveText('0');

  // The chart: an image with a title and a description for screen readers, drawn without script.
  const chart = page.getByRole('img', { name: 'Leads per week by channel' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('desc')).toContainText('Audio');

  await page.getByRole('link', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/\/admin\/sources\?days=90$/);
  await expect(row('by-campaign', campaign).getByRole('cell')).toHaveText(['3', '1', '33.3%']);

  const csv = await (await request.get('/admin/sources/export?days=90', { headers: session })).text();
  expect(csv.startsWith('Dimension,Value,Leads,Won,Win rate\r\n')).toBe(true);
  expect(csv).toContain(`campaign,${campaign},3,1,33.3%\r\n`);
});

test('/admin/sources and its CSV are refused without a session', async ({ request }) => {
  expect((await request.get('/admin/sources', { maxRedirects: 0 })).status()).toBe(307);
  const csv = await request.get('/admin/sources/export', { maxRedirects: 0 });
  expect([307, 404]).toContain(csv.status());
});
