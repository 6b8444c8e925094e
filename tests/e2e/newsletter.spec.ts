import { rmSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { captureAction, cookieName, signIn, withAuthenticator } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { decodeWords, parseMail, startSmtpSink } from '../helpers/mail';
import { startNext, type NextServer } from '../helpers/next-server';
import { ports } from '../helpers/servers';

/**
 * The newsletter end to end on a server of its own (its own embedded database and SMTP sink, so
 * its counts and mail are its own): double opt-in, one-click unsubscribe, sends from
 * /admin/newsletter reaching each confirmed address once, and an Author refused by the server.
 */
// The timeout covers beforeAll too, which starts the servers.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const dataDir = `.data/e2e-newsletter`;
const posts = { first: 'how-google-ai-overviews-choose-sources', second: 'local-services-ads-vs-search-ads', third: 'llm-crawlability-checklist' };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: NextServer;
let url: string;
let owner: { context: BrowserContext; page: Page };

const addresses = { a: `reader-a.${run}@example.com`, b: `reader-b.${run}@example.com`, pending: `reader-p.${run}@example.com` };

const mailTo = (address: string) => sink.messages.filter((m) => m.rcptTo.includes(address)).map((m) => parseMail(m.raw));
const subjectOf = (mail: ReturnType<typeof parseMail>) => decodeWords(mail.header('Subject') ?? '');

async function confirmationLink(address: string): Promise<string> {
  await expect.poll(() => mailTo(address).filter((m) => subjectOf(m).includes('Confirm')).length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo(address).find((m) => subjectOf(m).includes('Confirm'))!;
  const link = new RegExp(`${url}/newsletter/confirm/[A-Za-z0-9_-]{43}`).exec(mail.text!)?.[0];
  expect(link).toBeTruthy();
  expect(mail.html).toContain(link);
  return link!;
}

/** The subscriber's state as staff see it in the CSV. */
async function stateOf(address: string): Promise<string | undefined> {
  const cookie = (await owner.context.cookies()).find((c) => c.name === cookieName)!;
  const client = await playwrightRequest.newContext({ baseURL: url });
  const csv = await (await client.get('/admin/leads/export/subscribers', { headers: { cookie: `${cookieName}=${cookie.value}` } })).text();
  await client.dispose();
  const line = csv.split('\n').find((row) => row.includes(address));
  return line?.split(',')[3];
}

async function confirmWithButton(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  // One state at a time: the answer replaces the prompt, heading and all.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(["You're subscribed"]);
  await expect(page.getByText('Press the button to start receiving')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
}

const toast = (page: Page, title: string, description: string | RegExp) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible({ timeout: 30_000 });

test.beforeAll(async ({ browser }) => {
  // Starting a server of its own takes a while on a loaded machine.
  test.setTimeout(180_000);
  sink = await startSmtpSink(ports.newsletterSmtp);
  rmSync(dataDir, { recursive: true, force: true });
  server = await startNext('newsletter', {
    distDir: '.next-e2e-newsletter',
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      NEWSLETTER_FROM: `Brightline Briefing <briefing@brightline.example>`,
      NEWSLETTER_REPLY_TO: 'hello@brightline.example',
      INDEXNOW_KEY: '',
      INDEXNOW_ENDPOINT: '',
      OUTBOX_INTERVAL_SECONDS: '1',
      NEWSLETTER_TEST_LIMIT: '2',
    },
  });
  url = server.url;
  const context = await browser.newContext({ baseURL: url });
  await signIn(context, url);
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());
  owner = { context, page };
});

test.afterAll(async () => {
  await owner?.context.close();
  await server?.stop();
  await sink?.close();
});

test('footer sign-up → confirmation e-mail → link → button → confirmed; opening the link alone confirms nothing', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: { 'x-real-ip': '198.51.100.61' } });
  const page = await context.newPage();
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /Stay ready/ }).fill(addresses.a);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  const link = await confirmationLink(addresses.a);
  expect(await stateOf(addresses.a)).toBe('pending');

  // A mail scanner opens the link: the page answers, nothing changes, and nobody caches it.
  const scanned = await context.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['cache-control']).toMatch(/no-store|private/);
  expect(await scanned.text()).toMatch(/noindex/);
  expect(await stateOf(addresses.a)).toBe('pending');

  await confirmWithButton(page, link);
  expect(await stateOf(addresses.a)).toBe('confirmed');
  // Reopened: the address is subscribed, and the page says so rather than offering a sign-up.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(["You're subscribed"]);
  await expect(page.getByText('This address is subscribed to the newsletter.')).toBeVisible();
  await expect(page.locator('#main').getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  // Signing up again changes nothing and sends nothing, with the same answer.
  await page.goto('/privacy');
  await footer.getByRole('textbox', { name: /Stay ready/ }).fill(addresses.a);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');
  expect(await stateOf(addresses.a)).toBe('confirmed');
  await context.close();
});

