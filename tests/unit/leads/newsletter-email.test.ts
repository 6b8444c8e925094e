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
  emailSafeHtml,
  parseNewsletterSettings,
  postCampaignUrl,
  renderPostEmail,
  type NewsletterSettings,
} from '@/lib/leads/newsletter-email';
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
    '![Roof after a storm](/images/roof.png)',
    '',
    '<img src="https://cdn.example/x.png"><script>alert(1)</script><a href="javascript:alert(1)">bad</a>',
    '',
    '<p onclick="steal()" style="position:fixed">Styled</p>',
  ].join('\n'),
};

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
    const mail = await built(buildPostEmail(renderPostEmail(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.header('List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe/${token}>, <mailto:hello@brightline.example?subject=unsubscribe>`);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.header('Message-ID')).toBe(`<newsletter-${deliveryId}@brightline.example>`);
    expect(mail.header('Reply-To')).toContain('hello@brightline.example');
    const noReply = await built(buildPostEmail(renderPostEmail(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, { ...settings, replyTo: null }));
    expect(noReply.header('List-Unsubscribe')).toBe(`<${SITE}/newsletter/unsubscribe/${token}>`);
  });

  it('has the post title as subject, or its meta title when it has one', async () => {
    const mail = await built(buildPostEmail(renderPostEmail(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(decodeWords(mail.header('Subject')!)).toBe('Storm season leads');
    expect(renderPostEmail({ ...post, metaTitle: 'Before the storm: a checklist' }).subject).toBe('Before the storm: a checklist');
  });

  it('links to the post with the newsletter campaign, and shows the unsubscribe link in both parts; never the address in a URL', async () => {
    const link = `${SITE}/blog/storm-season-leads?utm_source=newsletter&utm_medium=email&utm_campaign=storm-season-leads`;
    expect(postCampaignUrl('storm-season-leads')).toBe(link);
    const mail = await built(buildPostEmail(renderPostEmail(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.text).toContain(`${SITE}/newsletter/unsubscribe/${token}`);
    expect(mail.html).toMatch(new RegExp(`<a href="${SITE}/newsletter/unsubscribe/${token}">Unsubscribe</a>`));
    expect(mail.html).not.toContain('reader@example.com');
    expect(mail.header('List-Unsubscribe')).not.toContain('reader');
  });

  it('is sanitised, with absolute links and images that have a width and an alt', () => {
    const html = emailSafeHtml(post.content, post.title);
    expect(html).toContain(`href="${SITE}/blog/other-post"`);
    expect(html).toContain('href="https://google.com/"');
    expect(html).toMatch(new RegExp(`<img src="${SITE}/images/roof.png" alt="Roof after a storm" width="600"`));
    expect(html).toMatch(/<img src="https:\/\/cdn\.example\/x\.png" alt="Storm season leads" width="600"/);
    expect(html).not.toMatch(/<script|javascript:|onclick|position:fixed/);
    for (const img of html.match(/<img[^>]*>/g) ?? []) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ alt="[^"]+"/);
    }
  });

  it('sent as a test, says where the unsubscribe link will be, and carries no unsubscribe header or link that leads nowhere', async () => {
    const mail = await built(buildPostEmail(renderPostEmail(post), { to: 'editor@example.com', deliveryId, unsubscribeToken: null }, settings));
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    expect(mail.header('List-Unsubscribe-Post')).toBeUndefined();
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('This is a test sent from the admin.');
      expect(part).not.toContain('/newsletter/unsubscribe/');
    }
  });

  it('has a plain-text part with the post', async () => {
    const mail = await built(buildPostEmail(renderPostEmail(post), { to: 'reader@example.com', deliveryId, unsubscribeToken: token }, settings));
    expect(mail.text).toContain('Storm season leads');
    expect(mail.text).toContain('What roofers should do before the first storm.');
    expect(mail.text).not.toContain('<script');
  });
});

describe('the confirmation e-mail', () => {
  it('says Confirm and holds the confirm link in HTML and text', async () => {
    const mail = await built(buildConfirmationEmail({ to: 'new@example.com', deliveryId, token }, settings));
    expect(decodeWords(mail.header('Subject')!)).toContain('Confirm');
    expect(mail.text).toContain(`${SITE}/newsletter/confirm/${token}`);
    expect(mail.html).toContain(`href="${SITE}/newsletter/confirm/${token}"`);
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
