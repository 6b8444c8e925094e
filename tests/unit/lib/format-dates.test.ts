import { formatAdminDate, formatPublicDate } from '@/lib/format';
import { callInTimeZone } from '@/tests/helpers/in-time-zone';

// 11:21 PM on November 28 in New York is already November 29 in UTC and in Tokyo.
const LATE_EVENING = '2026-11-29T04:21:00Z';

describe('date formats', () => {
  it('writes public dates like "March 5, 2025" and admin dates like "Mar 05, 2025"', () => {
    expect(formatPublicDate('2025-03-05T15:00:00.000Z')).toBe('March 5, 2025');
    expect(formatAdminDate('2025-03-05T15:00:00.000Z')).toBe('Mar 05, 2025');
  });

  // Public pages are built once, on whatever host: its TZ must not move a post to another day.
  it.each(['UTC', 'Asia/Tokyo'])('dates every page on the agency’s calendar when the server runs in %s', (zone) => {
    const at = (name: string, values = [LATE_EVENING]) => callInTimeZone(zone, '@/lib/format', name, values);
    expect(at('formatPublicDate')).toEqual(['November 28, 2026']);
    expect(at('formatAdminDate')).toEqual(['Nov 28, 2026']);
    expect(at('formatAdminDateTime')).toEqual(['Nov 28, 2026, 11:21:00 PM EST']);
    expect(callInTimeZone(zone, '@/lib/posts/schedule/time', 'formatScheduleTime', [LATE_EVENING])).toEqual(['Nov 28, 2026, 11:21 PM EST']);
    // Summer: New York is 4 hours behind UTC.
    expect(at('formatAdminTime', ['2025-07-01T03:30:00.000Z'])).toEqual(['Jun 30, 2025, 11:30 PM EDT']);
    // A calendar date from content (legal pages, guides) stays on its day.
    expect(at('formatPublicDate', ['2024-10-02'])).toEqual(['October 2, 2024']);
  });
});
