import { formatScheduleTime, isScheduled, utcToZonedInput, zonedInputToUtc } from '@/lib/posts/schedule/time';
import { site } from '@/content/site';

describe('New York time <-> UTC', () => {
  it('uses the site’s zone, a content constant', () => {
    expect(site.timeZone).toBe('America/New_York');
  });

  it('reads winter times as EST (UTC−5) and summer times as EDT (UTC−4)', () => {
    expect(zonedInputToUtc('2026-01-15T09:30')).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedInputToUtc('2026-07-04T09:30')).toBe('2026-07-04T13:30:00.000Z');
    expect(zonedInputToUtc('2026-12-31T23:59')).toBe('2027-01-01T04:59:00.000Z');
    expect(utcToZonedInput('2026-01-15T14:30:00.000Z')).toBe('2026-01-15T09:30');
    expect(utcToZonedInput('2026-07-04T13:30:00.000Z')).toBe('2026-07-04T09:30');
    expect(utcToZonedInput('2027-01-01T04:59:00.000Z')).toBe('2026-12-31T23:59');
  });

  it('spring forward (Mar 8, 2026, 2:00 EST → 3:00 EDT): times either side, and the missing hour moves forward', () => {
    expect(zonedInputToUtc('2026-03-08T01:59')).toBe('2026-03-08T06:59:00.000Z');
    expect(zonedInputToUtc('2026-03-08T03:00')).toBe('2026-03-08T07:00:00.000Z');
    // 2:30 AM never happens that day: it is read as 3:30 EDT, the same instant as 2:30 EST.
    expect(zonedInputToUtc('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToZonedInput('2026-03-08T07:30:00.000Z')).toBe('2026-03-08T03:30');
    expect(utcToZonedInput('2026-03-08T06:59:00.000Z')).toBe('2026-03-08T01:59');
  });

  it('fall back (Nov 1, 2026, 2:00 EDT → 1:00 EST): the repeated hour is the first (EDT) one', () => {
    expect(zonedInputToUtc('2026-11-01T00:59')).toBe('2026-11-01T04:59:00.000Z');
    expect(zonedInputToUtc('2026-11-01T01:30')).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInputToUtc('2026-11-01T02:00')).toBe('2026-11-01T07:00:00.000Z');
    // Both 1:30s show as 1:30 in the editor.
    expect(utcToZonedInput('2026-11-01T05:30:00.000Z')).toBe('2026-11-01T01:30');
    expect(utcToZonedInput('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T01:30');
  });

  it('round-trips every quarter hour of a year, except the hour that does not exist', () => {
    const failures: string[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
      const local = utcToZonedInput(new Date(ms).toISOString());
      const back = zonedInputToUtc(local);
      // The autumn hour's second pass reads back as its first pass, an hour earlier.
      if (back !== new Date(ms).toISOString() && back !== new Date(ms - 3_600_000).toISOString()) failures.push(`${new Date(ms).toISOString()} -> ${local} -> ${back}`);
      if (utcToZonedInput(back!) !== local) failures.push(`${local} does not read back`);
    }
    expect(failures).toEqual([]);
  });

  it('does not depend on the server’s own time zone', () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Asia/Tokyo';
      expect(zonedInputToUtc('2026-11-24T09:30')).toBe('2026-11-24T14:30:00.000Z');
      expect(utcToZonedInput('2026-11-24T14:30:00.000Z')).toBe('2026-11-24T09:30');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('takes another zone when asked', () => {
    expect(zonedInputToUtc('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(utcToZonedInput('2026-07-01T11:00:00.000Z', 'Europe/London')).toBe('2026-07-01T12:00');
  });

  it('accepts seconds from browsers that send them, and refuses what is not a real date and time', () => {
    expect(zonedInputToUtc('2026-11-24T09:30:45')).toBe('2026-11-24T14:30:00.000Z');
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01T10:60', '2026-01-01 10:00x', '0999-01-01T10:00']) {
      expect(zonedInputToUtc(bad)).toBeNull();
    }
    expect(utcToZonedInput('not a date')).toBe('');
  });

  it('shows a scheduled time on the office’s clock, with its zone', () => {
    expect(formatScheduleTime('2026-11-24T14:30:00.000Z')).toBe('Nov 24, 2026, 9:30 AM EST');
    expect(formatScheduleTime('2026-07-04T13:30:00.000Z')).toBe('Jul 4, 2026, 9:30 AM EDT');
  });

  it('calls a post scheduled only while it is published and its time is still ahead', () => {
    const now = Date.parse('2026-11-24T14:00:00.000Z');
    expect(isScheduled({ published: true, publishAt: '2026-11-24T14:30:00.000Z' }, now)).toBe(true);
    expect(isScheduled({ published: true, publishAt: '2026-11-24T13:30:00.000Z' }, now)).toBe(false);
    expect(isScheduled({ published: false, publishAt: '2026-11-24T14:30:00.000Z' }, now)).toBe(false);
    expect(isScheduled({ published: true, publishAt: null }, now)).toBe(false);
  });
});
