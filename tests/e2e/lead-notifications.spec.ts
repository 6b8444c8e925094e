import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { decodeWords, parseMail, startSmtpSink, type ReceivedMail } from '../helpers/mail';
import { baseURL, leadEmail, smtpSinkPort } from '../helpers/servers';

// One SMTP sink on a fixed port (the e2e server's SMTP_URL), so these tests share it in turn.
// This file runs with the public suites (not named admin-*): its leads must not land between the
// leads that admin-leads.spec.ts expects to be newest.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let rejecting = '';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

test.beforeAll(async () => {
  // A permanent rejection (550) for messages naming `rejecting`: the delivery fails at once.
  sink = await startSmtpSink(smtpSinkPort, (raw) => (rejecting && raw.includes(rejecting) ? 550 : undefined));
});
test.afterAll(() => sink.close());

async function mailFor(marker: string, count = 1): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(() => (found = sink.messages.filter((m) => decodeWords(parseMail(m.raw).header('Subject') ?? '').includes(marker))).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return found;
}

const leadCard = (page: Page, id: string) => page.locator(`#lead-${id}`);

test('a new lead is e-mailed to staff, with a link that opens it in /admin/leads', async ({ page, context }) => {
  const name = `Dana Mail ${run}`;
  const visitor = `dana.${run}@ortizroofing.example`;
  await page.setExtraHTTPHeaders({ 'x-real-ip': `198.51.100.${Math.floor(Math.random() * 250)}` });
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(visitor);
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Ortiz Roofing');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('<b>Storm</b> leads & more');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent!' })).toBeVisible();

  const [received] = await mailFor(name);
  const mail = parseMail(received!.raw);
  expect(received!.rcptTo).toEqual(leadEmail.to);
  expect(received!.mailFrom).toBe(leadEmail.from);
  expect(decodeWords(mail.header('Subject')!)).toBe(`Contact form lead: ${name} (Ortiz Roofing)`);
  expect(mail.header('Reply-To')).toContain(`<${visitor}>`);
  expect(mail.text).toContain('<b>Storm</b> leads & more');
  expect(mail.html).toContain('&lt;b&gt;Storm&lt;/b&gt; leads &amp; more');
  const link = new RegExp(`${baseURL}/admin/leads#lead-([0-9a-f-]{36})`).exec(mail.text!);
  expect(link).not.toBeNull();

  await signIn(context);
  await page.goto(link![0]);
  const card = leadCard(page, link![1]!);
  await expect(card).toContainText(name);
  await expect(card).toContainText(visitor);
  await expect(card.locator('[data-channel="email"]')).toContainText('Sent');
  // The e2e webhook points at a closed port: retried, not lost.
  await expect(card.locator('[data-channel="webhook"]')).toContainText(/Retrying, next attempt .*\(attempt \d+: fetch failed/);
});

test('a rejected e-mail is shown as failed, counted on the dashboard, and resent by staff', async ({ page, context, request }) => {
  const name = `Sam Reject ${run}`;
  rejecting = name;
  const { html } = await submitWithoutJs(request, '/contact', 0, { fullName: name, email: `sam.${run}@example.com`, company: 'Lee Siding' }, { 'x-real-ip': `198.51.100.${Math.floor(Math.random() * 250)}` });
  expect(html).toContain('Message sent!');

  await signIn(context);
  await page.goto('/admin/leads');
  const card = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').filter({ hasText: name });
  const email = card.locator('[data-channel="email"]');
  await expect(async () => {
    await page.reload();
    await expect(email).toContainText('Failed after 1 attempt', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(email).toContainText('550');
  expect(sink.messages.filter((m) => m.raw.includes(name))).toHaveLength(0);

  await page.goto('/admin');
  await expect(page.getByTestId('failed-deliveries')).toContainText(/Lead notifications: \d+ failed deliver(y|ies) waiting to be resent/);
  await page.getByRole('link', { name: 'Review failed deliveries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // The mailbox is fixed; staff resend.
  rejecting = '';
  await email.getByRole('button', { name: `Resend e-mail for ${name}` }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sent' }).filter({ hasText: 'E-mail delivered.' })).toBeVisible();
  await expect(email).toContainText('Sent');
  await expect(email.getByRole('button', { name: /Resend/ })).toHaveCount(0);
  const delivered = await mailFor(name);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.rcptTo).toEqual(leadEmail.to);

  // Both ends of it are in the audit log: the delivery that gave up and staff's resend.
  const leadId = (await card.getAttribute('id'))!.replace(/^lead-/, '');
  await page.goto('/admin/activity');
  const rows = page.getByRole('table', { name: 'Admin activity' }).getByRole('row').filter({ hasText: leadId });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Lead notification resent');
  await expect(rows.nth(0)).toContainText('E-mail to staff');
  await expect(rows.nth(1)).toContainText('Lead notification failed');
  await expect(rows.nth(1)).toContainText('E-mail to staff, given up after 1 attempt');
  await expect(rows.nth(1)).toContainText(/· [^·]*550/);
});

test('a captured Resend, replayed without a session from /admin and a public route, sends nothing', async ({ page, context, request }) => {
  const name = `Signed Out ${run}`;
  rejecting = name;
  await submitWithoutJs(request, '/contact', 0, { fullName: name, email: `out.${run}@example.com` }, { 'x-real-ip': `198.51.100.${Math.floor(Math.random() * 250)}` });
  await signIn(context);
  await page.goto('/admin/leads');
  const email = page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').filter({ hasText: name }).locator('[data-channel="email"]');
  await expect(async () => {
    await page.reload();
    await expect(email.getByRole('button', { name: /Resend/ })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  rejecting = '';

  // Capture the real call but abort it, so only the replays could resend.
  await page.route('**/admin/leads', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  const isAction = (r: Request) => r.method() === 'POST' && Boolean(r.headers()['next-action']);
  const captured = page.waitForRequest(isAction);
  const aborted = page.waitForEvent('requestfailed', isAction);
  await email.getByRole('button', { name: /Resend/ }).click();
  const action = await captured;
  await aborted;
  await page.unroute('**/admin/leads');

  const anonymous = await playwrightRequest.newContext({ baseURL });
  for (const target of ['/admin/leads', '/']) {
    const response = await anonymous.post(target, {
      headers: { 'next-action': action.headers()['next-action']!, 'content-type': action.headers()['content-type']!, origin: baseURL, accept: 'text/x-component' },
      data: action.postDataBuffer()!,
      maxRedirects: 0,
    });
    expect(await response.text(), target).not.toContain('E-mail delivered');
  }
  await anonymous.dispose();
  await page.reload();
  await expect(email).toContainText('Failed after 1 attempt');
  expect(sink.messages.filter((m) => m.raw.includes(name))).toHaveLength(0);
});

test('no mail or outbox code ships to the browser', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)) : [path.join(dir, name)]));
  const leaks = files('.next/static').filter((file) => /nodemailer|Idempotency-Key|lead_notifications_claim|EHLO/.test(readFileSync(file, 'utf8')));
  expect(leaks).toEqual([]);
});
