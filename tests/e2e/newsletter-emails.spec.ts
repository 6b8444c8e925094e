import { mkdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createPost, sessionToken, setSessionCookie, withAuthenticator } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { decodeWords, parseMail, startSmtpSink } from '../helpers/mail';
import { startNext, type NextServer } from '../helpers/next-server';
import { e2eEnv, ports } from '../helpers/servers';
import { formattedAddress, site } from '../../content/site';

/**
 * Every kind of e-mail the site sends, captured from an SMTP sink and opened in Chromium at a
 * phone's 390 px and a desktop client's 600 px: the newsletter's confirmation, a post and its
 * test send, a lead notification, a staff invitation and a sign-in link. One server of its own
 * (its own embedded database and sink), so its mail is its own.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const run = Date.now().toString(36);
const shots = '/work/shots/email';
const slug = `storm-brief-${run}`;
const title = `Storm brief ${run}`;
const reader = `reader.${run}@example.com`;
const tester = `tester.${run}@example.com`;
const staff = { name: `Sam Staff ${run}`, email: `sam.${run}@brightline.example` };
const leadName = `Lena Lead ${run}`;

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: NextServer;
let url: string;
let owner: { context: BrowserContext; page: Page };
let ownerToken: string;
/** Another host, holding an image a post names: the site must never ask it for anything. */
let elsewhere: Server;
const elsewhereHits: string[] = [];
const elsewhereUrl = `http://127.0.0.1:${ports.emailsElsewhere}`;

type Mail = ReturnType<typeof parseMail>;
const mails = new Map<string, Mail>();

async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () =>
        (found = sink.messages
          .filter((m) => m.rcptTo.includes(address))
          .map((m) => parseMail(m.raw))
          .find((m) => subject.test(decodeWords(m.header('Subject') ?? '')))),
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return found!;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  sink = await startSmtpSink(ports.emailsSmtp);
  elsewhere = createServer((request, response) => {
    elsewhereHits.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => elsewhere.listen(ports.emailsElsewhere, '127.0.0.1', resolve));
  const dataDir = '.data/e2e-newsletter-emails';
  rmSync(dataDir, { recursive: true, force: true });
  server = await startNext('emails', {
    distDir: '.next-e2e-emails',
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      NEWSLETTER_FROM: `Brightline Briefing <briefing@brightline.example>`,
      INDEXNOW_KEY: '',
      INDEXNOW_ENDPOINT: '',
      OUTBOX_INTERVAL_SECONDS: '1',
    },
  });
  url = server.url;
  const context = await browser.newContext({ baseURL: url });
  ownerToken = await sessionToken('100.64.0.1', url);
  await setSessionCookie(context, ownerToken, { url });
  const page = await context.newPage();
  page.on('dialog', (dialog) => dialog.accept());
  owner = { context, page };
});

test.afterAll(async () => {
  await owner?.context.close();
  await server?.stop();
  await sink?.close();
  await new Promise((resolve) => elsewhere?.close(resolve));
});

