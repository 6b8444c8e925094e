import 'server-only';
import { recordAuditEvent, type AuditEventKind } from '@/lib/audit';
import { sendLeadEmail } from './email';
import { notificationSettings, type NotificationSettings } from './notification-config';
import { drainQueue, PermanentDeliveryError, type Queue } from '@/lib/outbox-queue';
import { leadRepository } from './repository';
import type { ClaimedNotification, LeadRepository, NotificationChannel, NotificationStatus } from './types';
import { sendLeadWebhook } from './webhook';

/**
 * The lead notification outbox. Rows are queued with the lead (createContactRequest); this
 * module delivers them through lib/outbox-queue.ts: a first attempt right after the response
 * (after()), then whatever is due on each drain (lib/outbox/jobs.ts), with exponential backoff and
 * jitter for 24 hours, after which a row is 'failed' and waits for staff to resend it.
 */

const NOT_CONFIGURED: Record<NotificationChannel, string> = {
  email: 'E-mail is not configured (SMTP_URL, LEAD_EMAIL_TO, LEAD_EMAIL_FROM).',
  webhook: 'The webhook is not configured (CONTACT_WEBHOOK_URL).',
};

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

/**
 * Embedded database only, where this process owns the data (its lock says so): notifications
 * claimed before `startedAt` belong to a process that died mid-send, and are due now rather than
 * when their lease ends. The count made due again.
 */
export async function releaseOrphanedNotifications(startedAt: Date, leaseSeconds: number): Promise<number> {
  return (await leadRepository().releaseOrphanedClaims?.(startedAt, leaseSeconds)) ?? 0;
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
