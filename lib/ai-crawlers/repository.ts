import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import type { AiCrawlerRepository } from './types';

type Row = { day: string; crawler: string; path: string; status: number; robots_disallowed: boolean; requests: number; last_seen: Date | string };

export function createAiCrawlerRepository(getDb: GetDatabase): AiCrawlerRepository {
  return {
    async add(visits) {
      if (visits.length === 0) return;
      await (await getDb()).query(
        `insert into public.ai_crawler_visits as v (day, crawler, path, status, robots_disallowed, requests, last_seen)
         select day, crawler, path, status, disallowed::boolean, requests, last_seen
         -- Booleans travel as text: postgres.js sends a boolean array as one boolean.
         from unnest($1::date[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::integer[], $7::timestamptz[])
           as t (day, crawler, path, status, disallowed, requests, last_seen)
         on conflict (day, crawler, path, status, robots_disallowed)
         do update set requests = v.requests + excluded.requests, last_seen = greatest(v.last_seen, excluded.last_seen)`,
        [
          visits.map((v) => v.day),
          visits.map((v) => v.crawler),
          visits.map((v) => v.path),
          visits.map((v) => v.status),
          visits.map((v) => String(v.robotsDisallowed)),
          visits.map((v) => v.requests),
          visits.map((v) => v.lastSeen.toISOString()),
        ],
      );
    },
    async since(day) {
      const { rows } = await (await getDb()).query<Row>(
        `select to_char(day, 'YYYY-MM-DD') as day, crawler, path, status, robots_disallowed, requests, last_seen
         from public.ai_crawler_visits where day >= $1::date order by day, crawler, path, status`,
        [day],
      );
      return rows.map((row) => ({
        day: row.day,
        crawler: row.crawler,
        path: row.path,
        status: Number(row.status),
        robotsDisallowed: row.robots_disallowed,
        requests: Number(row.requests),
        lastSeen: new Date(row.last_seen),
      }));
    },
    async removeBefore(day) {
      const { affectedRows } = await (await getDb()).query('delete from public.ai_crawler_visits where day < $1::date', [day]);
      return affectedRows ?? 0;
    },
  };
}

let repository: AiCrawlerRepository | undefined;

/** Where crawler visits are stored. Private to lib/ai-crawlers. */
export function aiCrawlerRepository(): AiCrawlerRepository {
  return (repository ??= createAiCrawlerRepository(database));
}
