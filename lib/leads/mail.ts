import 'server-only';
import { transportFor } from './email';
import { notificationSettings } from './notification-config';

/**
 * The lead notifications' e-mail channel (SMTP_URL, LEAD_EMAIL_FROM) for other domains' own
 * messages to one person, such as staff invitations and sign-in links. Null when e-mail is
 * not configured. Sent at once rather than through the outbox's retries: these links expire
 * within minutes or hours and are shown or asked for again on screen.
 */
export function emailChannel(): { send(message: { to: string; subject: string; text: string }): Promise<void> } | null {
  const settings = notificationSettings().email;
  if (!settings) return null;
  return {
    async send({ to, subject, text }) {
      const domain = settings.from.address.split('@')[1] ?? 'localhost';
      await transportFor(settings.smtpUrl).sendMail({
        from: settings.from,
        to,
        // Only this address, whatever the headers say.
        envelope: { from: settings.from.address, to: [to] },
        subject,
        text,
        headers: { 'Auto-Submitted': 'auto-generated' },
        messageId: `<staff-${crypto.randomUUID()}@${domain}>`,
      });
    },
  };
}
