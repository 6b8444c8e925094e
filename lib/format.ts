import { format } from 'date-fns';

/** 'March 5, 2025' — the public date style. */
export const formatPublicDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy');
/** 'Mar 05, 2025' — the admin date style. */
export const formatAdminDate = (iso: string) => format(new Date(iso), 'MMM dd, yyyy');

const newYorkTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});
/** 'Nov 23, 2026, 1:54:09 PM EST' — the office's clock, whatever the server's time zone. */
export const formatAdminDateTime = (iso: string) => newYorkTime.format(new Date(iso)).replace(/\u202f/g, ' ');
