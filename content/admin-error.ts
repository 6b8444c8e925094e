/** The admin's error screen (content/error.ts holds the public ones, which every public page loads). */
export const adminErrorCopy = {
  text: 'Something went wrong on the server while showing this screen. Nothing you saved is lost: try again, or go back to the dashboard. An unsaved post is kept in this browser and offered again in the editor.',
  home: { label: 'Back to Admin', href: '/admin' },
} as const;
