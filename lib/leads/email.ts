import 'server-only';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { z } from 'zod';
import { absoluteUrl } from '@/lib/env';
import type { EmailSettings } from './notification-config';
import type { ContactRequest } from './types';

/**
 * The staff e-mail for a new lead. Every visitor field is hostile until proven otherwise:
 * single-line fields are collapsed to one line and shortened before they reach a header,
 * nodemailer encodes what remains, the envelope names only LEAD_EMAIL_TO, and Reply-To is set
 * only to an address that is exactly one plain mailbox.
 */

const FORM_NAMES: Record<ContactRequest['source'], string> = { contact: 'Contact form', florida: 'Florida form' };
const FORM_IN_TEXT: Record<ContactRequest['source'], string> = { contact: 'the contact form on /contact', florida: 'the Florida form on /florida' };

/** One line, no control characters or line breaks, at most `max` characters. */
export function oneLine(text: string | null, max: number): string {
  const line = (text ?? '').replace(/[\s\u0000-\u001F\u007F\u2028\u2029]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

// No display-name syntax, groups, comments, quoting or a second address: just local@domain.
const PLAIN_MAILBOX = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const isSingleAddress = (value: string) => value.length <= 254 && PLAIN_MAILBOX.test(value) && z.email().safeParse(value).success;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const leadAdminUrl = (leadId: string) => absoluteUrl(`/admin/leads#lead-${leadId}`);

export function leadEmailSubject(lead: ContactRequest): string {
  const company = oneLine(lead.company, 80);
  return `${FORM_NAMES[lead.source]} lead: ${oneLine(lead.fullName, 80)}${company ? ` (${company})` : ''}`;
}

/** The message for one lead; `notificationId` makes the Message-ID stable across retries. */
export function buildLeadEmail(lead: ContactRequest, notificationId: string, settings: Pick<EmailSettings, 'to' | 'from'>): SendMailOptions {
  const form = FORM_IN_TEXT[lead.source];
  const link = leadAdminUrl(lead.id);
  const fields: [string, string][] = [
    ['Name', oneLine(lead.fullName, 200)],
    ['Email', oneLine(lead.email, 254)],
    ['Company', oneLine(lead.company, 200)],
    ['Phone', oneLine(lead.phone, 60)],
    [lead.source === 'florida' ? 'Services' : 'Website', oneLine(lead.serviceAreas, 500)],
    ['Page', oneLine(lead.page, 300)],
    ['Received', `${lead.createdAt.slice(0, 16).replace('T', ' ')} UTC`],
  ];
  const shown = fields.filter(([, text]) => text !== '');
  const message = (lead.message ?? '').replace(/\r\n?/g, '\n');
  const replyTo = isSingleAddress(lead.email) ? { name: oneLine(lead.fullName, 120), address: lead.email } : undefined;
  const domain = settings.from.address.split('@')[1] ?? 'localhost';

  const text = [
    `New lead from ${form}.`,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message || '(none)',
    '',
    `Open it in the admin: ${link}`,
    replyTo ? 'Reply to this e-mail to answer the visitor directly.' : 'The e-mail address is not a single plain address, so Reply-To is not set.',
  ].join('\n');

  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>New lead from ${escapeHtml(form)}.</p>
<table cellpadding="4" style="border-collapse:collapse">
${shown.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><strong>Message</strong></p>
<p style="white-space:pre-wrap">${message ? escapeHtml(message) : '<em>(none)</em>'}</p>
<p><a href="${escapeHtml(link)}">Open it in the admin</a></p>
</body></html>`;

  return {
    from: settings.from,
    to: settings.to,
    // Recipients come from configuration alone, whatever the headers say.
    envelope: { from: settings.from.address, to: settings.to },
    replyTo,
    subject: leadEmailSubject(lead),
    messageId: `<lead-${notificationId}@${domain}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text,
    html,
  };
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport({
      url: smtpUrl,
      // A drain must finish within its time budget; nodemailer's defaults wait up to minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends the lead e-mail; throws on failure (err.permanent marks a 5xx rejection). */
export async function sendLeadEmail(lead: ContactRequest, notificationId: string, settings: EmailSettings, transport = transportFor(settings.smtpUrl)) {
  await transport.sendMail(buildLeadEmail(lead, notificationId, settings));
}
