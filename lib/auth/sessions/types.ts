/** Server-side admin sessions (supabase/migrations/*_admin_sessions.sql). Private to lib/auth. */
export interface SessionStore {
  /** Stores a new session and deletes the rows that can no longer be used. */
  start(id: string, absoluteSeconds: number, idleSeconds: number): Promise<void>;
  /** Records activity and answers true only for a live session (not revoked, expired or idle). */
  touch(id: string, idleSeconds: number): Promise<boolean>;
  revoke(id: string): Promise<void>;
  /** Ends every session; returns how many were open. */
  revokeAll(): Promise<number>;
}
