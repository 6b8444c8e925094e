import 'server-only';
import { runtimeEnv } from '@/lib/env.server';
import type { ContactRequest } from './types';

/**
 * Posts a stored lead to CONTACT_WEBHOOK_URL (Slack, Zapier, a CRM). Short timeout, one
 * retry; a failure is logged and never reaches the visitor, whose lead is already saved.
 */
export async function notifyNewLead(lead: ContactRequest, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const url = runtimeEnv('CONTACT_WEBHOOK_URL');
  if (!url) return false;
  const body = JSON.stringify({ type: 'contact_request', lead });
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(3000),
      });
      if (response.ok) return true;
      console.error(`Lead webhook answered ${response.status} (attempt ${attempt})`);
    } catch (error) {
      console.error(`Lead webhook failed (attempt ${attempt})`, error);
    }
  }
  return false;
}
