import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formattedAddress, site } from '../../content/site';
import { floridaPage } from '../../content/florida';
import { expectHeadingOrder, jsonLdBlocks, jsonLdTypes } from '../helpers/page-checks';
import { $$, byRole, byTestId, containing, headingLevels, href, inOrder, serverHtml, single, text } from '../helpers/server-html';

const path = '/florida';
const tel = `tel:${site.phone.tel}`;

/**
 * Lead submissions are rate limited per client (5 per 10 minutes), so each test that submits
 * claims its own documentation address; the run id keeps repeated local runs on a reused
 * server apart too.
 */
const runOctet = (Date.now() % 50) * 4;
const useClientIp = (page: Page, n: number) => page.setExtraHTTPHeaders({ 'x-real-ip': `192.0.2.${runOctet + n}` });

const hero = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
const contactSection = (page: Page) => page.locator('section#contact-form');
const footer = (page: Page) => page.getByTestId('florida-footer');
const load = async (request: APIRequestContext) => (await serverHtml(request, path)).document;

async function fillValidLead(page: Page) {
  const form = contactSection(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria Lopez');
  await form.getByRole('textbox', { name: 'Business Name', exact: true }).fill('Bayside Roofing & Restoration');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@bayside-roofing.example');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(727) 555-0188');
  await form.getByRole('textbox', { name: 'Services You Offer', exact: true }).fill('Roofing, tarping, water restoration');
  await form.getByRole('textbox', { name: 'Tell Us About Your Goals', exact: true }).fill('Be ready before the next hurricane watch for Pinellas County.');
}

