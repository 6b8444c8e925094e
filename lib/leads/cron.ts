import 'server-only';
import { cronJson, cronRefusal, cronSecret } from '@/lib/http';
import { drainNewsletter } from './newsletter-outbox';
import { drainOutbox } from './outbox';
import { removeStaleSubscribers } from './outbox-drain';

/** The serverless drain: GET /api/cron/outbox, behind the shared cron gate (lib/http/cron.ts). */
export async function outboxCronResponse(request: Request): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret()]);
  if (refusal) return refusal;
  const { claimed, sent, retrying, failed } = await drainOutbox();
  const newsletter = await drainNewsletter();
  await removeStaleSubscribers();
  return cronJson({ claimed, sent, retrying, failed, newsletter });
}
