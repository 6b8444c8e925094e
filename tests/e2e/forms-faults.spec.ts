import { expect, test, type BrowserContext, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { contactFailure, floridaFailure, newsletterFailure } from '../../content/form-failures';
import { errorCopy } from '../../content/error';
import { signIn } from '../helpers/admin';

/**
 * A form's request failing on the way — a proxy's 502, a dropped connection, a restarted server
 * — must leave the page and everything typed in place, with the form's own failure message; a
 * resend of a request whose answer was lost must not become a second lead.
 */

const run = Date.now().toString(36);
let ip = 0;
/** Each test is its own client, so the per-client rate limit does not couple tests. */
const asNewClient = (page: Page) => page.setExtraHTTPHeaders({ 'x-real-ip': `198.18.${200 + Math.floor(Math.random() * 50)}.${++ip}` });

type Fault = 'a 502 from the proxy' | 'a dropped connection';
const faults: Fault[] = ['a 502 from the proxy', 'a dropped connection'];

/** Makes the next server-action POST to `path` fail as `fault`; the page's own loads pass. */
async function failNextAction(page: Page, path: string, fault: Fault) {
  const failed: Request[] = [];
  await page.route(`**${path}`, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action'] || failed.length > 0) return route.fallback();
    failed.push(request);
    if (fault === 'a 502 from the proxy') {
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>' });
    }
    return route.abort('connectionreset');
  });
  return failed;
}

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

/** Neither the framework's bare error screen nor our own boundary: the form handled it. */
async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: errorCopy.heading })).toHaveCount(0);
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function expectValues(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
}

/** Contact requests with this address, as the admin's leads inbox lists them. */
async function leadsInInbox(context: BrowserContext, email: string) {
  await signIn(context);
  const inbox = await context.newPage();
  await inbox.goto('/admin/leads');
  const rows = inbox.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').filter({ hasText: email });
  const count = await rows.count();
  await inbox.close();
  return count;
}

const contact = (email: string) => ({
  'Full Name': 'Dana Ortiz',
  'Email Address': email,
  'Company Name': 'Ortiz Roofing',
  'Phone Number': '(727) 555-0199',
  'Website URL': 'ortizroofing.example',
  Message: 'We need storm-season leads in Pinellas County.\nTwo crews, one office.',
});

test.describe('/contact when the request fails', () => {
  for (const fault of faults) {
    test(`${fault}: the error toast, every field kept, and a retry that works`, async ({ page }) => {
      await asNewClient(page);
      await page.goto('/contact');
      const form = page.locator('main form');
      const values = contact(`retry.${fault.length}.${run}@ortizroofing.example`);
      await fill(form, values);
      const failed = await failNextAction(page, '/contact', fault);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await toast(page, contactFailure.title, contactFailure.message);
      expect(failed).toHaveLength(1);
      await expectNoErrorScreen(page);
      await expectValues(form, values);
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

      // The connection is back: the same form sends, and a success clears it (spec).
      await form.getByRole('button', { name: 'Send Message' }).click();
      await toast(page, 'Message sent!', "We'll get back to you as soon as possible.");
      await expectValues(form, Object.fromEntries(Object.keys(values).map((label) => [label, ''])));
    });
  }
});

