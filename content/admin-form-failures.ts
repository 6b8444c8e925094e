/** What the admin's forms say when a request fails (see content/form-failures.ts for why). */

export const savePostFailure = { title: 'Error', message: 'Failed to save blog post' } as const;

export const deletePostFailure = { title: 'Error', message: 'Failed to delete blog post' } as const;

export const updateLeadFailure = { title: 'Error', message: 'Failed to update the lead' } as const;

export const restoreRevisionFailure = { title: 'Error', message: 'Failed to restore the revision' } as const;

/** Sign-in only: a wrong key and an unavailable server have their own messages in lib/auth. */
export const loginUnreachable = {
  title: 'Authentication Error',
  message: 'The server could not be reached, so the key was not checked. Check your connection and try again.',
} as const;

/** Staff's Resend on a failed lead notification (/admin/leads). */
export const resendNotificationFailure = { title: 'Error', message: 'The notification could not be resent. Try again in a minute.' } as const;
