/** Copy for the admin Activity page (/admin/activity): the audit log's events in words. */
export const activityCopy = {
  title: 'Activity',
  intro: 'Sign-ins, refused keys, post changes and exports, newest first. Times are New York time.',
  empty: 'Nothing recorded yet.',
  failed: 'The activity log could not be loaded. Check the database connection and reload.',
  columns: { time: 'Time', event: 'Event', detail: 'Details', client: 'Client' },
  clientNote: 'Clients are shown as a short hash of their address; the same hash means the same client.',
  events: {
    'sign-in': 'Signed in',
    'sign-in-failed': 'Wrong key',
    'sign-in-throttled': 'Client throttled',
    'sign-in-alert': 'Many wrong keys site-wide',
    logout: 'Logged out',
    'logout-everywhere': 'Logged out everywhere',
    'post-created': 'Post created',
    'post-updated': 'Post updated',
    'post-deleted': 'Post deleted',
    export: 'Leads exported',
  } as Record<string, string>,
} as const;
