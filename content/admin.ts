import { blogCategories } from './blog';
import { site } from './site';

/** Words of the admin screens that no server message decides. */
export const adminCopy = {
  meta: { title: 'Blog Administration Dashboard', description: `Manage the ${site.name} blog.` },
  postsLoadError: 'The posts could not be loaded. Check the database connection and reload.',
  tagHint: `Press Enter or Add. Category pages use: ${blogCategories.map((category) => category.tag).join(', ')}.`,
  draft: {
    title: 'Restore unsaved changes?',
    text: 'This browser kept changes to this post from {time} that were never saved.',
    restore: 'Restore',
    discard: 'Discard',
    leave: 'This post has unsaved changes. Leave without saving? A copy stays in this browser and is offered when you open the post again.',
  },
  leads: {
    title: 'Leads',
    intro: 'Every contact request and newsletter sign-up, newest first.',
    exportCsv: 'Export CSV',
    requests: { title: 'Contact requests', empty: 'No contact requests yet.' },
    sources: { florida: 'Florida form', contact: 'Contact page' },
    serviceAreasLabel: { florida: 'Services: ', contact: 'Website: ' },
    noMessage: 'No message',
    subscribers: { title: 'Newsletter subscribers', empty: 'No subscribers yet.', columns: { email: 'Email', form: 'Form', subscribed: 'Subscribed' } },
    subscriberSources: { blog: 'Blog', footer: 'Footer' },
    /** A lead's notification per channel (lib/leads/outbox.ts), and staff's Resend. */
    deliveries: {
      label: 'Notifications',
      none: 'No notifications: no channel was configured when this lead arrived.',
      channels: { email: 'E-mail', webhook: 'Webhook' },
      sent: 'Sent',
      queued: 'Queued',
      sending: 'Sending…',
      failedOne: 'Failed after 1 attempt',
      failedMany: 'Failed after {attempts} attempts',
      retrying: 'Retrying, next attempt',
      retryDetail: '(attempt {attempts}: {error})',
      resend: 'Resend',
      resending: 'Resending…',
      resendLabel: 'Resend {channel} for {name}',
      resent: { title: 'Sent', message: '{channel} delivered.' },
      notFailed: { title: 'Not resent', message: 'This notification is no longer failed. Reload to see its state.' },
      stillFailing: { title: 'Still failing', message: '{channel} delivery failed again{error}.', retried: 'It will be retried automatically.' },
    },
  },
  /** The dashboard's line on lead notifications that gave up and wait for a resend. */
  failedDeliveries: {
    none: 'Lead notifications: none failed.',
    lead: 'Lead notifications:',
    countOne: '1 failed',
    countMany: '{count} failed',
    restOne: 'delivery waiting to be resent.',
    restMany: 'deliveries waiting to be resent.',
    link: 'Review failed deliveries',
  },
} as const;
