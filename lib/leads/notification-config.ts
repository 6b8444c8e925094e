import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import { parseEmailSettings, type EmailSettings } from '@/lib/mail';
import type { NotificationChannel } from './types';

/**
 * Lead notification settings, read from the environment and validated once per process. The
 * e-mail channel is the site's e-mail (lib/mail.ts); the webhook and the outbox's timing are the leads' own.
 *
 * A channel is on when its variables are set. If they are set but malformed, the channel stays
 * on: its notifications are still queued with the lead and fail with the reason, visible to staff
 * in /admin/leads, so a typo in a variable never silently drops an announcement (and can be fixed
 * and resent).
 */

export type WebhookSettings = { url: string };

export type NotificationSettings = {
  /** The channels queued with each new lead. */
  channels: NotificationChannel[];
  email: EmailSettings | null;
  webhook: WebhookSettings | null;
  /** Why a configured channel cannot deliver, by channel. */
  problems: Partial<Record<NotificationChannel, string>>;
  /** Seconds between drains on a long-running server; 0 = none, null = the default for the backend. */
  intervalSeconds: number | null;
  /** First retry delay; later ones double (see retryDelaySeconds). */
  retryBaseSeconds: number;
  /**
   * How long a claimed notification stays hidden from other drains. With several servers on one
   * database, a server that dies mid-send leaves its claims for this long before another retries.
   */
  leaseSeconds: number;
};

type Source = Record<string, string | undefined>;

function webhookSettings(source: Source): { settings: WebhookSettings | null; problem?: string } | null {
  const url = runtimeEnv('CONTACT_WEBHOOK_URL', source);
  if (!url) return null;
  try {
    if (/^https?:$/.test(new URL(url).protocol)) return { settings: { url } };
  } catch {}
  return { settings: null, problem: 'CONTACT_WEBHOOK_URL must be an http:// or https:// URL.' };
}

const seconds = (text: string | undefined) => {
  if (text === undefined) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export function parseNotificationSettings(source: Source): NotificationSettings {
  const email = parseEmailSettings(source);
  const webhook = webhookSettings(source);
  const channels: NotificationChannel[] = [];
  const problems: NotificationSettings['problems'] = {};
  if (email) {
    channels.push('email');
    if (email.problem) problems.email = email.problem;
  }
  if (webhook) {
    channels.push('webhook');
    if (webhook.problem) problems.webhook = webhook.problem;
  }
  return {
    channels,
    email: email?.settings ?? null,
    webhook: webhook?.settings ?? null,
    problems,
    intervalSeconds: seconds(runtimeEnv('OUTBOX_INTERVAL_SECONDS', source)),
    retryBaseSeconds: seconds(runtimeEnv('OUTBOX_RETRY_BASE_SECONDS', source)) || 30,
    // Far longer than one send can take (webhook 10 s, SMTP 30 s); never below a minute's worth of sends.
    leaseSeconds: Math.max(10, seconds(runtimeEnv('OUTBOX_LEASE_SECONDS', source)) || 300),
  };
}

let cached: NotificationSettings | undefined;

export function notificationSettings(): NotificationSettings {
  if (!cached) {
    cached = parseNotificationSettings(process.env);
    for (const [channel, problem] of Object.entries(cached.problems)) console.error(`Lead ${channel} notifications cannot be delivered: ${problem}`);
  }
  return cached;
}
