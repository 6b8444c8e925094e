import 'server-only';
import type { ActionState } from '@/lib/actions';
import { runtimeEnv } from '@/lib/env.server';
import { clientKey, describeWait, rateLimiter } from '@/lib/rate-limit';

const WINDOW_SECONDS = 10 * 60;
// Raised by env for load tests only (bench:leads); LEAD_GLOBAL_RATE_LIMIT is the site-wide ceiling.
export const envLimit = (name: string, fallback: number) => Number(runtimeEnv(name)) || fallback;

/**
 * The refusal a public form answers when its client (then, with `everyone`, the whole site) has
 * sent `max` in the window, or null: rotating addresses cannot flood the staff inbox past a ceiling.
 */
export async function tooManyRequests(scope: string, max: number, everyone?: string): Promise<ActionState | null> {
  const own = await rateLimiter().take(scope, await clientKey(), max, WINDOW_SECONDS);
  const { allowed: ok, retryAfterSeconds } = own.allowed && everyone
    ? await rateLimiter().take(everyone, 'all', envLimit('LEAD_GLOBAL_RATE_LIMIT', 200), WINDOW_SECONDS)
    : own;
  if (ok) return null;
  return {
    status: 'error',
    title: 'Too many requests',
    message: `You have sent several requests in a short time. Please try again ${describeWait(retryAfterSeconds)}, or call us directly.`,
  };
}
