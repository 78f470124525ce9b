import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { keepNewFilesPrivate, makePrivate } from '#server/lib/private-files.ts';
import { ConnectOutageClient } from './connect-outage.ts';
import { claimDataDir } from './data-dir-owner.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers fit this type: services and repositories never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A pool whose checked-out clients go back (as broken) when their connection dies. Drizzle's
 * `transaction()` checks a client out and sends `begin` before its try/finally: a `begin` that
 * fails on a dead connection would otherwise keep the client checked out for good, and the pool
 * could never close. Release is idempotent, so the transaction's own release after that is a no-op.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('error', onBroken);
        client.removeListener('end', onEnd);
        release(error);
      };
      const onBroken = (error: Error) => releaseOnce(error);
      const onEnd = () => releaseOnce(new Error('connection ended'));
      client.on('error', onBroken);
      client.on('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }
}

export type DbHandle = {
  db: Database;
  driver: 'pglite' | 'pg';
  /** The connection URL when on PostgreSQL (migrations take their own connection). */
  url?: string;
  /** Runs one round trip to the database; throws when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (tests dump and restore it). */
  pglite?: PGlite;
  /** Connections of the PostgreSQL pool (metrics); absent on PGlite, which has one in-process connection. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export type DbOptions =
  | {
      driver: 'pg';
      url: string;
      maxConnections?: number;
      /** `application_name` of the pool's connections (seen in pg_stat_activity). */
      applicationName?: string;
    }
  | {
      driver: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** This process's address, named to another process refused the folder while it is open. */
      publicUrl?: string;
    };

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.driver === 'pg') {
    const pool = new ReleasingPool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 30_000,
      application_name: options.applicationName ?? 'broker-platform',
      // A connect the server refuses (whatever its SQLSTATE) is an outage: 503, not 500.
      Client: ConnectOutageClient,
    });
    // An idle client losing its connection must not crash the process; the pool drops it and the
    // next query opens another.
    pool.on('error', () => undefined);
    // Nor a checked-out one (a transaction between statements when its backend is terminated:
    // failover, restart, pg_terminate_backend): pg-pool listens only while a client is idle, and
    // an 'error' event with no listener is an uncaught exception. Its next query fails with a
    // connection error (503 for the request) and the pool discards it on release (not queryable).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'pg',
      url: options.url,
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let dataDir: string | undefined;
  let release: () => void = () => undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    // PGlite's files are applicants' data: new ones 0600 in 0700 folders (the umask does the files
    // PostgreSQL writes while running), and the ones PGlite wrote 0666 when it created or opened
    // the directory are made private once it is open (issue 26.3).
    keepNewFilesPrivate();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // One process at a time (issue 41.13): a CLI run while the server has it open is refused.
    release = claimDataDir(dataDir, options.publicUrl);
  }
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir }).catch((error: unknown) => {
    release();
    throw error;
  });
  if (dataDir) makePrivate(dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      if (closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      release();
    },
  };
}

export function dbOptionsFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  PUBLIC_URL?: string;
}): DbOptions {
  return env.DATABASE_URL
    ? { driver: 'pg', url: env.DATABASE_URL }
    : { driver: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite'), publicUrl: env.PUBLIC_URL };
}
