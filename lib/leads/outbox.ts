import 'server-only';
import { recordAuditEvent, type AuditEventKind } from '@/lib/audit';
import { sendLeadEmail } from './email';
import { notificationSettings, type NotificationSettings } from './notification-config';
import { leadRepository } from './repository';
import type { ClaimedNotification, LeadRepository, NotificationChannel, NotificationStatus } from './types';
import { PermanentDeliveryError, sendLeadWebhook } from './webhook';

/**
 * The lead notification outbox. Rows are queued with the lead (createContactRequest); this
 * module delivers them: a first attempt right after the response (after()), then whatever is
 * due on each drain (the interval in instrumentation.ts or the cron route), with exponential
 * backoff and jitter for 24 hours, after which a row is 'failed' and waits for staff to resend it.
 */

const MAX_DELAY_SECONDS = 2 * 60 * 60;

/**
 * Seconds before the next attempt after `attempts` failed ones: base · 2^(attempts−1), capped at
 * two hours, with "equal jitter" (half fixed, half random) so a backlog does not retry in lockstep.
 */
export function retryDelaySeconds(attempts: number, baseSeconds = 30, random: () => number = Math.random) {
  const ceiling = Math.min(MAX_DELAY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + (ceiling / 2) * random();
}

const NOT_CONFIGURED: Record<NotificationChannel, string> = {
  email: 'E-mail is not configured (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM).',
  webhook: 'The webhook is not configured (CONTACT_WEBHOOK_URL).',
};

export const isPermanent = (error: unknown) =>
  error instanceof PermanentDeliveryError || (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true);

/** A short reason staff can act on, without stack traces or configured secrets. */
export function describeError(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  // DOMException (AbortSignal.timeout) is not always an Error subclass.
  if (name === 'TimeoutError' || name === 'AbortError') return 'Timed out';
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  const text = detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

export type DeliveryOutcome = {
  id: string;
  leadId: string;
  channel: NotificationChannel;
  /** 'lost' when another drain took the row over after this one's lease ended. */
  status: NotificationStatus | 'lost';
  error?: string;
};

export type OutboxDeps = {
  repo: LeadRepository;
  settings: NotificationSettings;
  send: Record<NotificationChannel, (notification: ClaimedNotification, settings: NotificationSettings) => Promise<void>>;
  audit: (event: AuditEventKind, detail?: Record<string, unknown>) => Promise<void>;
  random?: () => number;
};

export function outboxDeps(): OutboxDeps {
  return {
    repo: leadRepository(),
    settings: notificationSettings(),
    send: {
      email: (n, settings) => sendLeadEmail(n.lead, n.id, settings.email!),
      webhook: (n, settings) => sendLeadWebhook(n.lead, n.id, settings.webhook!),
    },
    audit: recordAuditEvent,
  };
}

/** The channels to queue with a lead stored now. */
export const notificationChannels = (): NotificationChannel[] => notificationSettings().channels;

/** A row some drain holds: its claim, and how many attempts (this one included) it has had. */
export type ClaimedRow = { id: string; claimId: string; attempts: number };

/**
 * One outbox table as the drain sees it: lead notifications, newsletter e-mails. Claims are
 * atomic (FOR UPDATE SKIP LOCKED) and leased, so any number of drains may run one queue at once.
 */
export type Queue<Row extends ClaimedRow> = {
  claim(limit: number): Promise<Row[]>;
  send(row: Row): Promise<void>;
  markSent(id: string): Promise<unknown>;
  recordFailure(id: string, claimId: string, error: string, retryInSeconds: number | null): Promise<NotificationStatus | null>;
  retryBaseSeconds: number;
  random?: () => number;
  /** How the logs name a row ("Lead email notification <id>"). */
  label(row: Row): string;
  /** After the last attempt failed: retries stop here. */
  gaveUp?(row: Row, error: string): Promise<void>;
};

export type RowOutcome<Row> = { row: Row; status: NotificationStatus | 'lost'; error?: string };

async function deliverRow<Row extends ClaimedRow>(row: Row, queue: Queue<Row>): Promise<RowOutcome<Row>> {
  try {
    await queue.send(row);
  } catch (error) {
    const message = describeError(error);
    const retryIn = isPermanent(error) ? null : retryDelaySeconds(row.attempts, queue.retryBaseSeconds, queue.random);
    const status = await queue.recordFailure(row.id, row.claimId, message, retryIn);
    console.warn(
      `${queue.label(row)}: attempt ${row.attempts} failed (${message}); ${status === 'failed' ? 'gave up' : status === 'pending' ? `retry in ${Math.round(retryIn ?? 0)} s` : 'claim lost'}`,
    );
    if (status === 'failed') await queue.gaveUp?.(row, message);
    return { row, status: status ?? 'lost', error: message };
  }
  // Sent. If recording it fails, the lease runs out and the row is sent again: the documented
  // duplicate that the Idempotency-Key (webhook) and the stable Message-ID (e-mail) let receivers drop.
  await queue.markSent(row.id);
  return { row, status: 'sent' };
}

async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Claims and delivers batch by batch until a batch comes back short or the time budget is spent. */
export async function drainQueue<Row extends ClaimedRow>(
  queue: Queue<Row>,
  { batchSize = 25, budgetMs = 25_000, concurrency = 4 }: { batchSize?: number; budgetMs?: number; concurrency?: number } = {},
): Promise<RowOutcome<Row>[]> {
  const started = Date.now();
  const outcomes: RowOutcome<Row>[] = [];
  for (;;) {
    const claimed = await queue.claim(batchSize);
    outcomes.push(...(await inParallel(claimed, concurrency, (row) => deliverRow(row, queue))));
    if (claimed.length < batchSize || Date.now() - started > budgetMs) break;
  }
  return outcomes;
}

export type DrainSummary = { claimed: number; sent: number; retrying: number; failed: number; outcomes: DeliveryOutcome[] };

/**
 * Delivers what is due, batch by batch, until nothing is left or the time budget is spent.
 * Safe to run from any number of places at once: each row is claimed by exactly one drain.
 */
export async function drainOutbox(
  { leadId, batchSize = 25, budgetMs = 25_000, concurrency = 4 }: { leadId?: string; batchSize?: number; budgetMs?: number; concurrency?: number } = {},
  deps: OutboxDeps = outboxDeps(),
): Promise<DrainSummary> {
  const queue: Queue<ClaimedNotification> = {
    claim: (limit) => deps.repo.claimNotifications({ limit, leaseSeconds: deps.settings.leaseSeconds, leadId }),
    async send(n) {
      const problem = deps.settings.problems[n.channel] ?? (deps.settings[n.channel] ? null : NOT_CONFIGURED[n.channel]);
      if (problem) throw new PermanentDeliveryError(problem);
      await deps.send[n.channel](n, deps.settings);
    },
    markSent: (id) => deps.repo.markNotificationSent(id),
    recordFailure: (id, claimId, error, retryIn) => deps.repo.recordNotificationFailure(id, claimId, error, retryIn),
    retryBaseSeconds: deps.settings.retryBaseSeconds,
    random: deps.random,
    label: (n) => `Lead ${n.channel} notification ${n.id}`,
    gaveUp: (n, error) => deps.audit('lead-notification-failed', { notificationId: n.id, leadId: n.leadId, channel: n.channel, attempts: n.attempts, error }),
  };
  const outcomes: DeliveryOutcome[] = (await drainQueue(queue, { batchSize, budgetMs, concurrency })).map(({ row, status, error }) => ({
    id: row.id,
    leadId: row.leadId,
    channel: row.channel,
    status,
    ...(error !== undefined ? { error } : {}),
  }));
  const count = (status: DeliveryOutcome['status']) => outcomes.filter((o) => o.status === status).length;
  return { claimed: outcomes.length, sent: count('sent'), retrying: count('pending'), failed: count('failed'), outcomes };
}

/** The first attempt for a just-stored lead, run after the response; never throws. */
export async function deliverNewLead(leadId: string): Promise<void> {
  try {
    await drainOutbox({ leadId });
  } catch (error) {
    // The rows stay pending; the next drain picks them up.
    console.error('Lead notifications: first attempt could not run', error);
  }
}

/**
 * Staff's 'Resend' for a failed notification (the caller checks the session): queue it again,
 * record it in the audit trail, and try at once. Null when it was not failed (already resent).
 */
export async function resendFailedNotification(id: string, deps: OutboxDeps = outboxDeps()): Promise<DeliveryOutcome | null> {
  const queued = await deps.repo.resendNotification(id);
  if (!queued) return null;
  await deps.audit('lead-notification-resent', { notificationId: id, leadId: queued.leadId, channel: queued.channel });
  const { outcomes } = await drainOutbox({ leadId: queued.leadId }, deps);
  return outcomes.find((o) => o.id === id) ?? { id, ...queued, status: 'pending' };
}
