import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The gate of the cron routes (/api/cron/outbox, /api/cron/publish): the platform's scheduler
 * (vercel.json) calls them with CRON_SECRET as a bearer token. One rule for both routes.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
// Vercel recommends at least 16 random characters; anything shorter is guessable.
const MIN_SECRET_LENGTH = 16;

/** CRON_SECRET when it is long enough; null keeps the cron routes closed. */
export function parseCronSecret(source: Record<string, string | undefined>): string | null {
  const secret = source.CRON_SECRET?.trim();
  return secret && secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

let warned = false;

/** This server's CRON_SECRET (see parseCronSecret); says once why a short one is ignored. */
export function cronSecret(): string | null {
  const secret = parseCronSecret(process.env);
  if (!secret && process.env.CRON_SECRET?.trim() && !warned) {
    warned = true;
    console.error(`CRON_SECRET is shorter than ${MIN_SECRET_LENGTH} characters; the cron routes stay closed.`);
  }
  return secret;
}

/** Compares `Authorization` with `Bearer <secret>` in constant time (digests have equal length). */
export function isCronAuthorized(authorization: string | null, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`));
}

/**
 * Null when `request` carries one of `secrets` as its bearer token; otherwise the answer to send:
 * 404 when no secret is configured (the route does not exist, so nobody can make it run), 401 when
 * the token is missing or wrong. Every secret is compared, so the time taken says none matched.
 */
export function cronRefusal(request: Request, secrets: readonly (string | null | undefined)[]): Response | null {
  const configured = secrets.filter((secret): secret is string => Boolean(secret));
  if (configured.length === 0) return new Response('Not found', { status: 404, headers: NO_STORE });
  const authorization = request.headers.get('authorization');
  const matches = configured.map((secret) => isCronAuthorized(authorization, secret));
  if (matches.includes(true)) return null;
  return new Response('Unauthorized', { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } });
}

/** A cron route's JSON answer, never cached. */
export function cronJson(body: unknown): Response {
  return Response.json(body, { headers: NO_STORE });
}
