import { phone } from './phone';

/** The error screens: a page that failed to render, in the site's own design, with a way back. */
export const errorCopy = {
  title: 'Something went wrong',
  heading: 'This page hit a snag',
  text: `Something went wrong on our side while showing this page. Try again, or go back to the home page — or call us on ${phone.display}.`,
  retry: 'Try again',
  home: { label: 'Return to Home', href: '/' },
  /** The blog list's own error state (spec). Here, not in content/blog.ts: this module ships with the error screens. */
  blog: { heading: 'Blog', text: 'Failed to load blog posts. Please try again later.' },
} as const;
