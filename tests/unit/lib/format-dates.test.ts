import { formatAdminDate, formatPublicDate } from '@/lib/format';

describe('date formats', () => {
  it('writes public dates like "March 5, 2025" and admin dates like "Mar 05, 2025"', () => {
    expect(formatPublicDate('2025-03-05T15:00:00.000Z')).toBe('March 5, 2025');
    expect(formatAdminDate('2025-03-05T15:00:00.000Z')).toBe('Mar 05, 2025');
  });

  it('dates admin rows on the office’s calendar (New York), whatever the server’s zone', () => {
    // 02:30 UTC on March 6 is still the evening of March 5 in New York.
    expect(formatAdminDate('2025-03-06T02:30:00.000Z')).toBe('Mar 05, 2025');
    expect(formatAdminDate('2025-07-01T05:00:00.000Z')).toBe('Jul 01, 2025');
  });

  it('formats a calendar date from content (legal pages, guides) in the same style', () => {
    expect(formatPublicDate('2024-10-02')).toBe('October 2, 2024');
  });
});
