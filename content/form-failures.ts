/**
 * What each form says when its request fails. The server's own failure (the database is down)
 * and a request that never came back (a proxy's 502, a dropped connection, a restart) use the
 * same words, so the server actions and the forms import them from here. One export per form:
 * a public page's bundle carries only its own.
 */

export const contactFailure = { title: 'Error sending message', message: 'Please try again or call us directly.' } as const;

export const floridaFailure = {
  title: 'Submission Failed',
  message: 'There was an issue submitting your request. Please try calling us directly.',
} as const;

export const newsletterFailure = { title: 'Subscription failed', message: 'We could not subscribe you just now. Please try again in a minute.' } as const;

export const savePostFailure = { title: 'Error', message: 'Failed to save blog post' } as const;

export const deletePostFailure = { title: 'Error', message: 'Failed to delete blog post' } as const;

/** Sign-in only: a wrong key and an unavailable server have their own messages in lib/auth. */
export const loginUnreachable = {
  title: 'Authentication Error',
  message: 'The server could not be reached, so the key was not checked. Check your connection and try again.',
} as const;
