import { format } from 'date-fns';

/** A calendar date ('2024-10-02') is read at noon UTC, so no server time zone moves it to another day. */
const toDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** 'March 5, 2025' — the public date style, for timestamps and calendar dates. */
export const formatPublicDate = (value: string) => format(toDate(value), 'MMMM d, yyyy');
/** 'Mar 05, 2025' — the admin date style. */
export const formatAdminDate = (iso: string) => format(new Date(iso), 'MMM dd, yyyy');
