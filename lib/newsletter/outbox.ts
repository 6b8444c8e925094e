import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { recordAuditEvent, type AuditEventKind } from '@/lib/audit';
import { hashToken, newToken } from '@/lib/tokens';
import { logUnsentEmail, transportFor } from '@/lib/mail';
import { runtimeEnv } from '@/lib/env.server';
import { drainQueue, outboxTiming, PermanentDeliveryError, type Queue } from '@/lib/outbox-queue';
import { site } from '@/content/site';
import { buildConfirmationEmail, buildPostEmail, parseNewsletterSettings, type NewsletterSettings } from './email';
import { newsletterRepository, type NewsletterRepository } from './repository';
import type { ClaimedDelivery, DeliveryKind, SendContent } from './types';

/**
 * The newsletter's deliveries go through the outbox engine (drainQueue) like the lead
 * notifications: the same claims, leases, retries with backoff and stable Message-IDs, on their
 * own table. Confirmations go first, at NEWSLETTER_CONFIRMATIONS_PER_MINUTE across all servers (a
 * flood waits, nobody is refused); posts go at NEWSLETTER_RATE_PER_MINUTE.
 * Each claimed row gets a fresh link token, stored hashed before the e-mail leaves: a retry
 * carries another token, and the first copy's link keeps working.
 */

export type NewsletterDeps = {
  repo: NewsletterRepository;
  settings: ReturnType<typeof parseNewsletterSettings>;
  /** Confirmation e-mails per minute across all servers; the rest wait their turn. */
  confirmationsPerMinute?: number;
  leaseSeconds: number;
  retryBaseSeconds: number;
  send: (message: SendMailOptions, settings: NewsletterSettings) => Promise<void>;
  audit: (event: AuditEventKind, detail?: Record<string, unknown>) => Promise<void>;
};

export const DEFAULT_CONFIRMATIONS_PER_MINUTE = 30;

