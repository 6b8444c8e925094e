/** The admin audit log (supabase/migrations/*_audit_events.sql). */
export type AuditDetail = Record<string, unknown>;

/** `actor`: who did it, 'Owner' or a person's name at the time; null for visitors and the cron. */
export type AuditEventInput = { event: string; client: string | null; actor?: string | null; detail: AuditDetail };
export type AuditEvent = AuditEventInput & { id: string; createdAt: string };

export interface AuditRepository {
  record(input: AuditEventInput): Promise<void>;
  // Admin only: callers must have checked the session.
  list(limit: number): Promise<AuditEvent[]>;
  /** Deletes events older than this many days. */
  prune(days: number): Promise<void>;
}
