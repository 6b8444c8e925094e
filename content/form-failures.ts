/**
 * What each form says when its request fails. The server's own failure (the database is down)
 * and a request that never came back (a proxy's 502, a dropped connection, a restart) use the
 * same words, so the server actions and the forms import them from here. The admin's are in
 * content/admin-form-failures.ts: a bundler ships a module whole, and the public forms' module
 * is in the code every public page loads.
 */

export const contactFailure = { title: 'Error sending message', message: 'Please try again or call us directly.' } as const;

export const floridaFailure = {
  title: 'Submission Failed',
  message: 'There was an issue submitting your request. Please try calling us directly.',
} as const;

export const newsletterFailure = { title: 'Subscription failed', message: 'We could not subscribe you just now. Please try again in a minute.' } as const;
