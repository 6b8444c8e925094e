import { site } from './site';

/** The newsletter's public words: sign-up answers, the confirm and unsubscribe pages, the e-mails. */
export const newsletterCopy = {
  subscribed: { title: 'Almost there', message: 'Check your inbox to confirm your subscription.' },
  confirm: {
    title: 'Confirm your subscription',
    intro: `Press the button to start receiving the ${site.name} newsletter.`,
    button: 'Confirm subscription',
    pending: 'Confirming…',
    done: { title: "You're subscribed", message: 'Thanks for confirming. The next briefing lands in your inbox soon.' },
    subscribed: { title: "You're subscribed", message: 'This address is subscribed to the newsletter. There is nothing more to do: the next briefing lands in your inbox.' },
    used: { title: 'This link has already been used', message: 'This confirmation link has already been used, or the address is no longer waiting to confirm. You can subscribe again below.' },
    expired: { title: 'This link has expired', message: 'Confirmation links work for 7 days. Subscribe again below and we will send a new one.' },
    unknown: { title: 'This link does not work', message: 'We could not find this confirmation link. Subscribe again below and we will send a new one.' },
    again: 'Subscribe again',
  },
  /** A confirm or unsubscribe link while the database cannot be reached. */
  outage: {
    title: 'Back in a minute',
    message: 'We can’t reach our subscriber list right now. Nothing has changed and your link still works: please open it again in a minute.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    intro: `Press the button to stop receiving the ${site.name} newsletter.`,
    button: 'Unsubscribe',
    done: { title: "You're unsubscribed", message: 'You will not receive the newsletter any more. You can subscribe again at any time.' },
    unknown: {
      title: 'This link does not work',
      message: 'We could not find this unsubscribe link. Write to us and we will remove your address.',
      mailSubject: 'Please remove my address from the newsletter',
    },
  },
  confirmationEmail: {
    subject: `Confirm your subscription to the ${site.name} newsletter`,
    title: 'Confirm your subscription',
    intro: `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
    action: 'Confirm subscription',
    validity: 'The link works for 7 days. If you did not ask for this, ignore this e-mail and you will hear nothing more.',
  },
  postEmail: {
    readOnline: 'Read it on the site',
    /** The featured image's alt text, as the post's page has it. */
    featuredAlt: 'Featured illustration for “{title}”',
    why: `You are receiving this because you subscribed to the ${site.name} newsletter.`,
    unsubscribe: 'Unsubscribe',
    // A test goes to an address that may be on no list: there is nobody to unsubscribe.
    testNote: 'This is a test sent from the admin. In the real send, this line holds each reader’s own unsubscribe link.',
  },
} as const;
