import 'server-only';
import { getAdminSession, requirePermission } from '@/lib/auth/admin';
import { clientKey } from '@/lib/rate-limit';
import { auditRepository } from './repository';
import type { Actor } from '@/lib/auth/admin';
import type { AuditActor, AuditEvent } from './types';
import type { AuditEventKind } from './describe';

export type { AuditActor, AuditEvent } from './types';
export { describeAuditEvent, type AuditEventKind } from './describe';

/** The audit's record of a signed-in actor (or of a person signing in): by identity. */
export function auditActor(actor: Actor | { kind: 'staff'; staffId: string; name: string; email: string }): AuditActor {
  return actor.kind === 'owner' ? { kind: 'owner', name: actor.name } : { kind: 'staff', staffId: actor.staffId, name: actor.name, email: actor.email };
}

/** What the admin did and what was tried against it. Shown on /admin/activity. */

const EVENT_NAME = /^[a-z][a-z0-9-]{0,59}$/;
const MAX_DETAIL_CHARS = 4000;
const RETENTION_DAYS = 365;
const SECRET_FIELD = /^(key|admin_?key|password|secret|token|session)$/i;

/** Secrets never reach the log, whatever a caller passes. */
function redact(value: unknown, secrets: string[], depth = 0): unknown {
  if (typeof value === 'string') return secrets.some((secret) => value.includes(secret)) ? '[redacted]' : value.slice(0, 500);
  if (depth > 3 || value === null || typeof value !== 'object') return typeof value === 'object' ? null : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([field, item]) => [field, SECRET_FIELD.test(field) ? '[redacted]' : redact(item, secrets, depth + 1)]),
  );
}

function safeDetail(detail: Record<string, unknown>): Record<string, unknown> {
  const secrets = [process.env.ADMIN_KEY?.trim(), process.env.SESSION_SECRET?.trim()].filter((s): s is string => Boolean(s));
  const clean = redact(detail, secrets) as Record<string, unknown>;
  return JSON.stringify(clean).length <= MAX_DETAIL_CHARS ? clean : { note: 'detail too large to keep' };
}

/** Who the event names: the signed-in Owner or person, or nobody (a visitor, the cron). */
async function currentActor(): Promise<AuditActor | null> {
  try {
    const actor = (await getAdminSession())?.actor;
    return actor ? auditActor(actor) : null;
  } catch {
    // Outside a request, or the session could not be read: the event still counts.
    return null;
  }
}

/**
 * Records an event for the current request's client (hashed like rate limits) and the person
 * signed in, unless `actor` names someone else (a sign-in names who is signing in). Never
 * throws: a failing audit log must not fail the sign-in or save it describes, so failures are logged.
 */
export async function recordAuditEvent(event: AuditEventKind, detail?: Record<string, unknown>, options: { actor?: AuditActor | null } = {}): Promise<void> {
  try {
    if (!EVENT_NAME.test(event)) throw new Error(`Invalid audit event name "${event.slice(0, 80)}"`);
    let client: string | null = null;
    try {
      client = await clientKey();
    } catch {
      // Outside a request (scripts, after()): no client to name.
    }
    const actor = options.actor !== undefined ? options.actor : await currentActor();
    await auditRepository().record({ event, client, actor, detail: safeDetail(detail ?? {}) });
  } catch (error) {
    console.error('Audit: an event could not be recorded', error);
  }
}

/** The newest events first, for the Activity page. */
export async function listAuditEvents(limit = 200): Promise<AuditEvent[]> {
  await requirePermission('activity');
  return auditRepository().list(Math.min(Math.max(1, Math.floor(limit) || 1), 1000));
}

/** Keeps a year of events; called at each sign-in, so the table cannot grow without bound. */
export async function pruneAuditEvents(): Promise<void> {
  try {
    await auditRepository().prune(RETENTION_DAYS);
  } catch (error) {
    console.error('Audit: old events could not be pruned', error);
  }
}
