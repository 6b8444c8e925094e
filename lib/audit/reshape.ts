import type { AuditEvent } from './types';

export type AuditRow = {
  id: string | number;
  created_at: string | Date;
  client_key: string | null;
  actor?: string | null;
  actor_kind?: string | null;
  actor_staff_id?: string | null;
  actor_email?: string | null;
  event: string;
  detail: unknown;
};

export const auditColumns = 'id, created_at, client_key, actor, actor_kind, actor_staff_id, actor_email, event, detail';

function actorOf(row: AuditRow): AuditEvent['actor'] {
  if (row.actor_kind === 'owner') return { kind: 'owner', name: row.actor ?? 'Owner' };
  if (row.actor_kind === 'staff' && row.actor_staff_id) return { kind: 'staff', staffId: row.actor_staff_id, name: row.actor ?? '', email: row.actor_email ?? '' };
  return row.actor ? { kind: null, name: row.actor } : null;
}

export function reshapeAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    client: row.client_key,
    actor: actorOf(row),
    event: row.event,
    detail: row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {},
  };
}
