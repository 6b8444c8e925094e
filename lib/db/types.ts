// Plain Node (no aliases, no server-only, erasable TypeScript): scripts import it directly.

export type QueryResult<T> = { rows: T[]; affectedRows?: number };

/** What a repository needs of a connection or a transaction: PGlite and the Postgres driver both satisfy it. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<unknown>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export type GetDatabase = () => Promise<Database>;
