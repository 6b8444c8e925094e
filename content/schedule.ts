/** Copy for scheduled publishing: the editor's 'Publish at' field and the admin list. */
export const scheduleCopy = {
  label: 'Publish at',
  hint: 'New York time. With “Publish immediately” ticked, the post goes public at this time on its own; leave empty to publish as soon as you save.',
  invalid: 'Enter a date and time, such as 2026-11-24 09:30',
  /** PUBLISH_YEARS in lib/posts/schedule/schema.ts. */
  outOfRange: 'Choose a date between 1970 and 2100.',
  badge: 'Scheduled',
  /** Before the time on the admin list, e.g. 'Goes public: Nov 24, 2026, 9:30 AM EST'. */
  goesPublic: 'Goes public:',
  preview: 'Preview',
} as const;
