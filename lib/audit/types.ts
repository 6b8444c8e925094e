/** The admin audit log (supabase/migrations/*_audit_events.sql). */
export type AuditDetail = Record<string, unknown>;

export type AuditEventInput = { event: string; client: string | null; detail: AuditDetail };
export type AuditEvent = AuditEventInput & { id: string; createdAt: string };

export interface AuditRepository {
  record(input: AuditEventInput): Promise<void>;
  // Admin only: callers must have checked the session.
  list(limit: number): Promise<AuditEvent[]>;
  /** Deletes events older than this many days. */
  prune(days: number): Promise<void>;
}
