import 'server-only';
import { database, type GetDatabase } from '@/lib/db';

/**
 * Sliding-window rate limits kept in the database (supabase/migrations/*_rate_limits.sql),
 * so every server instance sees the same counts.
 */
export type RateLimiter = {
  /** Events in the window and when the oldest one leaves it. */
  status(scope: string, clientKey: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number }>;
  /** Records an event unless the client is at the limit. */
  take(scope: string, clientKey: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  clear(scope: string, clientKey: string): Promise<void>;
};

function retryAfter(oldest: string | Date | null, windowSeconds: number) {
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((new Date(oldest).getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

export function createRateLimiter(getDb: GetDatabase): RateLimiter {
  return {
    async status(scope, clientKey, windowSeconds) {
      const { rows } = await (await getDb()).query<{ hits: number; oldest: string | null }>(
        'select hits, oldest from public.rate_limit_status($1, $2, $3)',
        [scope, clientKey, windowSeconds],
      );
      return { hits: rows[0]?.hits ?? 0, retryAfterSeconds: retryAfter(rows[0]?.oldest ?? null, windowSeconds) };
    },
    async take(scope, clientKey, limit, windowSeconds) {
      const db = await getDb();
      const { rows } = await db.transaction((tx) =>
        tx.query<{ allowed: boolean; retry_after_seconds: number }>('select * from public.rate_limit_take($1, $2, $3, $4)', [
          scope,
          clientKey,
          limit,
          windowSeconds,
        ]),
      );
      return { allowed: rows[0]?.allowed ?? false, retryAfterSeconds: rows[0]?.retry_after_seconds ?? windowSeconds };
    },
    async clear(scope, clientKey) {
      await (await getDb()).query('select public.rate_limit_clear($1, $2)', [scope, clientKey]);
    },
  };
}

let limiter: RateLimiter | undefined;

export function rateLimiter(): RateLimiter {
  return (limiter ??= createRateLimiter(database));
}

/** "in 3 hours" / "in 14 minutes" / "in 40 seconds" for messages that say when to retry. */
export function describeWait(seconds: number): string {
  // A day's cap: "in 24 hours", not "in 1440 minutes".
  if (seconds >= 90 * 60) return `in ${Math.ceil(seconds / 3600)} hours`;
  if (seconds >= 90) return `in ${Math.ceil(seconds / 60)} minutes`;
  if (seconds > 60) return 'in about a minute';
  return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
}

// Who a request comes from: the key every limit and the audit log use (./client-key.ts).
export { clientKey } from './client-key';
