import 'server-only';
import { randomBytes } from 'node:crypto';
import { cronJson, cronRefusal, cronSecret } from '@/lib/http';
import { publishDuePosts } from '../writes';

const state = globalThis as typeof globalThis & { __publishCheckToken?: string };

/**
 * The bearer token of this process's own publish check (./timer.ts), made on first
 * use and never sent anywhere but this server's loopback address: the embedded server needs no
 * CRON_SECRET to refresh its own pages.
 */
export function localCheckToken(): string {
  return (state.__publishCheckToken ??= randomBytes(32).toString('base64url'));
}

/**
 * GET /api/cron/publish: refreshes every cached blog page once a scheduled post's time has
 * passed since the last check, and does nothing otherwise, so a warm cache stays warm. Called by
 * the platform's cron with CRON_SECRET (vercel.json) or by the embedded server's own timer. It
 * runs in a request, where revalidateTag takes effect (outside one, it silently does nothing).
 * Without either secret the route does not exist (404).
 */
export async function publishCronResponse(request: Request): Promise<Response> {
  const refusal = cronRefusal(request, [cronSecret(), state.__publishCheckToken]);
  if (refusal) return refusal;
  return cronJson({ published: await publishDuePosts() });
}
