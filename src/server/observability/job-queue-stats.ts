import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

type Row = { queue: string; state: string; count: number | string; oldest: number | string | null };

export type QueueStat = { queue: string; state: string; count: number; oldestSeconds: number | null };

/**
 * Jobs not yet finished per pg-boss queue and state, with the age of the oldest: a growing age
 * means workers are not keeping up (or none is running). Reads pg-boss's own table.
 */
export async function jobQueueStats(db: Database): Promise<QueueStat[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    select name as queue, state::text as state, count(*)::int as count,
           extract(epoch from (now() - min(created_on)))::float8 as oldest
    from pgboss.job
    where state in ('created', 'retry', 'active')
    group by name, state`,
  );
  return rows.map((r) => ({
    queue: r.queue,
    state: r.state,
    count: Number(r.count),
    oldestSeconds: r.oldest === null ? null : Math.max(0, Number(r.oldest)),
  }));
}
