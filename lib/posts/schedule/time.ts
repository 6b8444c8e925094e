/**
 * Wall-clock time in the office's zone (site.timeZone, America/New_York) <-> UTC, with Intl
 * only. The editor's 'Publish at' field is a datetime-local input, which has no zone: what an
 * editor types is New York time, whatever the browser's or the server's zone.
 */
import { site } from '@/content/site';
import { formatAdminTime } from '@/lib/format';

/** What a datetime-local input holds: 'YYYY-MM-DDTHH:mm' (seconds are allowed and dropped). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at an instant, as if that wall clock were UTC (ms). */
function wallAt(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(wallFormatter(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The zone's offset from UTC at an instant, in ms (New York: −5 h in winter, −4 h in summer). */
const offsetAt = (ms: number, timeZone: string) => wallAt(Math.floor(ms / 1000) * 1000, timeZone) - Math.floor(ms / 1000) * 1000;

/**
 * A datetime-local value read as wall time in `timeZone`, as a UTC ISO string; null when it is
 * not a real date and time. A time that happens twice (the autumn hour) is the first, daylight
 * one; a time that never happens (the spring gap, 2:30 AM) moves forward by the gap, to 3:30
 * daylight time — as Temporal's 'compatible' rule and most calendars do.
 */
export function zonedInputToUtc(value: string, timeZone: string = site.timeZone): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // Date.UTC rolls 2026-02-30 over to March; a real date comes back unchanged.
  if (year < 1000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offsets a day either side: zone transitions are months apart, so one of them applies.
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const valid = [before, after].filter((instant) => wallAt(instant, timeZone) === wall);
  const instant = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(instant).toISOString();
}

/** A UTC instant as a datetime-local value in `timeZone` ('2026-11-24T09:30'). */
export function utcToZonedInput(iso: string, timeZone: string = site.timeZone): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(wallAt(ms, timeZone)).toISOString().slice(0, 16);
}

/** 'Nov 24, 2026, 9:30 AM EST': when a scheduled post goes public, on the office's clock. */
export const formatScheduleTime = formatAdminTime;

/** A published post whose time has not come yet: absent from every public page until then. */
export function isScheduled(post: { published: boolean; publishAt?: string | null }, now: number = Date.now()): boolean {
  return post.published && Boolean(post.publishAt) && Date.parse(post.publishAt!) > now;
}
