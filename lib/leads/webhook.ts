import 'server-only';
import { PermanentDeliveryError } from '@/lib/outbox-queue';
import type { WebhookSettings } from './notification-config';
import { leadTraffic } from './traffic';
import type { ContactRequest } from './types';

export const WEBHOOK_TIMEOUT_MS = 10_000;

// Worth retrying: the receiver was busy, rate-limited us or timed the request out.
const RETRYABLE_STATUS = new Set([408, 425, 429]);

/**
 * POSTs the lead as JSON (Slack, Zapier, a CRM). The Idempotency-Key is the notification's id,
 * the same on every retry and resend, so a receiver can drop a duplicate: one can happen when a
 * server dies between the receiver's answer and the outbox recording it.
 */
export async function sendLeadWebhook(lead: ContactRequest, notificationId: string, settings: WebhookSettings, fetchImpl: typeof fetch = fetch) {
  // The lead as the visitor sent it: staff's status and internal note stay in the admin, even
  // when a notification is resent after they were written.
  const { status, note, ...sent } = lead;
  const response = await fetchImpl(settings.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': notificationId },
    // The raw touches (attribution) and, for receivers that do not parse them, GA4's reading (traffic).
    body: JSON.stringify({ type: 'contact_request', lead: { ...sent, traffic: leadTraffic(lead) } }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'manual',
  });
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return;
  const message = `Webhook answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  // A redirect or a refusal means the URL or the payload is wrong: retrying cannot help.
  if (response.status >= 300 && response.status < 500 && !RETRYABLE_STATUS.has(response.status)) throw new PermanentDeliveryError(message);
  throw new Error(message);
}
