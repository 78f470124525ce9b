import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import type { OutageLog } from '#server/lib/outage-log.ts';
import { ConnectOutageClient } from '#server/db/connect-outage.ts';

/** The first key of every job lock (two-key advisory locks: this class, then a hash of the job id). */
export const JOB_LOCK_CLASS = 0x4a4f42; // 'JOB'

/** A job that is active in pg-boss but held by no live runner: its process died mid-run. */
export type OrphanJob = { id: string; name: string; retryCount: number };

export type JobOwners = {
  /** Opens the lock connection now, so a job's first lock never waits behind a connect. */
  ready(): Promise<void>;
  /** Takes this runner's lock on a job; false when another live runner holds it. */
  hold(jobId: string): Promise<boolean>;
  release(jobId: string): Promise<void>;
  /** Active jobs of these queues started over `graceSeconds` ago whose lock nobody holds. */
  orphans(queues: string[], graceSeconds: number): Promise<OrphanJob[]>;
  /** Called when the lock connection drops: every lock of this runner is gone with it. */
  onLost(listener: () => void): void;
  close(): Promise<void>;
};

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Who runs which job, as PostgreSQL itself sees it (decision 097). A runner holds a session-level
 * advisory lock per running job on a connection of its own. When its process dies (kill -9, OOM)
 * the connection closes and PostgreSQL drops the locks at once, so another runner (or the same
 * one restarted) finds the job active but unheld and hands it back to pg-boss within seconds,
 * long before a heartbeat or expiry would. On PGlite the locks live in the one process's
 * session: after a restart none is held, and every active job is taken over on the first sweep.
 */
export function createJobOwners(handle: DbHandle, log: FastifyBaseLogger, logOutage: OutageLog): JobOwners {
  const lost = new Set<() => void>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;

  function connect(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('job owners closed'));
    if (client) return client;
    const next = new ConnectOutageClient({
      connectionString: handle.url!,
      keepAlive: true,
      application_name: 'job-owners',
    });
    const drop = (error?: Error) => {
      if (client !== attempt) return;
      client = undefined;
      const message = 'job runner: lock connection lost; its running jobs are handed back';
      // Lost to an outage (a failover, a restart), it is part of the outage's one line a minute.
      if (error && isDatabaseUnavailable(error)) logOutage(log, error, message);
      else if (error) log.warn({ err: error }, message);
      for (const listener of lost) listener();
    };
    next.on('error', (error) => drop(error));
    next.on('end', () => drop());
    const attempt: Promise<pg.Client> = next.connect().then(() => next);
    attempt.catch(() => {
      if (client === attempt) client = undefined;
    });
    client = attempt;
    return attempt;
  }

  const query: Query =
    handle.driver === 'pg'
      ? async (text, params) => (await connect()).query(text, params)
      : (text, params) => handle.pglite!.query(text, params);

  return {
    async ready() {
      if (handle.driver === 'pg') await connect();
    },
    async hold(jobId) {
      const { rows } = await query('select pg_try_advisory_lock($1, hashtext($2)) as held', [JOB_LOCK_CLASS, jobId]);
      return (rows[0] as { held: boolean }).held;
    },
    async release(jobId) {
      await query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, jobId]);
    },
    async orphans(queues, graceSeconds) {
      if (queues.length === 0) return [];
      const { rows } = await query(
        `select j.id::text as id, j.name, j.retry_count as "retryCount" from pgboss.job j
         where j.state = 'active' and j.name = any($1::text[])
           and j.started_on < now() - make_interval(secs => $2)
           and not exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted
             and l.classid = $3::int4::oid and l.objid = hashtext(j.id::text)::oid and l.objsubid = 2)`,
        [queues, graceSeconds, JOB_LOCK_CLASS],
      );
      return rows as OrphanJob[];
    },
    onLost: (listener) => void lost.add(listener),
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      const connection = await open?.catch(() => undefined);
      await connection?.end().catch(() => undefined);
    },
  };
}