test('without JavaScript: the blog sidebar signs up, and a second sign-up within the hour sends no second e-mail', async ({ page }) => {
  const client = await playwrightRequest.newContext({ baseURL: url });
  for (const address of [addresses.b, addresses.pending]) {
    const { status, html } = await submitWithoutJs(client, '/blog', 0, { email: address }, { 'x-real-ip': '198.51.100.62', origin: url });
    expect(status).toBe(200);
    expect(html).toContain('Check your inbox to confirm your subscription');
  }
  await submitWithoutJs(client, '/blog', 0, { email: addresses.b.toUpperCase() }, { 'x-real-ip': '198.51.100.62', origin: url });
  const link = await confirmationLink(addresses.b);
  await confirmationLink(addresses.pending);
  await page.waitForTimeout(2_000);
  expect(mailTo(addresses.b)).toHaveLength(1);
  await client.dispose();
  await confirmWithButton(page, link.replace(/^http:\/\/localhost:\d+/, url));
  expect(await stateOf(addresses.b)).toBe('confirmed');
  expect(await stateOf(addresses.pending)).toBe('pending');
});

test("staff resend a pending address's confirmation; past the mailbox's 3 a day they are told why", async () => {
  const { page } = owner;
  const confirmations = () => mailTo(addresses.pending).filter((m) => subjectOf(m).includes('Confirm')).length;
  expect(confirmations()).toBe(1);
  await page.goto('/admin/leads');
  const resend = page.getByRole('button', { name: `Resend the confirmation e-mail to ${addresses.pending}` });
  // Only a pending address has one.
  await expect(page.getByRole('button', { name: `Resend the confirmation e-mail to ${addresses.a}` })).toHaveCount(0);
  for (const n of [2, 3]) {
    await resend.click();
    await toast(page, 'Confirmation sent', `A new confirmation link is on its way to ${addresses.pending}.`);
    await expect.poll(confirmations, { timeout: 20_000 }).toBe(n);
  }
  await resend.click();
  await toast(page, 'Not sent: daily limit reached', /This mailbox has had 3 confirmation e-mails in the last 24 hours.*You can resend in 24 hours\./);
  await page.waitForTimeout(2_000);
  expect(confirmations()).toBe(3);
});

test('a post sent from /admin/newsletter reaches each confirmed address once, with the unsubscribe headers; a pending one gets nothing', async () => {
  const { page } = owner;
  await page.goto('/admin/newsletter');
  const counts = page.getByLabel('Subscribers by state');
  await expect(counts.locator('[data-count="confirmed"]')).toHaveText('2');
  await expect(counts.locator('[data-count="pending"]')).toHaveText('1');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.first);
  await page.getByRole('button', { name: 'Send to 2 subscribers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'queued for 2 subscribers' })).toBeVisible({ timeout: 30_000 });

  for (const address of [addresses.a, addresses.b]) {
    await expect.poll(() => mailTo(address).filter((m) => !subjectOf(m).includes('Confirm')).length, { timeout: 30_000 }).toBe(1);
    const mail = mailTo(address).find((m) => !subjectOf(m).includes('Confirm'))!;
    expect(mail.header('List-Unsubscribe')).toMatch(new RegExp(`^<${url}/newsletter/unsubscribe/[A-Za-z0-9_-]{43}>, <mailto:hello@brightline.example\\?subject=unsubscribe>$`));
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`utm_source=newsletter&utm_medium=email&utm_campaign=${posts.first}`);
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
    expect(mail.header('List-Unsubscribe')).not.toContain(address);
  }
  expect(mailTo(addresses.pending).filter((m) => !subjectOf(m).includes('Confirm'))).toHaveLength(0);

  // The send's counts, and the audit log with who sent it.
  await page.reload();
  await expect(page.locator(`[data-send="${posts.first}"]`).first()).toContainText('Owner');
  await page.goto('/admin/activity');
  await expect(page.getByText('newsletter-sent').or(page.getByText(/Newsletter sent/i)).first()).toBeVisible();
});

