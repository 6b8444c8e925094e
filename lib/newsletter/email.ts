import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import sanitizeHtml from 'sanitize-html';
import { oneLine, parseMailbox, smtpUrlProblem } from '@/lib/mail';
import { renderMarkdown } from '@/lib/markdown';
import type { EmailImage } from '@/lib/media/admin';
import { runtimeEnv, serverSiteUrl, serverUrl } from '@/lib/env.server';
import { fillTemplate } from '@/lib/template';
import { renderActionEmail, renderPostEmailTemplate, type PostEmailFooter } from '@/components/email';
import { articleStyles } from '@/components/email/theme';
import { newsletterCopy as copy } from '@/content/newsletter';
import { site } from '@/content/site';

/**
 * The newsletter's e-mails, in the site's one design (components/email): the confirmation link,
 * and a post for one subscriber. A post is rendered once per send (renderPostEmail, stored with
 * the send); each recipient's copy adds only their unsubscribe link and headers (buildPostEmail).
 */

export type NewsletterSettings = {
  smtpUrl: string;
  from: { name: string; address: string };
  /** NEWSLETTER_REPLY_TO: replies go there, and List-Unsubscribe offers a mailto: to it. */
  replyTo: string | null;
  /** Post e-mails per minute, across all servers. */
  ratePerMinute: number;
};

export const DEFAULT_RATE_PER_MINUTE = 600;

type Source = Record<string, string | undefined>;

/**
 * SMTP_URL, and NEWSLETTER_FROM (else LEAD_EMAIL_FROM). Null when e-mail is not configured;
 * a problem when it is, but malformed, so deliveries fail with the reason instead of vanishing.
 */
export function parseNewsletterSettings(source: Source): { settings: NewsletterSettings } | { problem: string } | null {
  const smtpUrl = runtimeEnv('SMTP_URL', source);
  const fromText = runtimeEnv('NEWSLETTER_FROM', source) ?? runtimeEnv('LEAD_EMAIL_FROM', source);
  if (!smtpUrl || !fromText) return null;
  const smtpProblem = smtpUrlProblem(smtpUrl);
  if (smtpProblem) return { problem: smtpProblem };
  const from = parseMailbox(fromText);
  if (!from) return { problem: 'NEWSLETTER_FROM must be an address or "Name <address>".' };
  const replyText = runtimeEnv('NEWSLETTER_REPLY_TO', source);
  const replyTo = replyText ? parseMailbox(replyText) : null;
  if (replyText && !replyTo) return { problem: 'NEWSLETTER_REPLY_TO must be an address.' };
  const rate = Number(runtimeEnv('NEWSLETTER_RATE_PER_MINUTE', source) ?? DEFAULT_RATE_PER_MINUTE);
  return {
    settings: {
      smtpUrl,
      from: from.name ? from : { name: site.name, address: from.address },
      replyTo: replyTo?.address ?? null,
      ratePerMinute: Number.isInteger(rate) && rate > 0 ? rate : DEFAULT_RATE_PER_MINUTE,
    },
  };
}

const domainOf = (settings: Pick<NewsletterSettings, 'from'>) => settings.from.address.split('@')[1] ?? 'localhost';

export const confirmUrl = (token: string) => serverUrl(`/newsletter/confirm/${token}`);
export const unsubscribeUrl = (token: string) => serverUrl(`/newsletter/unsubscribe/${token}`);

const CAMPAIGN = { utm_source: 'newsletter', utm_medium: 'email' } as const;
// The subscriber's own links: they must work exactly as sent, and count no visit.
const UNTAGGED_PATHS = /^\/newsletter\/(confirm|unsubscribe)\//;

/**
 * A link as the post e-mail carries it: absolute (a mail has no base address), and, when it
 * leads to a page of the site, tagged with the newsletter's campaign, so a reader who becomes a
 * lead through any link in the post is credited to it. Other query parameters stay; the three
 * UTM ones are the newsletter's. Null for what is no link (javascript:, nonsense).
 */
