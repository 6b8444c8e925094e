import { site } from '@/content/site';

/**
 * Every date the site shows, public pages and admin alike, is on the agency's calendar and clock
 * (site.timeZone), never the server's or the browser's: a post published at 11:21 PM in New York
 * is dated that day everywhere, whether the page was built on a UTC host or read in Tokyo.
 */
const inSiteZone = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: site.timeZone });
  // ICU puts a narrow no-break space before AM/PM; plain text, e-mail and tests expect a space.
  return (value: string) => formatter.format(toDate(value)).replace(/\u202f/g, ' ');
};

/** A calendar date ('2024-10-02') is read at noon UTC, which is that same day in the agency's zone. */
const toDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** 'March 5, 2025' — the public date style, for timestamps and calendar dates. */
export const formatPublicDate = inSiteZone({ month: 'long', day: 'numeric', year: 'numeric' });

/** 'Mar 05, 2025' — the admin date style. */
export const formatAdminDate = inSiteZone({ month: 'short', day: '2-digit', year: 'numeric' });

/** 'Nov 23, 2026, 1:54:09 PM EST' — an admin timestamp, with the zone named. */
export const formatAdminDateTime = inSiteZone({ month: 'short', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' });

/** 'Nov 24, 2026, 9:30 AM EST' — a time to the minute: when a post goes public, when a draft was kept. */
export const formatAdminTime = inSiteZone({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
