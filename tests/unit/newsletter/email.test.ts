/**
 * @jest-environment node
 *
 * The newsletter's e-mails as nodemailer really builds them: RFC 8058 headers, the campaign link,
 * the visible unsubscribe link, e-mail-safe HTML (sanitised, absolute URLs, images with width and
 * alt), the plain-text part, and the settings read from the environment.
 */
import { createTransport, type SendMailOptions } from 'nodemailer';
import {
  buildConfirmationEmail,
  buildPostEmail,
  emailHref,
  emailSafeHtml,
  imageSources,
  parseNewsletterSettings,
  postCampaignUrl,
  renderPostEmail,
  type NewsletterSettings,
  type PostForEmail,
} from '@/lib/newsletter/email';
import { decodeWords, parseMail } from '../../helpers/mail';

const SITE = 'https://www.brightline.example';
const settings: NewsletterSettings = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: { name: 'Brightline Growth', address: 'news@brightline.example' },
  replyTo: 'hello@brightline.example',
  ratePerMinute: 600,
};
const token = 'A'.repeat(43);
const deliveryId = '0b7d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

const post = {
  id: '4f6c1c1e-8a1b-4e5e-9d1a-1f2e3d4c5b6a',
  slug: 'storm-season-leads',
  title: 'Storm season leads',
  metaTitle: null,
  excerpt: 'What roofers should do before the first storm.',
  content: [
    'Read [our guide](/blog/other-post) and [Google](https://google.com).',
    '',
    '![Roof after a storm](/blog/storm-playbook.svg)',
    '',
    '<img src="https://cdn.example/x.png"><script>alert(1)</script><a href="javascript:alert(1)">bad</a>',
    '',
    '<p onclick="steal()" style="position:fixed">Styled</p>',
    '',
    '## What to do first',
    '',
    '> **Call** within five minutes.',
    '',
    'See [the contact page](/contact?ref=post#form) and [confirm](/newsletter/confirm/abc).',
  ].join('\n'),
  imageUrl: '/media/' + 'a'.repeat(64) + '.webp',
};

/** The site's own images, "converted": what lib/media/email-images.ts answers, without a database. */
const converted = (src: string) =>
  src.startsWith(SITE) ? { url: `${SITE}/email/images/${'b'.repeat(64)}.png`, width: 600, height: 315 } : null;
const asked: string[] = [];
const rendered = (input: PostForEmail, options: { test?: boolean } = {}) =>
  renderPostEmail(input, {
    ...options,
    convert: async (src) => {
      asked.push(src);
      return converted(src);
    },
  });

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.NEXT_PUBLIC_SITE_URL;
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
});
afterAll(() => {
  if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = saved;
});

async function built(message: SendMailOptions) {
  const transport = createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return parseMail((info.message as Buffer).toString('utf8'));
}

