/** The admin audit log (supabase/migrations/*_audit_events.sql, *_audit_actor_identity.sql). */
export type AuditDetail = Record<string, unknown>;

/**
 * Who did it, by identity: the Owner (the key), or a person by staff id, with their name and
 * e-mail address at the time. A name alone proves nothing: anyone can be invited as "Owner".
 */
export type AuditActor = { kind: 'owner'; name: string } | { kind: 'staff'; staffId: string; name: string; email: string };

/** `actor`: null for visitors and the cron. */
export type AuditEventInput = { event: string; client: string | null; actor?: AuditActor | null; detail: AuditDetail };
/** As stored; events from before identities were recorded carry a name only (`kind: null`). */
export type AuditEvent = Omit<AuditEventInput, 'actor'> & {
  id: string;
  createdAt: string;
  actor: AuditActor | { kind: null; name: string } | null;
};

export interface AuditRepository {
  record(input: AuditEventInput): Promise<void>;
  // Admin only: callers must have checked the session.
  list(limit: number): Promise<AuditEvent[]>;
  /** Deletes events older than this many days. */
  prune(days: number): Promise<void>;
}
