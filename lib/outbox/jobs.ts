import 'server-only';
import { isNextBuild } from '@/lib/build-phase';
import { dataBackend, isServerless } from '@/lib/db';
import { notificationSettings } from './notification-config';
import { drainNewsletter } from './newsletter-outbox';
import { newsletterRepository } from './newsletter-repository';
import { drainOutbox } from './outbox';
import { leadRepository } from './repository';

const DEFAULT_INTERVAL_SECONDS = 30;
// Soon after a start, so notifications left pending by a crash or restart go out promptly.
const FIRST_DRAIN_MS = 3_000;

const state = globalThis as typeof globalThis & { __outboxDrain?: NodeJS.Timeout; __staleCheckedAt?: number };

/** Unconfirmed addresses past their 30 days, at most once an hour per process. */
export async function removeStaleSubscribers(now = Date.now()): Promise<void> {
  if (state.__staleCheckedAt && now - state.__staleCheckedAt < 60 * 60 * 1000) return;
  state.__staleCheckedAt = now;
  const removed = await newsletterRepository().removeStale();
  if (removed > 0) console.info(`Newsletter: ${removed} addresses never confirmed were deleted`);
}

/**
 * The drain of a long-running server, started once per process from instrumentation.ts.
 * On by default on every long-running server, embedded database or Postgres: any number of
 * servers may drain one database at once, since each row is claimed by exactly one drain. On a
 * serverless host the platform's cron calls /api/cron/outbox instead (OUTBOX_INTERVAL_SECONDS
 * overrides either default; 0 = off). Runs never overlap; errors are logged and the next tick tries again.
 */
export function startOutboxDrain(): boolean {
  const configured = notificationSettings().intervalSeconds;
  const seconds = configured ?? (isServerless() ? 0 : DEFAULT_INTERVAL_SECONDS);
  // `next build` may load instrumentation too: a build never sends anything.
  if (!seconds || state.__outboxDrain || isNextBuild()) return false;
  const startedAt = new Date();
  // Only the embedded database's owner knows that no other process is sending.
  let released = dataBackend !== 'embedded';
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!released) {
        // This process owns the embedded database (its lock says so): claims older than the
        // process belong to one that died mid-send, and need not wait out their lease.
        const lease = notificationSettings().leaseSeconds;
        const count =
          ((await leadRepository().releaseOrphanedClaims?.(startedAt, lease)) ?? 0) + (await newsletterRepository().releaseOrphanedClaims(startedAt, lease));
        if (count > 0) console.info(`Lead outbox: ${count} notifications left claimed by a stopped server are due again`);
        released = true;
      }
      const summary = await drainOutbox();
      if (summary.claimed > 0) console.info(`Lead outbox: ${summary.sent} sent, ${summary.retrying} retrying, ${summary.failed} failed`);
      const newsletter = await drainNewsletter();
      if (newsletter.claimed > 0) console.info(`Newsletter: ${newsletter.sent} sent, ${newsletter.retrying} retrying, ${newsletter.failed} failed`);
      await removeStaleSubscribers();
    } catch (error) {
      console.error('Lead outbox drain failed', error);
    } finally {
      running = false;
    }
  };
  setTimeout(tick, FIRST_DRAIN_MS).unref();
  state.__outboxDrain = setInterval(tick, seconds * 1000);
  state.__outboxDrain.unref();
  return true;
}
