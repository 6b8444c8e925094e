import type { GetDatabase } from './types';

/**
 * Every row of `select` (which must have id and created_at, and no where clause), newest first, in
 * batches: each batch starts after the last row of the one before, so no batch costs more than
 * the first, and no connection or transaction is held between them.
 */
export async function* keysetBatches<Row extends { id: string }>(getDb: GetDatabase, select: string, batchSize: number) {
  // The position as text: a JavaScript Date would drop the microseconds, and rows with them.
  let after: [string, string] | null = null;
  const page = `select s.*, s.created_at::text as keyset_at from (${select}) s`;
  for (;;) {
    const db = await getDb();
    type Keyed = Row & { keyset_at: string };
    const { rows }: { rows: Keyed[] } = after
      ? await db.query<Keyed>(`${page} where (s.created_at, s.id) < ($2::timestamptz, $3::uuid) order by s.created_at desc, s.id desc limit $1`, [batchSize, ...after])
      : await db.query<Keyed>(`${page} order by s.created_at desc, s.id desc limit $1`, [batchSize]);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last: Keyed = rows[rows.length - 1]!;
    after = [last.keyset_at, last.id];
  }
}
