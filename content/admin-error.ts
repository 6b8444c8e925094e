/** The admin's error screen (content/error.ts holds the public ones, which every public page loads). */
export const adminErrorCopy = {
  text: 'Something went wrong on the server while showing this screen. Nothing you saved is lost: try again, or go back to the dashboard. An unsaved post is kept in this browser and offered again in the editor.',
  home: { label: 'Back to Admin', href: '/admin' },
  /** Any admin screen while the database cannot be reached: rendered by the server, so it shows without JavaScript. */
  outage: {
    heading: 'The admin cannot reach its database',
    text: 'Nothing you saved is lost, and the public site keeps showing its pages. Try again in a minute; if this screen stays, tell whoever runs the site that the database is unreachable. An unsaved post is kept in this browser and offered again in the editor.',
  },
} as const;
