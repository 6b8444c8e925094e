import { format } from 'date-fns';
import { site } from '@/content/site';

/** A calendar date ('2024-10-02') is read at noon UTC, so no server time zone moves it to another day. */
const toDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** 'March 5, 2025' — the public date style, for timestamps and calendar dates. */
export const formatPublicDate = (value: string) => format(toDate(value), 'MMMM d, yyyy');
const newYorkDate = new Intl.DateTimeFormat('en-US', { timeZone: site.timeZone, month: 'short', day: '2-digit', year: 'numeric' });
/** 'Mar 05, 2025' — the admin date style, on the office's calendar like every admin time. */
export const formatAdminDate = (iso: string) => newYorkDate.format(new Date(iso));

const newYorkTime = new Intl.DateTimeFormat('en-US', {
  timeZone: site.timeZone,
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
