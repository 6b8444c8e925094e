import { expect, test, type Page } from '@playwright/test';
import { site } from '../../content/site';
import { exportedCsv, submitWithoutJs } from '../helpers/forms';
import { expectNoSeriousAxeViolations } from '../helpers/page-checks';

const run = Date.now().toString(36);
let ip = 0;
/** Each test is its own client, so the per-client rate limit does not couple tests. */
const asNewClient = (page: Page) => page.setExtraHTTPHeaders({ 'x-real-ip': `198.18.${Math.floor(Math.random() * 200)}.${++ip}` });

/** What a visitor might paste: 20,000 characters, four times the message limit. */
const longMessage = 'Storm prep notes for every branch. '.repeat(600).slice(0, 20_000);
const overLimit = '15,000 characters over the 5,000 limit. Please shorten it to send; nothing you typed has been cut.';

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).filter({ hasText: description })).toBeVisible();

test.describe('/contact', () => {
  test('has the scheduler card, the form, the side panel and next steps', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /Book a 30-Minute Strategy Call/ })).toHaveAttribute('href', site.links.scheduler);
    for (const label of ['Full Name', 'Email Address', 'Company Name', 'Phone Number', 'Website URL', 'Message']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveAttribute('type', 'email');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveAttribute('rows', '4');
    await expect(page.getByRole('complementary').getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    await expect(page.getByRole('complementary')).toContainText(site.address.city);
    await expect(page.getByRole('main').getByRole('link', { name: /See our services/ })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('main').getByRole('link', { name: /Meet the team/ })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('main')).toContainText('within 24 hours');
  });

  test('a valid message is stored, announced and the form cleared', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/contact');
    const email = `dana.${run}@ortizroofing.example`;
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Dana Ortiz');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Ortiz Roofing');
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill('(727) 555-0199');
    await page.getByRole('textbox', { name: 'Website URL', exact: true }).fill('ortizroofing.example');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('We need storm-season leads in Pinellas County.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent!', "We'll get back to you as soon as possible.");
    for (const label of ['Full Name', 'Email Address', 'Company Name', 'Phone Number', 'Website URL', 'Message']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
    }
    const csv = await exportedCsv(request, 'contacts');
    expect(csv).toContain(email);
    expect(csv).toContain('https://ortizroofing.example');
    expect(csv).toContain('/contact');
  });

  test('the button reads Sending... and is disabled while submitting', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/contact');
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Sam Lee');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(`sam.${run}@example.com`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await toast(page, 'Message sent!', "We'll get back to you as soon as possible.");
  });

  test('invalid input gets messages tied to the fields, and everything typed is kept', async ({ page }) => {
    await asNewClient(page);
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Website URL', exact: true }).fill('javascript:alert(1)');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Keep this message.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#fullName-error')).toHaveText('Please enter your full name');
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveAttribute('aria-describedby', 'fullName-error');
    await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address, like name@company.com');
    await expect(page.locator('#serviceAreas-error')).toHaveText('Please enter a valid website address, like yourcompany.com');
    // The summary names every problem, each linked to its field, and so does the toast.
    const summary = page.locator('#contact-form-status');
    await expect(summary).toContainText('Please check the form:');
    await expect(summary.getByRole('listitem')).toHaveText([
      'Full Name: Please enter your full name',
      'Email Address: Please enter a valid email address, like name@company.com',
      'Website URL: Please enter a valid website address, like yourcompany.com',
    ]);
    await expect(summary.getByRole('link', { name: 'Email Address' })).toHaveAttribute('href', '#email');
    await toast(page, 'Please check the form', 'Please enter your full name. Please enter a valid email address, like name@company.com. Please enter a valid website address, like yourcompany.com.');
    // Below the sticky header, whose Contact Us Now button stays clickable.
    const header = (await page.getByRole('banner').boundingBox())!;
    // Polled: the toast slides in from above, so a first look can catch it on its way.
    await expect.poll(async () => (await page.locator('[data-sonner-toast]').boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Keep this message.');
    await expect(page.getByRole('textbox', { name: 'Email Address', exact: true })).toHaveValue('not-an-email');
    await expectNoSeriousAxeViolations(page);
  });

  test('a pasted 20,000-character message is kept whole: a live count, a clear refusal, nothing cut', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/contact');
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await expect(message).not.toHaveAttribute('maxlength');
    await expect(page.locator('#message-hint')).toHaveText('Up to 5,000 characters.');
    await message.fill('x'.repeat(4500));
    await expect(page.locator('#message-hint')).toHaveText('4,500 of 5,000 characters used.');

    const email = `long.${run}@example.com`;
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Long Writer');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await message.fill(longMessage);
    await expect(message).toHaveValue(longMessage);
    await expect(page.locator('#message-hint')).toHaveText(overLimit);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#message-error')).toHaveText('Please keep your message under 5,000 characters');
    await expect(page.getByRole('status').filter({ hasText: 'Please check the form' })).toBeVisible();
    await expect(message).toHaveValue(longMessage);
    await expect(page.getByText('Message sent!')).toHaveCount(0);
    expect(await exportedCsv(request, 'contacts')).not.toContain(email);
    await expectNoSeriousAxeViolations(page);
  });

  test('works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-real-ip': `198.19.0.${++ip}` } });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('No Script');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill('bad');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address, like name@company.com');
    await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('No Script');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(`noscript.${run}@example.com`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript, an over-long message comes back whole with the count and the field message', async ({ request }) => {
    const headers = { 'x-real-ip': `198.21.${Math.floor(Math.random() * 250)}.${++ip}` };
    const { status, html } = await submitWithoutJs(request, '/contact', 0, { fullName: 'No Script', email: `long.noscript.${run}@example.com`, message: longMessage }, headers);
    expect(status).toBeLessThan(500);
    expect(html).toContain('Please keep your message under 5,000 characters');
    expect(html).toContain(overLimit);
    expect(html).toContain(`>${longMessage}</textarea>`);
    expect(html).not.toContain('Message sent!');
  });

  test('the sixth message within ten minutes is refused with when to retry', async ({ request }) => {
    const headers = { 'x-real-ip': `198.20.${Math.floor(Math.random() * 250)}.${++ip}` };
    for (let i = 1; i <= 5; i++) {
      const { html } = await submitWithoutJs(request, '/contact', 0, { fullName: `Burst ${i}`, email: `burst${i}.${run}@example.com` }, headers);
      expect(html).toContain('Message sent!');
    }
    const { status, html } = await submitWithoutJs(request, '/contact', 0, { fullName: 'Burst 6', email: `burst6.${run}@example.com` }, headers);
    expect(status).toBeLessThan(500);
    expect(html).toMatch(/Please try again in \d+ minutes, or call us directly\./);
    expect(await exportedCsv(request, 'contacts')).not.toContain(`burst6.${run}@example.com`);
  });
});

test.describe('newsletter', () => {
  test('footer: invalid, new and repeat sign-ups get clear, identical answers', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/privacy');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByRole('textbox', { name: /Stay ready/ });
    await input.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email address, like name@company.com');
    const email = `news.${run}@example.com`;
    await input.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const confirmation = 'Check your inbox to confirm your subscription.';
    await expect(footer.getByRole('status')).toHaveText(confirmation);
    await page.reload();
    await footer.getByRole('textbox', { name: /Stay ready/ }).fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(confirmation);
    const csv = await exportedCsv(request, 'subscribers');
    expect(csv.match(new RegExp(`news\\.${run}@example\\.com`, 'gi'))).toHaveLength(1);
  });

  test('blog sidebar: subscribes with its own source', async ({ page, request }) => {
    await asNewClient(page);
    await page.goto('/blog');
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    const email = `blogreader.${run}@example.com`;
    await sidebar.getByRole('textbox').fill(email);
    await sidebar.getByRole('button', { name: 'Subscribe' }).click();
    await expect(sidebar.getByRole('status')).toContainText('Check your inbox to confirm your subscription');
    expect(await exportedCsv(request, 'subscribers')).toMatch(new RegExp(`${email.replace(/\./g, '\\.')},blog`));
  });
});
