import 'server-only';
import { serverSiteUrl, serverUrl } from '@/lib/env.server';
import { emailChannel, logUnsentEmail } from '@/lib/mail';
import { fillTemplate } from '@/lib/template';
import { renderActionEmail } from '@/components/email';
import { emailCopy } from '@/content/email';
import { site } from '@/content/site';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.email;

export const invitationUrl = (token: string) => serverUrl(`/admin/invite/${token}`);
export const signInLinkUrl = (token: string) => serverUrl(`/admin/sign-in/${token}`);

/** What became of a staff e-mail: sent, refused or unreachable (logged), or e-mail is off. */
export type EmailOutcome = 'sent' | 'failed' | 'off';

/** Whether this server is set up to send e-mail at all (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM: lib/mail.ts). */
export function canSendEmail(): boolean {
  return emailChannel('staff') !== null;
}

/** Sends a staff e-mail (the site's one design, components/email) through the site's e-mail (lib/mail.ts); never throws. */
async function send(to: string, subject: string, email: { title: string; intro: string; action: string; href: string; note: string }): Promise<EmailOutcome> {
  const channel = emailChannel('staff');
  try {
    const { html, text } = await renderActionEmail({ siteUrl: serverSiteUrl(), footer: emailCopy.staffFooter, ...email });
    if (!channel) {
      logUnsentEmail({ to, subject, text });
      return 'off';
    }
    await channel.send({ to, subject, text, html });
    return 'sent';
  } catch (error) {
    console.error('Staff e-mail could not be sent', error);
    return 'failed';
  }
}

export function sendInvitation(to: string, details: { inviter: string; role: string; token: string }) {
  return send(to, copy.invitationSubject, {
    title: copy.invitationTitle,
    intro: fillTemplate(copy.invitation, { inviter: details.inviter, role: details.role, site: site.name }),
    action: copy.invitationAction,
    href: invitationUrl(details.token),
    note: copy.invitationNote,
  });
}

export function sendSignInLink(to: string, token: string) {
  return send(to, copy.signInSubject, {
    title: copy.signInTitle,
    intro: fillTemplate(copy.signIn, { site: site.name }),
    action: copy.signInAction,
    href: signInLinkUrl(token),
    note: copy.signInNote,
  });
}
