import { site } from './site';

export const contactPage = {
  path: '/contact',
  title: 'Contact Us',
  description: `Talk to ${site.name} about AI search optimisation, storm-triggered campaigns or paid media. Send a message, call ${site.phone.display}, or book a 30-minute strategy call.`,
  keywords: ['contact marketing agency', 'AI SEO consultation', 'storm marketing Florida', 'book strategy call', 'Tampa marketing agency'],
  eyebrow: 'Contact',
  heading: 'Let’s Build Your Growth Plan',
  intro:
    'Tell us where you want to grow — new markets, AI search visibility, or being the first call when the next storm hits. A strategist, not a sales script, replies within 24 hours.',
  scheduler: {
    title: 'Prefer to talk it through?',
    text: 'Book a free 30-minute strategy call. We will review your search presence, your paid media and your storm readiness, and leave you with three priorities whether or not we work together.',
    action: 'Book a 30-Minute Strategy Call',
  },
  form: {
    title: 'Send us a message',
    text: 'Share a little about your business. Only your name and e-mail are required.',
  },
  panel: {
    title: 'Reach us directly',
    phoneLabel: 'Call or text, 24/7 during storm events',
    officeLabel: 'Florida headquarters',
    hours: 'Office hours: Monday–Friday, 8 am–6 pm ET. Storm response: 24/7.',
    promise: 'Every enquiry gets a reply from a strategist within 24 hours.',
  },
  nextStepsTitle: 'Before you write',
  nextSteps: [
    { to: '/services', label: 'See our services', text: 'AI SEO, emergency SEO and storm-activated paid media.' },
    { to: '/about', label: 'Meet the team', text: 'The strategists who will work on your account.' },
  ],
} as const;

/** The contact form's own words. The page passes them to the form island as a prop, so they ship as data, not as code. */
export const contactForm = {
  labels: { fullName: 'Full Name', email: 'Email Address', company: 'Company Name', phone: 'Phone Number', website: 'Website URL', message: 'Message' },
  placeholders: { website: 'yourcompany.com', message: 'What would you like to grow? Markets, services, timelines…' },
  note: 'We reply within 24 hours. Required fields are marked *.',
  submit: 'Send Message',
  pending: 'Sending...',
} as const;

export type ContactFormCopy = typeof contactForm;

/** The toast once the server has stored the message (lib/leads/handlers.ts). */
export const contactSent = { title: 'Message sent!', message: "We'll get back to you as soon as possible." } as const;
