import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

// The same casing as the database's Drizzle instance (client.ts), so columns are named alike.
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs `query` on PostgreSQL as a named prepared statement (decision 105): each pooled connection
 * parses it once, and after a few runs PostgreSQL keeps a generic plan, where an unnamed statement
 * is parsed and planned on every run. The name is `prefix` and a hash of the SQL text, so a name
 * always means the same text. On PGlite (one in-process connection) it runs as `db.execute` does.
 * Drizzle's `db.execute` takes no statement name; `$client` (the driver's pool) and the dialect's
 * `sqlToQuery` are its public ways to the driver.
 */
export async function executeNamed(db: Database, prefix: string, query: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const result = await db.execute(query);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
  const result = await client.query<Record<string, unknown>>({ name, text, values: params });
  return result.rows;
}
