import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Takes `key`'s transaction-level advisory lock, held until the transaction ends: transactions on
 * the same key take turns, on any number of instances (PGlite has one connection: they already do).
 */
export async function lockForTransaction(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
