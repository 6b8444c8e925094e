// Plain Node (no aliases, no server-only, erasable TypeScript): scripts import it directly.
import postgres from 'postgres';
import type { Database, Queryable, QueryResult } from './types';

export type PostgresOptions = {
  /** Connections this process may open. */
  max?: number;
  /** Name shown in pg_stat_activity. */
  applicationName?: string;
};

type Sql = postgres.Sql | postgres.TransactionSql;

function queryable(sql: Sql): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return { rows: [...result] as T[], affectedRows: result.count };
    },
    async exec(text: string) {
      // The simple protocol: several statements in one call, as a migration file holds.
      await sql.unsafe(text).simple();
    },
  };
}

/**
 * A pool on a PostgreSQL 15+ server through postgres.js. It speaks only what Supabase's
 * transaction pooler (port 6543) allows: no named prepared statements (prepare: false) and no
 * session state, since every setting the repositories make is `set local` inside a transaction.
 */
export function createPostgresDatabase(url: string, { max = 10, applicationName = 'agency-site' }: PostgresOptions = {}) {
  const sql = postgres(url, {
    max,
    prepare: false,
    // Free idle connections soon, so a frozen serverless instance holds none for long.
    idle_timeout: 20,
    max_lifetime: 30 * 60,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: applicationName },
    // int8 (count(*), bigserial) as a number, as PGlite returns it.
    types: { int8: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) } },
  });
  const database: Database & { end(): Promise<void> } = {
    ...queryable(sql),
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return sql.begin((tx) => work(queryable(tx))) as Promise<T>;
    },
    end: () => sql.end({ timeout: 5 }),
  };
  return database;
}