test('every kind of e-mail arrives', async ({ browser }) => {
  const { page } = owner;
  // Two uploads (WebP, as every upload is stored): the featured image and one in the text.
  const upload = async (background: string) => {
    const png = await sharp({ create: { width: 1400, height: 700, channels: 3, background } }).png().toBuffer();
    const response = await page.request.post('/admin/uploads', { data: png, headers: { 'Content-Type': 'application/octet-stream' } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { url: string }).url;
  };
  const featured = await upload('#1e3a8a');
  const inText = await upload('#b45309');
  const content = [
    `Storm season starts early. Read [our services](/services?ref=brief) first, or [the NOAA outlook](https://www.noaa.gov/).`,
    '',
    '![Radar triggers, drawn](/blog/weather-triggers-radar.svg)',
    '',
    `![A crew on a roof](${inText})`,
    '',
    `![Hosted elsewhere](${elsewhereUrl}/radar.png)`,
    '',
    '![Crafted](/media/..%2F..%2Fpglite%2FPG_VERSION)',
    '',
    '## What to do this week',
    '',
    '> **Answer every call** within five minutes: storm leads go to whoever picks up.',
    '',
    `Then [book a call](/contact#form) or read ${url}/blog/a-very-long-address-that-goes-on-and-on-and-would-not-fit-on-a-phone-screen-at-all-without-wrapping.`,
  ].join('\n');

  await createPost(ownerToken, { title, slug, excerpt: 'Three things to do before the first storm of the season.', imageUrl: featured, content, published: true }, url);

  // The newsletter: a sign-up (no JavaScript needed), its confirmation, then a send and a test.
  const client = await playwrightRequest.newContext({ baseURL: url });
  await submitWithoutJs(client, '/blog', 0, { email: reader }, { 'x-real-ip': '198.51.100.81', origin: url });
  await client.dispose();
  const confirmation = await mailTo(reader, /Confirm/);
  mails.set('confirmation', confirmation);
  const visitor = await browser.newPage({ baseURL: url });
  await visitor.goto(new RegExp(`${url}/newsletter/confirm/[A-Za-z0-9_-]{43}`).exec(confirmation.text!)![0]);
  await visitor.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(visitor.getByText("You're subscribed").first()).toBeVisible();

  await page.goto('/admin/newsletter');
  await page.getByRole('combobox', { name: 'Post', exact: true }).selectOption(slug);
  await page.getByLabel('Test address').fill(tester);
  await page.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A test went to ${tester}.` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send to 1 subscriber' }).click();
  mails.set('test-send', await mailTo(tester, /^\[Test\] /));
  mails.set('post', await mailTo(reader, new RegExp(title)));

  // A lead from the contact form, e-mailed to staff.
  await visitor.setExtraHTTPHeaders({ 'x-real-ip': '198.51.100.82' });
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: 'Full Name', exact: true }).fill(leadName);
  await visitor.getByRole('textbox', { name: 'Email Address', exact: true }).fill(`lena.${run}@ortizroofing.example`);
  await visitor.getByRole('textbox', { name: 'Message', exact: true }).fill('We need storm-season leads.\nPinellas County first.');
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  mails.set('lead', await mailTo(e2eEnv.LEAD_EMAIL_TO.split(', ')[0]!, new RegExp(leadName)));

  // A staff invitation, accepted with a passkey, then a sign-in link for that person.
  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(staff.name);
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Role', { exact: true }).selectOption('author');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = await mailTo(staff.email, /invited/);
  mails.set('invitation', invitation);
  const side = await withAuthenticator(browser, url);
  await side.page.goto(new RegExp(`${url}/admin/invite/[A-Za-z0-9_-]{43}`).exec(invitation.text!)![0]);
  await side.page.getByLabel('Name this passkey').fill('Laptop');
  await side.page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(side.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  await side.context.close();
  await visitor.goto('/admin');
  await visitor.getByLabel('E-mail address').fill(staff.email);
  await visitor.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  mails.set('sign-in', await mailTo(staff.email, /sign-in link/));
  await visitor.close();
});

test('each is multipart/alternative, fits a 390 px and a 600 px screen, and shows the brand header', async ({ browser }) => {
  expect([...mails.keys()].sort()).toEqual(['confirmation', 'invitation', 'lead', 'post', 'sign-in', 'test-send']);
  const page = await browser.newPage();
  for (const [kind, mail] of mails) {
    expect(mail.header('Content-Type'), kind).toMatch(/^multipart\/alternative;/);
    expect(mail.text, kind).toBeTruthy();
    for (const width of [390, 600]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail.html!, { waitUntil: 'load' });
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        images: [...document.images].map((img) => ({ src: img.src, loaded: img.complete && img.naturalWidth > 0 })),
        logo: (document.querySelector('img[src$="/email/logo.png"]') as HTMLImageElement | null)?.naturalWidth ?? 0,
      }));
      expect(layout.scrollWidth, `${kind} at ${width} px`).toBeLessThanOrEqual(layout.viewport);
      expect(layout.logo, `${kind}: the logo`).toBeGreaterThan(0);
      expect(layout.images.filter((image) => !image.loaded), `${kind}: images that did not load`).toEqual([]);
      await expect(page.getByRole('link', { name: site.name, exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/${kind}-${width}.png`, fullPage: true });
    }
    expect(mail.html, kind).toContain(formattedAddress);
    expect(mail.html, kind).not.toMatch(/<svg|\.webp/i);
  }
  await page.close();
});