export function emailHref(href: string | undefined, campaign: string, siteUrl = serverSiteUrl()): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, `${siteUrl}/`);
  } catch {
    return null;
  }
  if (!/^(https?|mailto|tel):$/.test(url.protocol)) return null;
  if (url.origin === new URL(siteUrl).origin && !UNTAGGED_PATHS.test(url.pathname)) {
    for (const [key, value] of Object.entries({ ...CAMPAIGN, utm_campaign: campaign })) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** The post's address with the newsletter's campaign, so a reader who becomes a lead is attributed to it. */
export function postCampaignUrl(slug: string): string {
  return emailHref(`/blog/${encodeURIComponent(slug)}`, slug)!;
}

/** An image's address made absolute on the site; null unless it is http(s) (data:, javascript:, nonsense). */
function imageUrl(src: string | null | undefined, siteUrl: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, `${siteUrl}/`);
    return /^https?:$/.test(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Every image address a post's text names, absolute, once each (what renderPostEmail converts). */
export function imageSources(markdown: string, siteUrl = serverSiteUrl()): string[] {
  const found = new Set<string>();
  sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        const src = imageUrl(attribs.src, siteUrl);
        if (src) found.add(src);
        return { tagName, attribs };
      },
    },
  });
  return [...found];
}

/**
 * The post's sanitised article HTML made fit for mail clients: the article's styles inline,
 * every link absolute and tagged (emailHref), every image one of `images` (the site's own,
 * converted to PNG or JPEG with its width) and any other image a link to where it is, so the
 * server never fetches it and no client is asked to show an SVG or a WebP.
 */
export function emailSafeHtml(
  markdown: string,
  { fallbackAlt, campaign, images, siteUrl = serverSiteUrl() }: { fallbackAlt: string; campaign: string; images: ReadonlyMap<string, EmailImage | null>; siteUrl?: string },
): string {
  const styled = (tag: keyof typeof articleStyles) => (tagName: string, attribs: sanitizeHtml.Attributes) => ({
    tagName,
    attribs: { ...(tag === 'ol' && attribs.start ? { start: attribs.start } : {}), ...(attribs.align ? { align: attribs.align } : {}), style: articleStyles[tag] },
  });
  const link = (href: string | undefined, title?: string) => {
    const absolute = emailHref(href, campaign, siteUrl);
    return { ...(absolute ? { href: absolute } : {}), ...(title ? { title } : {}), style: articleStyles.a };
  };
  return sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'del', 's',
      'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption', 'sup', 'sub',
    ],
    // Only the styles the transforms below set: a style the post's own HTML brought is dropped.
    allowedAttributes: {
      ...Object.fromEntries(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'li', 'strong', 'b', 'blockquote', 'code', 'pre', 'table', 'hr'].map((tag) => [tag, ['style']])),
      a: ['href', 'title', 'style'],
      img: ['src', 'alt', 'width', 'style'],
      th: ['align', 'style'],
      td: ['align', 'style'],
      ol: ['start', 'style'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h2: styled('h2'),
      h3: styled('h3'),
      h4: styled('h4'),
      h5: styled('h4'),
      h6: styled('h4'),
      p: styled('p'),
      ul: styled('ul'),
      ol: styled('ol'),
      li: styled('li'),
      strong: styled('strong'),
      b: styled('strong'),
      blockquote: styled('blockquote'),
      code: styled('code'),
      pre: styled('pre'),
      table: styled('table'),
      th: styled('th'),
      td: styled('td'),
      hr: styled('hr'),
      a: (tagName, attribs) => ({ tagName, attribs: link(attribs.href, attribs.title) }),
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const alt = attribs.alt?.trim() || fallbackAlt;
        const src = imageUrl(attribs.src, siteUrl);
        const image = src ? images.get(src) : null;
        if (image) return { tagName, attribs: { src: image.url, alt, width: String(image.width), style: articleStyles.img } };
        // Not the site's own image (or not an image): a link to it, never fetched by the server.
        if (src) return { tagName: 'a', attribs: link(src), text: alt };
        return { tagName: 'span', attribs: {} };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
  });
}

export type PostForEmail = {
  id: string;
  slug: string;
  title: string;
  metaTitle?: string | null;
  excerpt: string;
  content: string;
  imageUrl?: string | null;
};

/**
 * Each subscriber's copy differs only in its unsubscribe link: the send is rendered once with
 * this in place of the token, and buildPostEmail puts each reader's token there.
 */
const UNSUBSCRIBE_SLOT = 'unsubscribe-token-slot';

/** The site's image converter, loaded (with sharp) by the first send rather than by the public form's page. */
const emailImage = async (src: string, options: { siteUrl: string }) => (await import('@/lib/media/admin')).emailImage(src, options);

