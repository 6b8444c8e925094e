import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import { parseEmailSettings, type EmailSettings } from '@/lib/mail';
import { parseOutboxTiming, type OutboxTiming } from '@/lib/outbox-queue';
import type { NotificationChannel } from './types';

/**
 * Lead notification settings, read from the environment and validated once per process. The
 * e-mail channel is the site's e-mail (lib/mail.ts); the webhook is the leads' own.
 *
 * A channel is on when its variables are set. If they are set but malformed, the channel stays
 * on: its notifications are still queued with the lead and fail with the reason, visible to staff
 * in /admin/leads, so a typo in a variable never silently drops an announcement (and can be fixed
 * and resent).
 */

export type WebhookSettings = { url: string };

/** The channels, and the outbox's timing (lib/outbox-queue.ts), which every outbox shares. */
export type NotificationSettings = OutboxTiming & {
  /** The channels queued with each new lead. */
  channels: NotificationChannel[];
  email: EmailSettings | null;
  webhook: WebhookSettings | null;
  /** Why a configured channel cannot deliver, by channel. */
  problems: Partial<Record<NotificationChannel, string>>;
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
    ...parseOutboxTiming(source),
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