test('the post e-mail reads like the post: PNG or JPEG images, tagged links, a clean text part, the footer', async ({ browser }) => {
  const mail = mails.get('post')!;
  const html = mail.html!;
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const { images, links } = await page.evaluate(() => ({
    images: [...document.images].map((img) => ({ src: img.getAttribute('src')!, width: img.getAttribute('width'), alt: img.alt })),
    links: [...document.links].map((a) => ({ href: a.href, text: a.textContent?.trim() ?? '' })),
  }));
  await page.close();

  // The logo, the featured image (first after it, above the title), the SVG and the WebP of the text.
  expect(images).toHaveLength(4);
  expect(images[1]!.alt).toBe(`Featured illustration for “${title}”`);
  expect(html.indexOf(images[1]!.src)).toBeLessThan(html.indexOf(`${title}</h1>`));
  const client = await playwrightRequest.newContext();
  for (const image of images) {
    expect(image.src).toMatch(/^https?:\/\//);
    expect(Number(image.width), image.src).toBeGreaterThan(0);
    const response = await client.get(image.src);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type'], image.src).toMatch(/^image\/(png|jpeg)$/);
  }
  // A copy lives at one address for good.
  const copy = images.find((image) => image.src.includes('/email/images/'))!;
  expect((await client.get(copy.src)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const crafted of ['/email/images/..%2F..%2Fpglite%2FPG_VERSION', `/email/images/${'0'.repeat(64)}.png`, '/email/images/x.svg']) {
    expect((await client.get(`${url}${crafted}`)).status(), crafted).toBe(404);
  }

  // The image on another host is a link to it, and the server never asked that host for it.
  expect(links.map((link) => link.href)).toContain(`${elsewhereUrl}/radar.png`);
  expect(elsewhereHits).toEqual([]);

  // Every link to a page of the site is credited to the newsletter, but the reader's own links.
  const own = links.filter((link) => link.href.startsWith(`${url}/`) && !/\/newsletter\/(confirm|unsubscribe)\//.test(link.href));
  expect(own.length).toBeGreaterThanOrEqual(4);
  for (const link of own) {
    const params = new URL(link.href).searchParams;
    expect([params.get('utm_source'), params.get('utm_medium'), params.get('utm_campaign')], link.href).toEqual(['newsletter', 'email', slug]);
  }
  expect(links.find((link) => link.href.includes('/services'))!.href).toContain('ref=brief');
  const unsubscribe = links.find((link) => link.text === 'Unsubscribe')!.href;
  expect(unsubscribe).toMatch(new RegExp(`^${url}/newsletter/unsubscribe/[A-Za-z0-9_-]{43}$`));

  const text = mail.text!;
  expect(text).not.toMatch(/\*\*|## |\]\(/);
  expect(text).toContain('What to do this week');
  expect(text).toContain(`our services ${url}/services?ref=brief&utm_source=newsletter`);
  expect(text.match(/(^|\s)\/[\w-]/gm)).toBeNull();
  expect(text).toContain(formattedAddress);
  expect(text).toContain(unsubscribe);

  // One-click unsubscribe still answers the header's POST.
  expect(mail.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`);
  expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const posted = await client.post(unsubscribe, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(posted.status()).toBe(200);
  await client.dispose();

  // The test send is the same e-mail; its footer says it is a test and links to no unsubscribe page.
  const test = mails.get('test-send')!;
  expect(test.html).toContain('This is a test sent from the admin.');
  expect(test.html).not.toContain('/newsletter/unsubscribe/');
  expect(test.html).toContain(images[1]!.src);
});
