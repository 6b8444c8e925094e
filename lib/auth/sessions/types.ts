/** Server-side admin sessions (supabase/migrations/*_admin_sessions.sql, *_staff.sql). Private to lib/auth. */

/** A live session's person as the row names them; staffId null is the Owner. */
export type SessionPerson = { staffId: string | null; name?: string | null; email?: string | null; role?: string | null };

/** One of a person's sessions, for their Account page. */
export type SessionSummary = { id: string; createdAt: string; lastSeenAt: string };

export interface SessionStore {
  /** Stores a new session for a person (null: the Owner) and deletes the rows that can no longer be used. */
  start(id: string, absoluteSeconds: number, idleSeconds: number, staffId?: string | null): Promise<void>;
  /**
   * Records activity and answers the session's person, only for a live session (not revoked,
   * expired or idle) whose person, if any, is active; null otherwise.
   */
  touch(id: string, idleSeconds: number): Promise<SessionPerson | null>;
  revoke(id: string): Promise<void>;
  /** Ends every session; returns how many were open. */
  revokeAll(): Promise<number>;
  /** Ends a person's sessions (null: the Owner's), except `keep`; returns how many were open. */
  revokeFor(staffId: string | null, keep?: string): Promise<number>;
  /** A person's live sessions (null: the Owner's), newest first. */
  listFor(staffId: string | null, idleSeconds: number): Promise<SessionSummary[]>;
}