/**
 * A send's shared part: subject, HTML and plain text from one template (components/email),
 * with a slot for each reader's unsubscribe link; `test`: for 'Send a test', whose footer says
 * so instead. The site's own images are converted for mail clients as it renders (converted
 * once, kept for as long as the e-mail may be opened: lib/media/email-images.ts).
 */
export async function renderPostEmail(
  post: PostForEmail,
  { test = false, convert = emailImage }: { test?: boolean; convert?: (src: string, options: { siteUrl: string }) => Promise<EmailImage | null> } = {},
): Promise<{ subject: string; html: string; text: string }> {
  const siteUrl = serverSiteUrl();
  const subject = oneLine(post.metaTitle?.trim() || post.title, 200);
  const title = oneLine(post.title, 300);
  const featuredAlt = fillTemplate(copy.postEmail.featuredAlt, { title });
  const featuredSrc = imageUrl(post.imageUrl, siteUrl);
  const sources = [...new Set([...(featuredSrc ? [featuredSrc] : []), ...imageSources(post.content, siteUrl)])];
  const images = new Map(await Promise.all(sources.map(async (src) => [src, await convert(src, { siteUrl })] as const)));
  // The featured image of another host is left out: the post's page, one button away, shows it.
  const featured = featuredSrc ? images.get(featuredSrc) : null;
  const footer: PostEmailFooter = test
    ? { testNote: copy.postEmail.testNote }
    : { why: copy.postEmail.why, unsubscribe: { label: copy.postEmail.unsubscribe, href: unsubscribeUrl(UNSUBSCRIBE_SLOT) } };
  const { html, text } = await renderPostEmailTemplate({
    siteUrl,
    homeHref: emailHref('/', post.slug, siteUrl)!,
    title,
    excerpt: post.excerpt,
    image: featured ? { src: featured.url, width: featured.width, height: featured.height, alt: featuredAlt } : null,
    bodyHtml: emailSafeHtml(post.content, { fallbackAlt: title, campaign: post.slug, images, siteUrl }),
    readOnline: { label: copy.postEmail.readOnline, href: postCampaignUrl(post.slug) },
    footer,
  });
  return { subject, html, text };
}

/** RFC 8058's headers, and RFC 2369's mailto: when there is a reply address. */
export function listUnsubscribeHeaders(url: string, replyTo: string | null): Record<string, string> {
  const mailto = replyTo ? `, <mailto:${replyTo}?subject=unsubscribe>` : '';
  return { 'List-Unsubscribe': `<${url}>${mailto}`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** One subscriber's copy of a send; `deliveryId` keeps the Message-ID the same on every retry. */
export function buildPostEmail(
  send: { subject: string; html: string; text: string },
  { to, deliveryId, unsubscribeToken }: { to: string; deliveryId: string; unsubscribeToken: string | null },
  settings: NewsletterSettings,
): SendMailOptions {
  // null: a test from the admin (rendered with `test`), to an address that may be on no list:
  // its footer says so, and it carries no List-Unsubscribe header that would lead nowhere.
  const leave = unsubscribeToken ? unsubscribeUrl(unsubscribeToken) : null;
  if (!leave && send.html.includes(UNSUBSCRIBE_SLOT)) throw new Error('A send rendered for subscribers needs an unsubscribe token.');
  const fill = (part: string) => (unsubscribeToken ? part.replaceAll(UNSUBSCRIBE_SLOT, unsubscribeToken) : part);
  return {
    from: settings.from,
    to,
    envelope: { from: settings.from.address, to: [to] },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    subject: send.subject,
    messageId: `<newsletter-${deliveryId}@${domainOf(settings)}>`,
    headers: leave ? { ...listUnsubscribeHeaders(leave, settings.replyTo), Precedence: 'bulk' } : {},
    text: fill(send.text),
    html: fill(send.html),
  };
}

/** The double opt-in e-mail: one link to the confirm page (which asks for a press; opening confirms nothing). */
export async function buildConfirmationEmail({ to, deliveryId, token }: { to: string; deliveryId: string; token: string }, settings: NewsletterSettings): Promise<SendMailOptions> {
  const { subject, title, intro, action, validity } = copy.confirmationEmail;
  const { html, text } = await renderActionEmail({ siteUrl: serverSiteUrl(), title, intro, action, href: confirmUrl(token), note: validity });
  return {
    from: settings.from,
    to,
    envelope: { from: settings.from.address, to: [to] },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    subject,
    messageId: `<newsletter-confirm-${deliveryId}@${domainOf(settings)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text,
    html,
  };
}