describe('a post e-mail', () => {
  it('carries the one-click unsubscribe headers, with a mailto: when a reply address is set', async () => {
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.header('List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe/${token}>, <mailto:hello@brightline.example?subject=unsubscribe>`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('Message-ID')).toBe(`<newsletter-${deliveryId}@brightline.example>`);
    expect(mail.header('Reply-To')).toContain('hello@brightline.example');
    const noReply = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, { ...settings, replyTo: null }));
    expect(noReply.header('List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe/${token}>`);
  });

  it('has the post title as subject, or its meta title when it has one', async () => {
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(decodeWords(mail.header('Subject')!)).toBe('Storm season leads');
    expect((await rendered({ ...post, metaTitle: 'Before the storm: a checklist' })).subject).toBe('Before the storm: a checklist');
  });

  it('links to the post with the newsletter campaign, and shows the unsubscribe link in both parts; never the address in a URL', async () => {
    const link = `${SITE}/blog/storm-season-leads?utm_source=newsletter&utm_medium=email&utm_campaign=storm-season-leads`;
    expect(postCampaignUrl('storm-season-leads')).toBe(link);
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe/${token}`);
    expect(mail.html).toMatch(new RegExp(`<a href="${SITE}/newsletter/unsubscribe/${token}"[^>]*>Unsubscribe</a>`));
    expect(mail.html).not.toContain('reader@example.com');
    expect(mail.header('List-Unsubscribe')).not.toContain('reader');
  });

  it('is sanitised, styled inline, with absolute links; the site\'s images converted with a width, any other image a link', () => {
    const images = new Map(imageSources(post.content, SITE).map((src) => [src, converted(src)]));
    const html = emailSafeHtml(post.content, { fallbackAlt: post.title, campaign: post.slug, images, siteUrl: SITE });
    expect(html).toContain(`href="${SITE}/blog/other-post?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=storm-season-leads"`);
    expect(html).toContain('href="https://google.com/"');
    expect(html).toMatch(new RegExp(`<img src="${SITE}/email/images/b{64}\\.png" alt="Roof after a storm" width="600" style="[^"]+"`));
    // Another host's image: never converted (so never fetched), a link to it instead.
    expect(html).not.toContain('<img src="https://cdn.example');
    expect(html).toMatch(/<a href="https:\/\/cdn\.example\/x\.png" style="[^"]+">Storm season leads<\/a>/);
    expect(html).not.toMatch(/<script|javascript:|onclick|position:fixed/);
    expect(html).toMatch(/<blockquote style="[^"]*border-left:4px solid #fbbf24/);
    expect(html).toMatch(/<h2 style="[^"]*font-size:22px/);
    for (const img of html.match(/<img[^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ alt="[^"]+"/);
    }
  });

  it('asks for the featured image and each body image once, and converts none on another host', async () => {
    asked.length = 0;
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(asked.sort()).toEqual([`${SITE}/blog/storm-playbook.svg`, `${SITE}/media/${'a'.repeat(64)}.webp`, 'https://cdn.example/x.png'].sort());
    // The featured image first, above the title, at the column's width.
    const html = mail.html!;
    expect(html.indexOf('/email/images/')).toBeLessThan(html.indexOf('Storm season leads</h1>'));
    expect(html).toContain('alt="Featured illustration for “Storm season leads”"');
    expect(html).not.toMatch(/<svg|\.svg"|\.webp"/i);
  });

  it('tags every link to a page of the site with the campaign, keeping its query; never the subscriber\'s own links', () => {
    expect(emailHref('/contact?ref=post#form', 'storm', SITE)).toBe(`${SITE}/contact?ref=post&utm_source=newsletter&utm_medium=email&utm_campaign=storm#form`);
    expect(emailHref(`${SITE}/blog/x?utm_source=google&utm_campaign=old`, 'storm', SITE)).toBe(`${SITE}/blog/x?utm_source=newsletter&utm_campaign=storm&utm_medium=email`);
    expect(emailHref('https://google.com/search?q=1', 'storm', SITE)).toBe('https://google.com/search?q=1');
    expect(emailHref('http://www.brightline.example/blog/x', 'storm', SITE)).toBe('http://www.brightline.example/blog/x');
    expect(emailHref(`/newsletter/unsubscribe/${token}`, 'storm', SITE)).toBe(`${SITE}/newsletter/unsubscribe/${token}`);
    expect(emailHref(`/newsletter/confirm/${token}`, 'storm', SITE)).toBe(`${SITE}/newsletter/confirm/${token}`);
    expect(emailHref('mailto:hello@brightline.example', 'storm', SITE)).toBe('mailto:hello@brightline.example');
    expect(emailHref('javascript:alert(1)', 'storm', SITE)).toBeNull();
  });

  it('sent as a test, says where the unsubscribe link will be, and carries no unsubscribe header or link that leads nowhere', async () => {
    const mail = await built(buildPostEmail(await rendered(post, { test: true }), { to: 'editor@example.com', deliveryId, unsubscribeToken: null }, settings));
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    expect(mail.header('List-Unsubscribe-Post')).toBeUndefined();
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('This is a test sent from the admin.');
      expect(part).not.toContain('/newsletter/unsubscribe/');
    }
  });

  it('has a plain-text part made from the same template: the post, no Markdown, every link absolute', async () => {
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    const text = mail.text!;
    expect(text).toContain('Storm season leads');
    expect(text).toContain('What roofers should do before the first storm.');
    expect(text).toContain('What to do first');
    expect(text).toContain(`the contact page ${SITE}/contact?ref=post&utm_source=newsletter&utm_medium=email&utm_campaign=storm-season-leads#form`);
    expect(text).not.toMatch(/\*\*|## |\]\(|<script/);
    for (const [link] of text.matchAll(/\b[a-z]+:\/\/\S+|(?<=\s)\/\S+/g)) expect(link).toMatch(/^(https?|mailto):/);
    expect(text).toContain('1200 Bayshore Commerce Way, Suite 410, Tampa, FL 33602');
  });

  it('has the brand header, and the agency\'s postal address in the footer', async () => {
    const mail = await built(buildPostEmail(await rendered(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.html).toMatch(new RegExp(`<img[^>]+src="${SITE}/email/logo.png"[^>]+width="32"`));
    expect(mail.html).toContain('Brightline Growth</a>');
    // The header's link to the home page is a link to the site like any other: credited.
    expect(mail.html).toContain(`href="${SITE}/?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=storm-season-leads"`);
    expect(mail.html).toContain('1200 Bayshore Commerce Way, Suite 410, Tampa, FL 33602');
  });
});

describe('the confirmation e-mail', () => {
  it('says Confirm and holds the confirm link in HTML and text', async () => {
    const mail = await built(await buildConfirmationEmail({ to: 'new@example.com', deliveryId, token }, settings));
    expect(decodeWords(mail.header('Subject')!)).toContain('Confirm');
    expect(mail.text).toContain(`${SITE}/newsletter/confirm/${token}`);
    expect(mail.html).toContain(`href="${SITE}/newsletter/confirm/${token}"`);
    // The text part: the words, then the link once, then the note.
    expect(mail.text!.trim()).toBe(
      [
        'Confirm your subscription',
        'Someone, hopefully you, asked to receive the Brightline Growth newsletter at this address.',
        `Confirm subscription ${SITE}/newsletter/confirm/${token}`,
        'The link works for 7 days. If you did not ask for this, ignore this e-mail and you will hear nothing more.',
        'Brightline Growth LLC · 1200 Bayshore Commerce Way, Suite 410, Tampa, FL 33602',
      ].join('\n\n'),
    );
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
  });
});

describe('settings', () => {
  it('needs SMTP_URL and a sender; NEWSLETTER_FROM wins over LEAD_EMAIL_FROM', () => {
    expect(parseNewsletterSettings({})).toBeNull();
    expect(parseNewsletterSettings({ SMTP_URL: 'smtp://h:25' })).toBeNull();
    const both = parseNewsletterSettings({ SMTP_URL: 'smtp://h:25', LEAD_EMAIL_FROM: 'leads@x.example', NEWSLETTER_FROM: 'News <news@x.example>' });
    expect(both).toEqual({ settings: expect.objectContaining({ from: { name: 'News', address: 'news@x.example' }, replyTo: null, ratePerMinute: 600 }) });
  });

  it('reads the reply address and the rate, and names what is wrong', () => {
    const parsed = parseNewsletterSettings({ SMTP_URL: 'smtp://h:25', NEWSLETTER_FROM: 'news@x.example', NEWSLETTER_REPLY_TO: 'hi@x.example', NEWSLETTER_RATE_PER_MINUTE: '120' });
    expect(parsed).toEqual({ settings: expect.objectContaining({ replyTo: 'hi@x.example', ratePerMinute: 120 }) });
    expect(parseNewsletterSettings({ SMTP_URL: 'http://h', NEWSLETTER_FROM: 'news@x.example' })).toEqual({ problem: expect.stringContaining('SMTP_URL') });
    expect(parseNewsletterSettings({ SMTP_URL: 'smtp://h:25', NEWSLETTER_FROM: 'not an address' })).toEqual({ problem: expect.stringContaining('NEWSLETTER_FROM') });
    expect(parseNewsletterSettings({ SMTP_URL: 'smtp://h:25', NEWSLETTER_FROM: 'n@x.example', NEWSLETTER_REPLY_TO: 'nope' })).toEqual({ problem: expect.stringContaining('NEWSLETTER_REPLY_TO') });
  });
});
