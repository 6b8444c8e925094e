import { site } from './site';

/** Words every e-mail shares (components/email): the header's link, the footers' lines. */
export const emailCopy = {
  homeLabel: `${site.name} home`,
  /** Under a button, for a mail client that shows no button: the same link, written out. */
  linkFallback: 'If the button does not work, copy this address into your browser:',
  /** Footers of the e-mails to staff (lead notifications, invitations, sign-in links). */
  staffFooter: `Sent by the ${site.name} website to its staff.`,
} as const;