test.describe('/florida when the request fails', () => {
  for (const fault of faults) {
    test(`${fault}: 'Submission Failed', logged to the console, the form stays filled in`, async ({ page }) => {
      await asNewClient(page);
      const logged: string[] = [];
      page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
      await page.goto('/florida');
      const form = page.locator('section#contact-form form');
      const values = {
        Name: 'Maria Lopez',
        'Business Name': 'Bayside Roofing & Restoration',
        Email: `maria.${fault.length}.${run}@bayside-roofing.example`,
        Phone: '(727) 555-0188',
        'Services You Offer': 'Roofing, tarping, water restoration',
        'Tell Us About Your Goals': 'Be ready before the next hurricane watch for Pinellas County.',
      };
      await fill(form, values);
      await failNextAction(page, '/florida', fault);
      await form.getByRole('button', { name: 'Get My Free Strategy' }).click();

      await toast(page, floridaFailure.title, floridaFailure.message);
      await expect(form.getByRole('alert')).toHaveText(`${floridaFailure.title}: ${floridaFailure.message}`);
      expect(logged).toContainEqual(expect.stringContaining('Florida form submission failed'));
      await expectNoErrorScreen(page);
      await expect(page.getByText('Request Submitted Successfully!')).toHaveCount(0);
      await expectValues(form, values);
      await expect(form.getByRole('button', { name: 'Get My Free Strategy' })).toBeEnabled();
    });
  }
});

test.describe('newsletter when the request fails', () => {
  test('footer, a 502: the failure inline, the address still in the field', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: /Stay ready/ });
    await input.fill(`footer.${run}@example.com`);
    await failNextAction(page, '/privacy', 'a 502 from the proxy');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(newsletterFailure.message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(`footer.${run}@example.com`);
    await expectNoErrorScreen(page);
  });

  test('blog sidebar, a dropped connection: the failure inline, the address still in the field, then it subscribes', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    const email = `sidebar.${run}@example.com`;
    await sidebar.getByRole('textbox').fill(email);
    await failNextAction(page, '/blog', 'a dropped connection');
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('status')).toHaveText(newsletterFailure.message);
    await expect(sidebar.getByRole('textbox')).toHaveValue(email);
    await expectNoErrorScreen(page);
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('status')).toContainText('Check your inbox to confirm your subscription');
  });
});

test.describe('a resent submission is one lead', () => {
  test('the answer is lost after the server stored the lead; sending again is acknowledged and stores nothing new', async ({ page, browser }) => {
    await asNewClient(page);
    await page.goto('/contact');
    const form = page.locator('main form');
    const email = `lost-answer.${run}@ortizroofing.example`;
    await fill(form, contact(email));
    // The request reaches the server; its answer never reaches the browser.
    let delivered = 0;
    await page.route('**/contact', async (route) => {
      if (route.request().method() !== 'POST' || delivered > 0) return route.fallback();
      delivered++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, contactFailure.title, contactFailure.message);
    await expectValues(form, contact(email));

    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent!', "We'll get back to you as soon as possible.");
    expect(delivered).toBe(1);

    const admin = await browser.newContext();
    expect(await leadsInInbox(admin, email)).toBe(1);
    await admin.close();
  });

  test('the same POST replayed twice is answered twice and stored once', async ({ page, browser, request }) => {
    const client = { 'x-real-ip': `198.18.250.${++ip}` };
    await page.setExtraHTTPHeaders(client);
    await page.goto('/contact');
    const form = page.locator('main form');
    const email = `replayed.${run}@ortizroofing.example`;
    await fill(form, contact(email));
    const sent = page.waitForRequest((r) => r.method() === 'POST' && Boolean(r.headers()['next-action']));
    await form.getByRole('button', { name: 'Send Message' }).click();
    const original = await sent;
    await toast(page, 'Message sent!', "We'll get back to you as soon as possible.");
    expect(original.postData()).toContain('submissionId');

    const headers = Object.fromEntries(
      Object.entries(original.headers()).filter(([name]) => ['accept', 'content-type', 'next-action', 'next-router-state-tree', 'origin'].includes(name)),
    );
    for (let i = 0; i < 2; i++) {
      const replay = await request.fetch(original.url(), { method: 'POST', headers: { ...headers, ...client }, data: original.postDataBuffer()! });
      expect(replay.status()).toBe(200);
      expect(await replay.text()).toContain('Message sent!');
    }

    const admin = await browser.newContext();
    expect(await leadsInInbox(admin, email)).toBe(1);
    await admin.close();
  });
});
