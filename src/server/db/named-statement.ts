import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

// The same casing as the database's Drizzle instance (client.ts), so columns are named alike.
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement built once: its text, its name, and its parameters (`sql.placeholder`s among them). */
export type NamedStatement = { name: string; text: string; params: unknown[] };

/**
 * `query` turned into SQL text once, the way Drizzle's own prepared queries are (decisions 105
 * and 108): its values that change from run to run are `sql.placeholder(name)`s, filled by
 * `runNamed`. The name is `prefix` and a hash of the text, so a name always means the same text.
 */
export function nameStatement(prefix: string, query: SQL): NamedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`, text, params };
}

/**
 * Runs a named statement with its placeholders' `values` (Drizzle's `fillPlaceholders`, which
 * encodes a column's value as the column does). On PostgreSQL as a named prepared statement: each
 * pooled connection parses it once, and after a few runs PostgreSQL keeps a generic plan, where an
 * unnamed statement is parsed and planned on every run. On PGlite (one in-process connection) as a
 * plain query. Drizzle's `db.execute` takes neither a name nor placeholder values; `$client` (the
 * driver) is its public way to the driver.
 */
export async function runNamed(
  db: Database,
  statement: NamedStatement,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  // A null column value is sent as null: Drizzle's fill gives it to the column's encoder, which
  // makes the text "null" of it for a numeric column (its builders skip the encoder for null).
  const nulls = statement.params.map((p) =>
    is(p, Param) && is(p.value, Placeholder) && values[p.value.name] === null ? null : p,
  );
  const params = fillPlaceholders(nulls, values);
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const { name, text } = statement;
    return (await client.query<Record<string, unknown>>({ name, text, values: params })).rows;
  }
  return (await client.query<Record<string, unknown>>(statement.text, params)).rows;
}