function confirmationsPerMinute(): number {
  const value = Number(runtimeEnv('NEWSLETTER_CONFIRMATIONS_PER_MINUTE'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONFIRMATIONS_PER_MINUTE;
}

/** Parallel sends per drain, and the SMTP connections they share. */
const SEND_CONCURRENCY = 4;

let cachedSettings: ReturnType<typeof parseNewsletterSettings> | undefined;

export function newsletterDeps(): NewsletterDeps {
  const timing = outboxTiming();
  cachedSettings ??= parseNewsletterSettings(process.env);
  return {
    repo: newsletterRepository(),
    settings: cachedSettings,
    confirmationsPerMinute: confirmationsPerMinute(),
    leaseSeconds: timing.leaseSeconds,
    retryBaseSeconds: timing.retryBaseSeconds,
    send: async (message, settings) => {
      await (await transportFor(settings.smtpUrl, { pool: SEND_CONCURRENCY })).sendMail(message);
    },
    audit: recordAuditEvent,
  };
}

export const newsletterConfigured = (deps: NewsletterDeps = newsletterDeps()) => deps.settings !== null;

type Row = ClaimedDelivery & { token: string };

/** Only to build what the development log shows when e-mail is off; nothing is sent with it. */
const UNSENT_SETTINGS: NewsletterSettings = { smtpUrl: '', from: { name: site.name, address: 'newsletter@localhost' }, replyTo: null, ratePerMinute: 1 };

function queueFor(kind: DeliveryKind, deps: NewsletterDeps, only?: string): Queue<Row> {
  const sends = new Map<string, Promise<SendContent | null>>();
  return {
    async claim(limit) {
      const rate = kind === 'confirmation' ? deps.confirmationsPerMinute : deps.settings && 'settings' in deps.settings ? deps.settings.settings.ratePerMinute : undefined;
      const rows = await deps.repo.claim(kind, { limit, leaseSeconds: deps.leaseSeconds, id: only, ratePerMinute: rate });
      const claimed = rows.map((row) => ({ ...row, token: newToken() }));
      await deps.repo.storeTokens(
        claimed.map((row) => ({ hash: hashToken(row.token), subscriberId: row.subscriberId, purpose: kind === 'post' ? 'unsubscribe' : 'confirm' })),
      );
      return claimed;
    },
    async send(row) {
      const configured = deps.settings;
      if (!configured) {
        if (row.kind === 'confirmation') logUnsentEmail(await buildConfirmationEmail({ to: row.email, deliveryId: row.id, token: row.token }, UNSENT_SETTINGS));
        throw new PermanentDeliveryError('E-mail is not configured (SMTP_URL, NEWSLETTER_FROM or LEAD_EMAIL_FROM).');
      }
      if ('problem' in configured) throw new PermanentDeliveryError(configured.problem);
      const { settings } = configured;
      if (row.kind === 'confirmation') {
        await deps.send(await buildConfirmationEmail({ to: row.email, deliveryId: row.id, token: row.token }, settings), settings);
        return;
      }
      if (!sends.has(row.sendId!)) sends.set(row.sendId!, deps.repo.sendContent(row.sendId!));
      const content = await sends.get(row.sendId!);
      if (!content) throw new PermanentDeliveryError('The send was deleted.');
      await deps.send(buildPostEmail(content, { to: row.email, deliveryId: row.id, unsubscribeToken: row.token }, settings), settings);
    },
    markSent: (id) => deps.repo.markSent(id),
    recordFailure: (id, claimId, error, retryIn) => deps.repo.recordFailure(id, claimId, error, retryIn),
    retryBaseSeconds: deps.retryBaseSeconds,
    label: (row) => `Newsletter ${row.kind} ${row.id}`,
    gaveUp: (row, error) => deps.audit('newsletter-delivery-failed', { deliveryId: row.id, kind: row.kind, sendId: row.sendId, attempts: row.attempts, error }),
  };
}

export type NewsletterDrainSummary = { claimed: number; sent: number; retrying: number; failed: number };

/**
 * Confirmations, then posts, until nothing is due, the rate is spent or the time budget is.
 * `deliveryId`: just that one (a sign-up's confirmation, right after the response).
 */
export async function drainNewsletter(
  { deliveryId, budgetMs = 25_000, batchSize = 50, concurrency = SEND_CONCURRENCY }: { deliveryId?: string; budgetMs?: number; batchSize?: number; concurrency?: number } = {},
  deps: NewsletterDeps = newsletterDeps(),
): Promise<NewsletterDrainSummary> {
  // One full drain per process at a time (the interval's, or the one a send starts after its
  // response): two would double what is in flight, and so what a crash can send twice.
  if (!deliveryId && state.__newsletterDraining) return { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  if (!deliveryId) state.__newsletterDraining = true;
  try {
    return await drainAll({ deliveryId, budgetMs, batchSize, concurrency }, deps);
  } finally {
    if (!deliveryId) state.__newsletterDraining = false;
  }
}

const state = globalThis as typeof globalThis & { __newsletterDraining?: boolean; __staleCheckedAt?: number };

async function drainAll(
  { deliveryId, budgetMs, batchSize, concurrency }: { deliveryId?: string; budgetMs: number; batchSize: number; concurrency: number },
  deps: NewsletterDeps,
): Promise<NewsletterDrainSummary> {
  const started = Date.now();
  const outcomes = await drainQueue(queueFor('confirmation', deps, deliveryId), { batchSize, budgetMs, concurrency });
  if (!deliveryId) {
    const left = Math.max(1_000, budgetMs - (Date.now() - started));
    outcomes.push(...(await drainQueue(queueFor('post', deps), { batchSize, budgetMs: left, concurrency })));
  }
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  return { claimed: outcomes.length, sent: count('sent'), retrying: count('pending'), failed: count('failed') };
}

/** Unconfirmed addresses past their 30 days, at most once an hour per process (each drain asks). */
export async function removeStaleSubscribers(now = Date.now()): Promise<void> {
  if (state.__staleCheckedAt && now - state.__staleCheckedAt < STALE_CHECK_MS) return;
  state.__staleCheckedAt = now;
  const removed = await newsletterRepository().removeStale();
  if (removed > 0) console.info(`Newsletter: ${removed} addresses never confirmed were deleted`);
}

const STALE_CHECK_MS = 60 * 60 * 1000;

/** See the lead outbox's releaseOrphanedNotifications: the embedded database's owner only, at start. */
export const releaseOrphanedDeliveries = (startedAt: Date, leaseSeconds: number) => newsletterRepository().releaseOrphanedClaims(startedAt, leaseSeconds);

/** A confirmation's first attempt, after the response; never throws (the drain retries). */
export async function deliverConfirmation(deliveryId: string): Promise<void> {
  try {
    await drainNewsletter({ deliveryId });
  } catch (error) {
    console.error('Newsletter: a confirmation e-mail could not be sent yet', error);
  }
}

/** A send's first batches, after the response; never throws (the drain carries on). */
export async function deliverPosts(): Promise<void> {
  try {
    await drainNewsletter();
  } catch (error) {
    console.error('Newsletter: sending could not start yet', error);
  }
}

/** 'Send a test' to one address, at once; it says where the unsubscribe link will be (no subscriber). False when e-mail is off. */
export async function sendTestEmail(content: { subject: string; html: string; text: string }, to: string, deps: NewsletterDeps = newsletterDeps()): Promise<boolean> {
  const test = (settings: NewsletterSettings) => {
    const message = buildPostEmail(content, { to, deliveryId: `test-${crypto.randomUUID()}`, unsubscribeToken: null }, settings);
    return { ...message, subject: `[Test] ${message.subject}` };
  };
  if (!deps.settings) logUnsentEmail(test(UNSENT_SETTINGS));
  if (!deps.settings || 'problem' in deps.settings) return false;
  const { settings } = deps.settings;
  await deps.send(test(settings), settings);
  return true;
}