test.describe('Florida landing page', () => {
  test('hero offers a phone call and scrolls to the form', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(floridaPage.hero.title);
    await expect(hero(page).getByTestId('hero-call')).toHaveAttribute('href', tel);
    await expect(hero(page).getByTestId('hero-call')).toContainText(site.phone.display);

    const contact = hero(page).getByRole('link', { name: 'Contact Us', exact: true });
    await expect(contact).toHaveAttribute('href', '#contact-form');
    await expect(contactSection(page)).not.toBeInViewport();
    await contact.click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(contactSection(page)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Get Your Free Storm-Ready Marketing Plan' })).toBeInViewport();
  });

  test('has a slim header with a logo home and a call button, and no site navigation', async ({ request }) => {
    const document = await load(request);
    expect(byRole(document, 'navigation', { name: 'Main' })).toHaveLength(0);
    expect(byRole(document, 'navigation', { name: 'Mobile' })).toHaveLength(0);
    const header = single(byRole(document, 'banner'), 'banner');
    expect(href(single(byRole(header, 'link', { name: `${site.name} home` })))).toBe('/');
    expect(href(single(byTestId(header, 'header-call')))).toBe(tel);
    expect(byRole(header, 'link')).toHaveLength(3); // skip link, logo, call
    expect(single(byRole(document, 'main')).id).toBe('main');
  });

  test('shows the about stats, four services, three testimonials and three reasons', async ({ request }) => {
    const document = await load(request);
    expect(byTestId(document, 'metric-value').map(text)).toEqual(['15+', '200+', '4.9/5', '50']);
    expect(byRole(single(byTestId(document, 'florida-markets')), 'listitem')).toHaveLength(floridaPage.about.markets.length);

    const services = byTestId(document, 'florida-service');
    expect(services).toHaveLength(4);
    expect(services.flatMap((service) => byRole(service, 'heading', { level: 3 })).map(text)).toEqual(['Emergency SEO', 'Paid Media', 'Storm Intelligence', 'Tracking & Reporting']);

    const testimonials = byTestId(document, 'testimonial-card');
    expect(testimonials).toHaveLength(3);
    for (const card of testimonials) {
      expect(byRole(card, 'img', { name: 'Rated 5 out of 5' })).toHaveLength(1);
      expect(text(single($$(card, 'blockquote')))).not.toBe('');
    }

    const reasons = byTestId(document, 'why-choose');
    expect(reasons).toHaveLength(3);
    expect(reasons.flatMap((reason) => byRole(reason, 'heading', { level: 3 })).map(text)).toEqual(floridaPage.whyChoose.items.map((item) => item.title));
  });

  test('closing band links to the form and lists the platforms as badges', async ({ request }) => {
    const document = await load(request);
    const band = single($$(document, 'section[aria-labelledby="cta-heading"]'));
    expect(href(single(byRole(band, 'link', { name: /Get My Free Storm Plan/ })))).toBe('#contact-form');
    expect(href(single(byRole(band, 'link', { name: `Call ${site.phone.display}` })))).toBe(tel);
    expect(byRole(band, 'heading', { name: 'Platforms we run campaigns on' })).toHaveLength(1);
    const badges = byTestId(band, 'platform-badge');
    expect(badges).toHaveLength(4);
    expect(badges.map(text)).toEqual(containing(['Google Ads', 'Meta', 'Microsoft Advertising', 'CallRail']));
    // Platforms are named, never presented as certifications the agency does not hold.
    expect(text(single(byRole(document, 'main')))).not.toMatch(/certified|premier partner/i);
  });

  test('footer has the office address, quick links, emergency services, a call button and © 2024', async ({ request }) => {
    const foot = single(byTestId(await load(request), 'florida-footer'), 'footer');
    expect(text(single(byTestId(foot, 'florida-address')))).toBe(formattedAddress);
    const quick = byRole(single(byRole(foot, 'navigation', { name: 'Quick links' })), 'link');
    expect(quick).toHaveLength(4);
    expect(quick.map(href)).toEqual(['/services', '/about', '/blog', '/contact']);
    const emergencies = ['Roofing', 'Tree removal', 'Water & flood restoration', 'HVAC & plumbing', 'Emergency board-up'];
    expect(inOrder(byRole(single(byTestId(foot, 'emergency-services')), 'listitem').map(text), emergencies)).toEqual(containing(emergencies));
    expect(href(single(byTestId(foot, 'footer-call')))).toBe(tel);
    expect(text(foot)).toContain(`© 2024 ${site.legalName}`);
  });

  test('floating Get Leads Now goes to /contact with the phone number beside it', async ({ page }) => {
    await page.goto(path);
    const floating = page.getByTestId('floating-cta');
    await expect(floating).toBeVisible();
    await expect(floating.getByRole('link', { name: 'Get Leads Now' })).toHaveAttribute('href', '/contact');
    await expect(floating.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', tel);
    expect(await floating.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });

  test('structured data describes the Florida business and the canonical is /florida', async ({ request }) => {
    const document = await load(request);
    expect(single($$(document, 'link[rel="canonical"]')).getAttribute('href')).toMatch(/\/florida$/);
    expect(await jsonLdTypes(document)).toEqual(expect.arrayContaining(['ProfessionalService', 'State']));
    const nodes = (await jsonLdBlocks(document)).flatMap((block) => ((block as { '@graph'?: unknown[] })['@graph'] ?? [block]) as Record<string, unknown>[]);
    const business = nodes.find((node) => node['@type'] === 'ProfessionalService');
    expect(business?.['@id']).toMatch(/\/florida#business$/);
    expect(business?.areaServed).toEqual({ '@type': 'State', name: 'Florida' });
    expect(business?.telephone).toBe(site.phone.tel);
  });

  test('headings descend in order from a single h1', async ({ request }) => {
    expectHeadingOrder(headingLevels(await load(request)));
  });

  test('email and phone inputs have the right types', async ({ request }) => {
    const form = single($$(await load(request), 'section#contact-form'));
    expect(single(byRole(form, 'textbox', { name: 'Email', exact: true })).getAttribute('type')).toBe('email');
    expect(single(byRole(form, 'textbox', { name: 'Phone', exact: true })).getAttribute('type')).toBe('tel');
  });
});

test.describe('Florida lead form', () => {
  test('an empty submission shows a message for each required field', async ({ page }) => {
    await useClientIp(page, 1);
    await page.goto(path);
    const form = contactSection(page);
    await form.getByRole('button', { name: 'Get My Free Strategy' }).click();
    const messages = ['Please enter your name', 'Please enter your business name', 'Please enter your email address', 'Please enter your phone number'];
    for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
    // The summary names every problem, not only the first.
    await expect(form.getByRole('alert')).toHaveText(`Please check the form: ${messages.join('. ')}.`);
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('heading', { name: 'Request Submitted Successfully!' })).toHaveCount(0);
  });

  test('a valid submission replaces the form with a confirmation and a toast', async ({ page }) => {
    await useClientIp(page, 2);
    await page.goto(path);
    await fillValidLead(page);
    const form = contactSection(page);
    const submit = form.getByRole('button', { name: 'Get My Free Strategy' });
    await submit.click();

    await expect(form.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
    await expect(form.getByRole('button', { name: /Get My Free Strategy|Submitting/ })).toHaveCount(0);
    // The card is as tall as what it says, not as the form it replaced.
    const card = form.getByRole('status').filter({ hasText: 'Request Submitted Successfully!' });
    const emptyBelow = await card.evaluate((el) => el.getBoundingClientRect().bottom - el.lastElementChild!.getBoundingClientRect().bottom);
    expect(emptyBelow).toBeLessThanOrEqual(40);
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Request Submitted!');
    await expect(toast).toContainText("We'll contact you within 24 hours to discuss your marketing strategy.");
  });

  test('pasted goals over the limit are kept whole and refused with a clear message', async ({ page }) => {
    await useClientIp(page, 4);
    await page.goto(path);
    await fillValidLead(page);
    const form = contactSection(page);
    const goals = form.getByRole('textbox', { name: 'Tell Us About Your Goals', exact: true });
    const long = 'Hurricane season plan. '.repeat(900).slice(0, 20_000);
    await goals.fill(long);
    await expect(goals).toHaveValue(long);
    await expect(form.locator('#fl-goals-hint')).toHaveText(/^15,000 characters over the 5,000 limit\./);
    await form.getByRole('button', { name: 'Get My Free Strategy' }).click();
    await expect(form.locator('#fl-goals-error')).toHaveText('Please keep your goals under 5,000 characters');
    await expect(goals).toHaveValue(long);
    await expect(form.getByRole('heading', { name: 'Request Submitted Successfully!' })).toHaveCount(0);
  });

  test('the button reads Submitting... while the request is pending', async ({ page }) => {
    await useClientIp(page, 3);
    await page.goto(path);
    await fillValidLead(page);
    // Hold the server action's response so the pending state can be observed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(path, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await contactSection(page).getByRole('button', { name: 'Get My Free Strategy' }).click();
    const pending = contactSection(page).getByRole('button', { name: 'Submitting...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(contactSection(page).getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
  });
});

/** The most lines any occurrence of the phone number is drawn on. */
async function phoneLines(page: Page) {
  return page.evaluate((display) => {
    let most = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(display);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + display.length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      most = Math.max(most, tops.size);
    }
    return most;
  }, site.phone.display);
}

test.describe('Florida landing page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone number never breaks across lines, before or after a submission', async ({ page }) => {
    await useClientIp(page, 5);
    await page.goto(path);
    expect(await phoneLines(page)).toBe(1);
    await fillValidLead(page);
    await contactSection(page).getByRole('button', { name: 'Get My Free Strategy' }).click();
    await expect(contactSection(page).getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
    expect(await phoneLines(page)).toBe(1);
  });

  test('has no horizontal overflow and the floating bar never hides the submit button', async ({ page }) => {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const submit = contactSection(page).getByRole('button', { name: 'Get My Free Strategy' });
    await submit.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const bar = await page.getByTestId('floating-cta').boundingBox();
    const button = await submit.boundingBox();
    expect(bar && button).toBeTruthy();
    expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    const hit = await submit.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(hit).toBe(true);

    // Scrolled to the very end, the copyright line sits above the bar too.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const copyright = await footer(page).getByText(/© 2024/).boundingBox();
    const barAtEnd = await page.getByTestId('floating-cta').boundingBox();
    expect(copyright!.y + copyright!.height).toBeLessThanOrEqual(barAtEnd!.y);
  });
});
