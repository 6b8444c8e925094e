import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import sanitizeHtml from 'sanitize-html';
import { parseMailbox, smtpUrlProblem } from '@/lib/mail';
import { renderMarkdown } from '@/lib/markdown';
import { runtimeEnv, serverUrl } from '@/lib/env.server';
import { newsletterCopy as copy } from '@/content/newsletter';
import { site } from '@/content/site';
import { oneLine } from './email';

/**
 * The newsletter's e-mails: the confirmation link, and a post for one subscriber. A post is
 * rendered once per send (renderPostEmail, stored with the send); each recipient's copy adds
 * only their unsubscribe link and headers (buildPostEmail).
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const domainOf = (settings: Pick<NewsletterSettings, 'from'>) => settings.from.address.split('@')[1] ?? 'localhost';

export const confirmUrl = (token: string) => serverUrl(`/newsletter/confirm/${token}`);
export const unsubscribeUrl = (token: string) => serverUrl(`/newsletter/unsubscribe/${token}`);

/** The post's address with the newsletter's campaign, so a reader who becomes a lead is attributed to it. */
export function postCampaignUrl(slug: string): string {
  const url = new URL(serverUrl(`/blog/${encodeURIComponent(slug)}`));
  url.search = new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: slug }).toString();
  return url.toString();
}

function absolute(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, serverUrl('/'));
    return /^(https?|mailto|tel):$/.test(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

const EMAIL_IMAGE_WIDTH = 600;

/**
 * The page's sanitised article HTML made fit for mail clients: every link and image absolute
 * (a mail has no base address), every image with a width no wider than the column and an alt.
 */
export function emailSafeHtml(markdown: string, fallbackAlt: string): string {
  return sanitizeHtml(renderMarkdown(markdown), {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'del', 's',
      'code', 'pre', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption', 'sup', 'sub',
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'style'], th: ['align'], td: ['align'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = absolute(attribs.href);
        return { tagName, attribs: { ...(href ? { href } : {}), ...(attribs.title ? { title: attribs.title } : {}) } };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const src = absolute(attribs.src);
        const given = Number(attribs.width);
        const width = Number.isFinite(given) && given > 0 ? Math.min(Math.round(given), EMAIL_IMAGE_WIDTH) : EMAIL_IMAGE_WIDTH;
        if (!src) return { tagName: 'span', attribs: {} };
        return { tagName, attribs: { src, alt: attribs.alt?.trim() ? attribs.alt : fallbackAlt, width: String(width), style: 'max-width:100%;height:auto' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim(),
  });
}

export type PostForEmail = { id: string; slug: string; title: string; metaTitle?: string | null; excerpt: string; content: string };

/** A send's shared part: subject, HTML and plain text, without anyone's unsubscribe link. */
export function renderPostEmail(post: PostForEmail): { subject: string; html: string; text: string } {
  const subject = oneLine(post.metaTitle?.trim() || post.title, 200);
  const link = postCampaignUrl(post.slug);
  const html = `<h1 style="font-size:24px;line-height:1.3;margin:0 0 16px">${escapeHtml(post.title)}</h1>
${post.excerpt ? `<p style="color:#475569">${escapeHtml(post.excerpt)}</p>\n` : ''}${emailSafeHtml(post.content, post.title)}
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.postEmail.readOnline)}</a></p>`;
  const body = post.content.replace(/<[^>]+>/g, '').replace(/\r\n?/g, '\n').trim();
  const text = [post.title, '', ...(post.excerpt ? [post.excerpt, ''] : []), body, '', `${copy.postEmail.readOnline}: ${link}`].join('\n');
  return { subject, html, text };
}

const page = (inner: string) => `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,sans-serif;color:#0f172a">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:12px">
${inner}
</div></body></html>`;

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
  // null: a test from the admin, to an address that may be on no list. It says so where the
  // unsubscribe link goes, and carries no List-Unsubscribe header that would lead nowhere.
  const leave = unsubscribeToken ? unsubscribeUrl(unsubscribeToken) : null;
  const rule = '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">';
  const footer = leave
    ? `${rule}\n<p style="font-size:13px;color:#64748b">${escapeHtml(copy.postEmail.why)} <a href="${escapeHtml(leave)}">${escapeHtml(copy.postEmail.unsubscribe)}</a></p>`
    : `${rule}\n<p style="font-size:13px;color:#64748b">${escapeHtml(copy.postEmail.testNote)}</p>`;
  const textFooter = leave ? `${copy.postEmail.why}\n${copy.postEmail.unsubscribe}: ${leave}` : copy.postEmail.testNote;
  return {
    from: settings.from,
    to,
    envelope: { from: settings.from.address, to: [to] },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    subject: send.subject,
    messageId: `<newsletter-${deliveryId}@${domainOf(settings)}>`,
    headers: leave ? { ...listUnsubscribeHeaders(leave, settings.replyTo), Precedence: 'bulk' } : {},
    text: `${send.text}\n\n--\n${textFooter}\n`,
    html: page(`${send.html}\n${footer}`),
  };
}

/** The double opt-in e-mail: one link to the confirm page (which asks for a press; opening confirms nothing). */
export function buildConfirmationEmail({ to, deliveryId, token }: { to: string; deliveryId: string; token: string }, settings: NewsletterSettings): SendMailOptions {
  const link = confirmUrl(token);
  const { subject, intro, action, validity } = copy.confirmationEmail;
  return {
    from: settings.from,
    to,
    envelope: { from: settings.from.address, to: [to] },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    subject,
    messageId: `<newsletter-confirm-${deliveryId}@${domainOf(settings)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: `${intro}\n\n${action}: ${link}\n\n${validity}\n`,
    html: page(`<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f172a;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#64748b">${escapeHtml(validity)}<br>${escapeHtml(link)}</p>`),
  };
}
