import 'server-only';
import { site } from '@/content/site';
import { countedPath, robotsDisallows } from './client';
import type { AiCrawlerRepository, CrawlerVisit } from './types';

/** How often a server adds what it counted to the database: the report is this far behind at most. */
export const FLUSH_INTERVAL_MS = 1_000;
/** Distinct rows a server holds while the database is unreachable; beyond this, new keys are dropped. */
export const MAX_PENDING_ROWS = 5_000;
/** How long the log keeps a day. */
export const RETENTION_MONTHS = 13;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
/** YYYY-MM-DD on the office's calendar. */
export const siteDay = (at: Date) => dayFormat.format(at);

/** The first day kept: 13 months before today, on the office's calendar. */
export function retentionStart(now: Date): string {
  const [year, month, day] = siteDay(now).split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - RETENTION_MONTHS, day));
  return start.toISOString().slice(0, 10);
}

/** One request as a row of the log: its path folded (countedPath), checked against robots.txt. */
export const visitOf = (token: string, path: string, status: number, at: Date): CrawlerVisit => ({
  day: siteDay(at),
  crawler: token,
  path: countedPath(path, status),
  status,
  robotsDisallowed: robotsDisallows(token, path),
  requests: 1,
  lastSeen: at,
});

export type Recorder = {
  record(token: string, path: string, status: number, at: Date): void;
  /** Adds the pending counts to the database; on failure they stay pending for the next flush. */
  flush(): Promise<void>;
  pendingRows(): number;
};

/**
 * Counts in memory and adds them in batches, so a crawler's request never waits on the database
 * and a database that is down fails nothing: its counts wait (up to MAX_PENDING_ROWS keys) for
 * the next flush. Batches add to stored rows (insert … on conflict add), so any number of
 * servers on one database count exactly.
 */
export function createRecorder(repository: AiCrawlerRepository): Recorder {
  let pending = new Map<string, CrawlerVisit>();
  let dropped = 0;
  let failing = false;
  let flushing: Promise<void> | null = null;

  const add = (visit: CrawlerVisit) => {
    const key = `${visit.day}\n${visit.crawler}\n${visit.path}\n${visit.status}\n${visit.robotsDisallowed}`;
    const held = pending.get(key);
    if (held) {
      held.requests += visit.requests;
      if (visit.lastSeen > held.lastSeen) held.lastSeen = visit.lastSeen;
    } else if (pending.size < MAX_PENDING_ROWS) pending.set(key, { ...visit });
    else dropped += visit.requests;
  };

  const flushOnce = async () => {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await repository.add(batch);
      if (failing || dropped) console.info(`AI crawler log: saved again${dropped ? `; ${dropped} requests were not counted while the database was unreachable` : ''}`);
      failing = false;
      dropped = 0;
    } catch (error) {
      if (!failing) console.error('AI crawler log: could not save counts; keeping them for the next try', error);
      failing = true;
      for (const visit of batch) add(visit);
    }
  };

  return {
    record(token, path, status, at) {
      add(visitOf(token, path, status, at));
    },
    flush() {
      // One flush at a time: a slow database never has two batches of one server in flight.
      flushing ??= flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    pendingRows: () => pending.size,
  };
}
