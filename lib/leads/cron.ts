import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { notificationSettings } from './notification-config';
import { drainOutbox } from './outbox';

/** Compares `Authorization` with `Bearer <secret>` in constant time (digests have equal length). */
export function isCronAuthorized(authorization: string | null, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`));
}

/**
 * The serverless drain: the platform's cron (vercel.json) calls it with CRON_SECRET as a bearer
 * token. Without CRON_SECRET the route does not exist (404), so nobody can make it run.
 */
export async function outboxCronResponse(request: Request): Promise<Response> {
  const secret = notificationSettings().cronSecret;
  const noStore = { 'Cache-Control': 'no-store' };
  if (!secret) return new Response('Not found', { status: 404, headers: noStore });
  if (!isCronAuthorized(request.headers.get('authorization'), secret)) {
    return new Response('Unauthorized', { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } });
  }
  const { claimed, sent, retrying, failed } = await drainOutbox();
  return Response.json({ claimed, sent, retrying, failed }, { headers: noStore });
}
