import type { Queryable } from '@/lib/db';

/**
 * The SQL behind the shared page cache (lib/cache/page-cache.cjs): the database's id, and the
 * cache tags any server expired (supabase/migrations/…_shared_page_cache.sql). Times cross the
 * wire as milliseconds by the database's clock, the one clock every server shares.
 */

export type TagExpiration = { tag: string; staleInMs: number | null; expiredInMs: number | null };
export type ExpirationRow = { tag: string; staleMs: number | null; expiredMs: number | null; changedMs: number };
export type PollResult = { databaseId: string; nowMs: number; rows: ExpirationRow[] };

const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

export function tagStore(db: () => Promise<Queryable>) {
  return {
    /** Records expirations as this server applied them: stale and expired so long after now. */
    async record(expirations: readonly TagExpiration[]): Promise<{ tag: string; changedMs: number }[]> {
      if (expirations.length === 0) return [];
      const { rows } = await (await db()).query<{ tag: string; changed_ms: number }>(
        `insert into public.cache_tag_expirations as e (tag, stale_at, expired_at, changed_at)
         select t.tag,
                clock_timestamp() + t.stale_in_ms * interval '1 millisecond',
                clock_timestamp() + t.expired_in_ms * interval '1 millisecond',
                clock_timestamp()
         from unnest($1::text[], $2::float8[], $3::float8[]) as t (tag, stale_in_ms, expired_in_ms)
         on conflict (tag) do update
           set stale_at = coalesce(excluded.stale_at, e.stale_at),
               expired_at = coalesce(excluded.expired_at, e.expired_at),
               changed_at = excluded.changed_at
         returning tag, ${ms('changed_at')} as changed_ms`,
        [expirations.map((e) => e.tag), expirations.map((e) => e.staleInMs), expirations.map((e) => e.expiredInMs)],
      );
      return rows.map((row) => ({ tag: row.tag, changedMs: Number(row.changed_ms) }));
    },

    /** The database's id and clock, and every expiration written after `sinceMs`: one round trip. */
    async poll(sinceMs: number): Promise<PollResult> {
      const { rows } = await (await db()).query<{ database_id: string; now_ms: number; tag: string | null; stale_ms: number | null; expired_ms: number | null; changed_ms: number | null }>(
        `select d.id as database_id, ${ms('clock_timestamp()')} as now_ms,
                e.tag, ${ms('e.stale_at')} as stale_ms, ${ms('e.expired_at')} as expired_ms, ${ms('e.changed_at')} as changed_ms
         from public.site_database d
         left join public.cache_tag_expirations e on e.changed_at > to_timestamp($1::float8 / 1000)
         order by e.changed_at`,
        [sinceMs],
      );
      const first = rows[0];
      if (!first) throw new Error('The database has no site_database row: run `npm run db:migrate`.');
      return {
        databaseId: first.database_id,
        nowMs: Number(first.now_ms),
        rows: rows
          .filter((row) => row.tag !== null)
          .map((row) => ({
            tag: row.tag!,
            staleMs: row.stale_ms === null ? null : Number(row.stale_ms),
            expiredMs: row.expired_ms === null ? null : Number(row.expired_ms),
            changedMs: Number(row.changed_ms),
          })),
      };
    },
  };
}

export type TagStore = ReturnType<typeof tagStore>;
