import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs in the server's own thread, and its lock passes from one statement to the next in
 * promise callbacks (microtasks): under load, every statement waiting in its queue ran inside
 * whichever I/O callback came next, before Node could accept a connection or read a request. Each
 * new connection then waited a whole queue's worth (about 100 ms at 50 connections), one after the
 * other: the last of 50 fresh connections waited seconds (decision 030).
 *
 * Here the statements (`query`, `exec`, `transaction`, what the ORM and the migrations call) take
 * turns in one queue of their own, each starting on a new turn of the event loop, so sockets are
 * served between any two statements. PGlite runs one statement at a time anyway: nothing that ran
 * at once before waits now. A call made inside a transaction with the client itself (not the
 * transaction) waits forever, as it already did in PGlite.
 */
export function takeTurns(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  const queued =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const result = tail.then(() => nextTurn()).then(() => run(...args));
      tail = result.catch(() => undefined);
      return result;
    };
  client.query = queued(client.query.bind(client)) as PGlite['query'];
  client.exec = queued(client.exec.bind(client));
  client.transaction = queued(client.transaction.bind(client)) as PGlite['transaction'];
  return client;
}
