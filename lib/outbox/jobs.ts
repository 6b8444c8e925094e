import 'server-only';
import { isNextBuild } from '@/lib/build-phase';
import { dataBackend, isServerless } from '@/lib/db';
import { cronJson, cronRefusal, cronSecret } from '@/lib/http';
import { drainLeadNotifications, releaseOrphanedNotifications } from '@/lib/leads/jobs';
import { drainNewsletter, releaseOrphanedDeliveries, removeStaleSubscribers } from '@/lib/newsletter/jobs';
import { outboxTiming } from '@/lib/outbox-queue';

/**
 * The one drain of every outbox, whoever starts it: the interval of a long-running server
 * (startOutboxDrain, from instrumentation.ts) or the platform's cron on a serverless host
 * (GET /api/cron/outbox). Each outbox's table and sending are its domain's own; this decides
 * the order and when.
 */

const DEFAULT_INTERVAL_SECONDS = 30;
// Soon after a start, so notifications left pending by a crash or restart go out promptly.
const FIRST_DRAIN_MS = 3_000;

/** Lead notifications first (staff wait on them), then the newsletter's e-mails, then the list's upkeep. */
export async function drainEveryOutbox() {
  const { claimed, sent, retrying, failed } = await drainLeadNotifications();
  const newsletter = await drainNewsletter();
  await removeStaleSubscribers();
  return { leads: { claimed, sent, retrying, failed }, newsletter };
}

/** The serverless drain: GET /api/cron/outbox, behind the shared cron gate (lib/http/cron.ts). */
export async function outboxCronResponse(request: Request): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret()]);
  if (refusal) return refusal;
  const { leads, newsletter } = await drainEveryOutbox();
  return cronJson({ ...leads, newsletter });
}

const state = globalThis as typeof globalThis & { __outboxDrain?: NodeJS.Timeout };

/**
 * The drain of a long-running server, started once per process from instrumentation.ts.
 * On by default on every long-running server, embedded database or Postgres: any number of
 * servers may drain one database at once, since each row is claimed by exactly one drain. On a
 * serverless host the platform's cron calls /api/cron/outbox instead (OUTBOX_INTERVAL_SECONDS
 * overrides either default; 0 = off). Runs never overlap; errors are logged and the next tick tries again.
 */
export function startOutboxDrain(): boolean {
  const configured = outboxTiming().intervalSeconds;
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
        const lease = outboxTiming().leaseSeconds;
        const count = (await releaseOrphanedNotifications(startedAt, lease)) + (await releaseOrphanedDeliveries(startedAt, lease));
        if (count > 0) console.info(`Lead outbox: ${count} notifications left claimed by a stopped server are due again`);
        released = true;
      }
      const { leads, newsletter } = await drainEveryOutbox();
      if (leads.claimed > 0) console.info(`Lead outbox: ${leads.sent} sent, ${leads.retrying} retrying, ${leads.failed} failed`);
      if (newsletter.claimed > 0) console.info(`Newsletter: ${newsletter.sent} sent, ${newsletter.retrying} retrying, ${newsletter.failed} failed`);
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
