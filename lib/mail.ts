import 'server-only';
import type { Transporter } from 'nodemailer';
import { isEmailAddress } from '@/lib/email-address';
import { runtimeEnv } from '@/lib/env.server';

/**
 * The site's e-mail transport, shared by every domain that sends: lead notifications (lib/leads),
 * the newsletter (lib/newsletter), staff invitations and sign-in links (lib/staff). SMTP only;
 * what a message says is each domain's own.
 *
 * The site's e-mail is on when SMTP_URL, LEAD_EMAIL_TO (the staff inbox new leads go to) and
 * LEAD_EMAIL_FROM (the sender) are all set: one switch for leads' and staff's e-mails alike.
 */

/** One line, no control characters or line breaks, at most `max` characters. */
export function oneLine(text: string | null, max: number): string {
  const line = (text ?? '').replace(/[\s\u0000-\u001F\u007F\u2028\u2029]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

export type EmailSettings = { smtpUrl: string; to: string[]; from: { name: string; address: string } };

type Source = Record<string, string | undefined>;

/** "Name <address>" or a bare address. */
export function parseMailbox(text: string): { name: string; address: string } | null {
  const match = /^\s*(?:"?([^"<>\r\n]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(text);
  const name = match ? (match[1] ?? '').trim() : '';
  const mail = match ? match[2]! : text.trim();
  return isEmailAddress(mail) ? { name, address: mail } : null;
}

/** Why SMTP_URL cannot be used, or null when it is an smtp:// or smtps:// URL. */
export function smtpUrlProblem(smtpUrl: string): string | null {
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {}
  return protocol === 'smtp:' || protocol === 'smtps:' ? null : 'SMTP_URL must be an smtp:// or smtps:// URL.';
}

/**
 * SMTP_URL, LEAD_EMAIL_TO and LEAD_EMAIL_FROM. Null when e-mail is off (any of them unset);
 * a problem when they are set but malformed, so sends fail with the reason instead of vanishing.
 */
export function parseEmailSettings(source: Source): { settings: EmailSettings | null; problem?: string } | null {
  const smtpUrl = runtimeEnv('SMTP_URL', source);
  const to = runtimeEnv('LEAD_EMAIL_TO', source);
  const from = runtimeEnv('LEAD_EMAIL_FROM', source);
  if (!smtpUrl || !to || !from) return null;
  const problem = smtpUrlProblem(smtpUrl);
  if (problem) return { settings: null, problem };
  const recipients = to.split(',').map((part) => part.trim()).filter(Boolean);
  if (recipients.length === 0 || recipients.some((r) => !isEmailAddress(r))) {
    return { settings: null, problem: 'LEAD_EMAIL_TO must be one or more e-mail addresses separated by commas.' };
  }
  const sender = parseMailbox(from);
  if (!sender) return { settings: null, problem: 'LEAD_EMAIL_FROM must be an address or "Name <address>".' };
  return { settings: { smtpUrl, to: recipients, from: sender } };
}

const transports = new Map<string, Transporter>();

/**
 * One transport per SMTP URL. `pool`: that many kept-open connections, each carrying up to 100
 * messages (the newsletter: one connection per message would cost a TCP and SMTP handshake each).
 * Nodemailer loads with the first message, not with the server, as the templates do
 * (components/email/index.ts).
 */
export async function transportFor(smtpUrl: string, { pool = 0 }: { pool?: number } = {}): Promise<Transporter> {
  const key = pool ? `${smtpUrl}#pool${pool}` : smtpUrl;
  let transport = transports.get(key);
  if (!transport) {
    const { createTransport } = await import('nodemailer');
    transport = createTransport({
      url: smtpUrl,
      ...(pool ? { pool: true, maxConnections: pool, maxMessages: 100 } : {}),
      // A drain must finish within its time budget; nodemailer's defaults wait up to minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    transports.set(key, transport);
  }
  return transport;
}

export type EmailChannel = { send(message: { to: string; subject: string; text: string; html?: string }): Promise<void> };

/**
 * The site's e-mail for one-off messages to one person (`kind` names them in the Message-ID,
 * e.g. 'staff'), or null when e-mail is off or misconfigured. Sent at once rather than through
 * an outbox's retries: the caller says on screen whether it went.
 */
export function emailChannel(kind: string, source: Source = process.env): EmailChannel | null {
  const settings = parseEmailSettings(source)?.settings;
  if (!settings) return null;
  return {
    async send({ to, subject, text, html }) {
      const domain = settings.from.address.split('@')[1] ?? 'localhost';
      await (await transportFor(settings.smtpUrl)).sendMail({
        from: settings.from,
        to,
        // Only this address, whatever the headers say.
        envelope: { from: settings.from.address, to: [to] },
        subject,
        text,
        ...(html ? { html } : {}),
        headers: { 'Auto-Submitted': 'auto-generated' },
        messageId: `<${kind}-${crypto.randomUUID()}@${domain}>`,
      });
    },
  };
}

/**
 * In development with e-mail off, the server log shows the message it would have sent (a
 * developer without SMTP can still follow a confirmation or sign-in link). Never in production:
 * the log would hold readers' addresses and working links.
 */
export function logUnsentEmail(message: { to?: unknown; subject?: unknown; text?: unknown }): void {
  if (process.env.NODE_ENV === 'production') return;
  console.info(`E-mail is off; this would have been sent (development only):\nTo: ${String(message.to)}\nSubject: ${String(message.subject)}\n\n${String(message.text ?? '')}`);
}
