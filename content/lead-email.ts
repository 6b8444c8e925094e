/** The e-mail staff get for each new lead (lib/leads/email.ts); {slots} are filled there. */
export const leadEmailCopy = {
  formNames: { contact: 'Contact form', florida: 'Florida form' },
  formsInText: { contact: 'the contact form on /contact', florida: 'the Florida form on /florida' },
  subject: '{form} lead: {name}',
  subjectCompany: ' ({company})',
  intro: 'New lead from {form}.',
  labels: {
    name: 'Name',
    email: 'Email',
    company: 'Company',
    phone: 'Phone',
    serviceAreas: { florida: 'Services', contact: 'Website' },
    page: 'Page',
    received: 'Received',
  },
  message: 'Message',
  noMessage: '(none)',
  open: 'Open it in the admin',
  replyTo: 'Reply to this e-mail to answer the visitor directly.',
  noReplyTo: 'The e-mail address is not a single plain address, so Reply-To is not set.',
} as const;
