import 'server-only';
import { cronJson, cronRefusal, cronSecret } from '@/lib/http';
import { drainOutbox } from './outbox';

/** The serverless drain: GET /api/cron/outbox, behind the shared cron gate (lib/http/cron.ts). */
export async function outboxCronResponse(request: Request): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret()]);
  if (refusal) return refusal;
  const { claimed, sent, retrying, failed } = await drainOutbox();
  return cronJson({ claimed, sent, retrying, failed });
}