test('with nobody left to send the post to, Send is off and says why', async () => {
  const { page } = owner;
  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.first);
  const send = page.getByRole('button', { name: 'Send to 0 subscribers' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Every confirmed subscriber has already received this post. Those who confirm later can be sent it then.');
  await expect(page.getByText('Every confirmed subscriber has already received this post.')).toBeVisible();
  // Another post with readers left to get it: on again.
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.second);
  await expect(page.getByRole('button', { name: 'Send to 2 subscribers' })).toBeEnabled();
});

test('a test send reaches only the address typed, marked as a test, with no unsubscribe link that leads nowhere', async () => {
  const { page } = owner;
  const editor = `editor.${run}@example.com`;
  // A test asks nobody about subscribers (the owner's page accepts every dialog, so it would go ahead).
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => dialogs.push(dialog.message()));
  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.second);
  await page.getByLabel('Test address').fill(editor);
  // A request lost on the way says so, and the address typed stays.
  await page.route('**/admin/newsletter', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'That could not be done just now' })).toBeVisible();
  await expect(page.getByLabel('Test address')).toHaveValue(editor);
  await page.unroute('**/admin/newsletter');
  expect(mailTo(editor)).toHaveLength(0);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A test went to ${editor}.` })).toBeVisible({ timeout: 30_000 });
  expect(dialogs.filter((message) => /subscriber/i.test(message))).toEqual([]);
  await expect.poll(() => mailTo(editor).length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo(editor)[0]!;
  expect(subjectOf(mail)).toMatch(/^\[Test\] /);
  expect(mail.header('List-Unsubscribe')).toBeUndefined();
  expect(mail.text).toContain('This is a test sent from the admin.');
  expect(mail.html).not.toContain('/newsletter/unsubscribe/');
  // Nobody on the list got it: the post is still unsent to both confirmed readers.
  await expect(page.getByRole('button', { name: 'Send to 2 subscribers' })).toBeVisible();
  expect(await stateOf(editor)).toBeUndefined();

  // Each member of staff has a few tests an hour (NEWSLETTER_TEST_LIMIT is 2 on this server).
  await page.getByLabel('Test address').fill(editor);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect.poll(() => mailTo(editor).length, { timeout: 20_000 }).toBe(2);
  await page.getByLabel('Test address').fill(editor);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Test limit reached: You have sent 2 tests in the last hour\. You can send another in \d+ minutes\./ })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(2_000);
  expect(mailTo(editor)).toHaveLength(2);
  expect(dialogs.filter((message) => /subscriber/i.test(message))).toEqual([]);
});

test('one-click unsubscribe: GET shows a button and changes nothing; a bare POST unsubscribes; the next post skips the address', async () => {
  const mail = mailTo(addresses.a).find((m) => !subjectOf(m).includes('Confirm'))!;
  const unsubscribe = /^<([^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!;
  // A client with no cookie and no Origin, as a mail provider's one-click request comes.
  const client = await playwrightRequest.newContext();
  const shown = await client.get(unsubscribe);
  expect(shown.status()).toBe(200);
  // The page, in the site's layout (its header and footer), with its button.
  const html = await shown.text();
  expect(html).toContain('>Unsubscribe</button>');
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
  expect(await stateOf(addresses.a)).toBe('confirmed');

  const posted = await client.post(unsubscribe, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click', maxRedirects: 0 });
  expect(posted.status()).toBe(200);
  expect(await stateOf(addresses.a)).toBe('unsubscribed');
  // Twice is fine.
  expect((await client.post(unsubscribe, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' })).status()).toBe(200);
  await client.dispose();

  const { page } = owner;
  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.second);
  await page.getByRole('button', { name: 'Send to 1 subscriber' }).click();
  await expect.poll(() => mailTo(addresses.b).filter((m) => !subjectOf(m).includes('Confirm')).length, { timeout: 30_000 }).toBe(2);
  await page.waitForTimeout(2_000);
  expect(mailTo(addresses.a).filter((m) => !subjectOf(m).includes('Confirm'))).toHaveLength(1);
  expect(mailTo(addresses.pending).filter((m) => !subjectOf(m).includes('Confirm'))).toHaveLength(0);
});

test('an Author is refused /admin/newsletter and the send action by the server', async ({ browser }) => {
  const { page } = owner;
  const author = { name: `Ava Author ${run}`, email: `ava.${run}@brightline.example` };
  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(author.name);
  await page.getByLabel('E-mail address').fill(author.email);
  await page.getByLabel('Role', { exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = await page.getByLabel('Invitation link (shown once)').inputValue();
  const side = await withAuthenticator(browser, url);
  await side.page.goto(invitation);
  await side.page.getByLabel('Name this passkey').fill('Laptop');
  await side.page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(side.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();

  await side.page.goto('/admin/newsletter');
  await expect(side.page).toHaveURL(/\/admin\/not-permitted$/);

  // The Owner's real send, replayed with the Author's cookie.
  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(posts.third);
  await page.route('**/admin/newsletter', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  const send = await captureAction(page, () => page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click());
  await page.unroute('**/admin/newsletter');
  const cookie = (await side.context.cookies()).find((c) => c.name === cookieName)!;
  const client = await playwrightRequest.newContext({ baseURL: url });
  const before = sink.messages.length;
  const response = await client.post('/admin/newsletter', {
    headers: { 'next-action': send.headers['next-action']!, 'content-type': send.headers['content-type']!, origin: url, accept: 'text/x-component', cookie: `${cookieName}=${cookie.value}` },
    data: send.body,
    maxRedirects: 0,
  });
  expect(await response.text()).toContain('Your role does not allow this');
  await client.dispose();
  await side.context.close();
  await page.waitForTimeout(2_000);
  expect(sink.messages.slice(before).filter((m) => !m.rcptTo.includes(author.email))).toHaveLength(0);
});

test("a reader unsubscribes with the page's button, in the site's layout; the send counts both who left since", async ({ page }) => {
  const mail = mailTo(addresses.b).find((m) => !subjectOf(m).includes('Confirm'))!;
  const unsubscribe = /^<([^>]+)>/.exec(mail.header('List-Unsubscribe')!)![1]!;
  await page.goto(unsubscribe);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(['Unsubscribe']);
  expect(await stateOf(addresses.b)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(["You're unsubscribed"]);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await stateOf(addresses.b)).toBe('unsubscribed');
  // Opened again later, the link says the same.
  await page.goto(unsubscribe);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(["You're unsubscribed"]);
  // A link no one knows: 404, in the layout too.
  const unknown = await page.goto(`${url}/newsletter/unsubscribe/${'u'.repeat(43)}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(['This link does not work']);

  // Both readers of the first send have left since: its row says 2, not 0.
  await owner.page.goto('/admin/newsletter');
  await expect(owner.page.locator(`[data-send="${posts.first}"] [data-column="unsubscribed-since"]`)).toHaveText('2');
});

