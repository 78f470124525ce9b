import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * The rows of a raw statement, typed. node-postgres and PGlite's drivers answer `{ rows }`; a
 * driver answering the rows themselves is taken as it is.
 */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
