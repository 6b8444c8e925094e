import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { isEmailAddress } from '@/lib/email-address';
import { serverSiteUrl, serverUrl } from '@/lib/env.server';
import { oneLine, transportFor, type EmailSettings } from '@/lib/mail';
import { fillTemplate } from '@/lib/template';
import { formatAdminDateTime } from '@/lib/format';
import { renderLeadEmail } from '@/components/email';
import { emailCopy } from '@/content/email';
import { leadEmailCopy as copy } from '@/content/lead-email';
import { leadTraffic } from './traffic';
import type { ContactRequest } from './types';

/**
 * The staff e-mail for a new lead (its template: components/email/lead-email.tsx). Every visitor
 * field is hostile until proven otherwise: single-line fields are collapsed to one line and
 * shortened before they reach a header, React escapes them in the HTML, nodemailer encodes what
 * reaches a header, the envelope names only LEAD_EMAIL_TO, and Reply-To is set only to an
 * address that is exactly one plain mailbox.
 */

// No display-name syntax, groups, comments, quoting or a second address: just local@domain.
const PLAIN_MAILBOX = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const isSingleAddress = (value: string) => value.length <= 254 && PLAIN_MAILBOX.test(value) && isEmailAddress(value);

export const leadAdminUrl = (leadId: string) => serverUrl(`/admin/leads#lead-${leadId}`);

export function leadEmailSubject(lead: ContactRequest): string {
  const company = oneLine(lead.company, 80);
  const subject = fillTemplate(copy.subject, { form: copy.formNames[lead.source], name: oneLine(lead.fullName, 80) });
  return company ? subject + fillTemplate(copy.subjectCompany, { company }) : subject;
}

/** The message for one lead; `notificationId` makes the Message-ID stable across retries. */
export async function buildLeadEmail(lead: ContactRequest, notificationId: string, settings: Pick<EmailSettings, 'to' | 'from'>): Promise<SendMailOptions> {
  const intro = fillTemplate(copy.intro, { form: copy.formsInText[lead.source] });
  const { labels } = copy;
  const link = leadAdminUrl(lead.id);
  const { channel, last, first } = leadTraffic(lead);
  const sameFirst = first && last && first.source === last.source && first.medium === last.medium && first.campaign === last.campaign;
  const fields: [string, string][] = [
    [labels.name, oneLine(lead.fullName, 200)],
    [labels.email, oneLine(lead.email, 254)],
    [labels.company, oneLine(lead.company, 200)],
    [labels.phone, oneLine(lead.phone, 60)],
    [labels.serviceAreas[lead.source], oneLine(lead.serviceAreas, 500)],
    [labels.page, oneLine(lead.page, 300)],
    [labels.channel, oneLine(channel, 60)],
    [labels.traffic, last ? oneLine(`${last.source} / ${last.medium} / ${last.campaign}`, 320) : ''],
    [labels.clickId, oneLine(last?.clickId ?? null, 120)],
    [labels.landingPage, oneLine(first?.landingPath ?? null, 200)],
    [labels.referrer, oneLine(last?.referrerHost ?? null, 120)],
    [labels.firstTouch, first && !sameFirst ? oneLine(`${first.source} / ${first.medium} / ${first.campaign}`, 320) : ''],
    [labels.received, formatAdminDateTime(lead.createdAt)],
  ];
  const shown = fields.filter(([, text]) => text !== '');
  const message = (lead.message ?? '').replace(/\r\n?/g, '\n');
  const replyTo = isSingleAddress(lead.email) ? { name: oneLine(lead.fullName, 120), address: lead.email } : undefined;
  const domain = settings.from.address.split('@')[1] ?? 'localhost';

  const { html, text } = await renderLeadEmail({
    siteUrl: serverSiteUrl(),
    intro,
    fields: shown,
    message: { label: copy.message, lines: message ? message.split('\n') : null, none: copy.noMessage },
    open: { label: copy.open, href: link },
    replyNote: replyTo ? copy.replyTo : copy.noReplyTo,
    footer: emailCopy.staffFooter,
  });

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

/** Sends the lead e-mail; throws on failure (err.permanent marks a 5xx rejection). */
export async function sendLeadEmail(lead: ContactRequest, notificationId: string, settings: EmailSettings) {
  const message = await buildLeadEmail(lead, notificationId, settings);
  await (await transportFor(settings.smtpUrl)).sendMail(message);
}
