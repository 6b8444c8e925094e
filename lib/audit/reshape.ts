import type { AuditEvent } from './types';

export type AuditRow = { id: string | number; created_at: string | Date; client_key: string | null; actor?: string | null; event: string; detail: unknown };

export const auditColumns = 'id, created_at, client_key, actor, event, detail';

export function reshapeAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    client: row.client_key,
    actor: row.actor ?? null,
    event: row.event,
    detail: row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {},
  };
}