test('20 sign-ups for victim+N@ from 20 clients mail that mailbox at most 3 times; a real visitor on the domain right after gets a link', async () => {
  const domain = `gate-${run}.example`;
  const client = await playwrightRequest.newContext({ baseURL: url });
  for (let n = 1; n <= 20; n++) {
    const { status, html } = await submitWithoutJs(client, '/blog', 0, { email: `victim+${n}@${domain}` }, { 'x-real-ip': `203.0.113.${n}`, origin: url });
    expect(status).toBe(200);
    expect(html).toContain('Check your inbox to confirm your subscription');
  }
  const visitor = `dana.ortiz@${domain}`;
  const { html } = await submitWithoutJs(client, '/blog', 0, { email: visitor }, { 'x-real-ip': '198.51.100.177', origin: url });
  expect(html).toContain('Check your inbox to confirm your subscription');
  await client.dispose();
  await confirmationLink(visitor);
  const toVictim = () => sink.messages.filter((m) => m.rcptTo.some((to) => new RegExp(`^victim(\\+\\d+)?@${domain.replace(/\./g, '\\.')}$`).test(to)));
  await expect.poll(() => toVictim().length, { timeout: 20_000 }).toBe(3);
  await owner.page.waitForTimeout(2_000);
  expect(toVictim().length).toBeLessThanOrEqual(3);
});
