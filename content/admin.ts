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
  },
} as const;
