// The export's next page failing while the client reads nothing, or after it has gone (the stream
// destroyed): the failure is the stream's error, never an unhandled rejection (Node's default ends
// the process) nor lost. On the embedded database, whose queries run one at a time: the test holds it
// so that the next page waits, and makes that page fail for real (its table is gone for a moment).
// admin-export-abort.test.ts does the same through the server on PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Transaction } from '@electric-sql/pglite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { insertApplication } from '#tests/support/applications-db.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { applicationsCsv } from './applications-csv.ts';

const onPglite = process.env.TEST_DB_DRIVER !== 'pg';
const db = await testDatabase();

/** Holds the embedded database until released: a query asked for meanwhile waits behind it. */
function holdDatabase() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = new Promise<Transaction>((resolve) => {
    void db.pglite!.transaction(async (tx) => {
      resolve(tx);
      await released;
    });
  });
  return { holding, release };
}

/** The next chunk the stream gives, once it has one. */
async function nextChunk(csv: Readable): Promise<string> {
  for (;;) {
    const chunk = csv.read() as Buffer | null;
    if (chunk !== null) return chunk.toString('utf8');
    await new Promise((resolve) => csv.once('readable', resolve));
  }
}

/**
 * Three applications exported two a page and one a chunk, read until `stopAt` chunks have come
 * while the second page waits; then the stream destroyed (the client gone) or left unread a while
 * (a slow client), and that page failed. What the stream emitted, and the rejections nobody handled.
 */
async function failTheNextPage(stopAt: number, client: 'gone' | 'slow') {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  const holds: ReturnType<typeof holdDatabase>[] = [];
  // Whatever happens, the database is let go and its table given back its name.
  onTestFinished(async () => {
    process.off('unhandledRejection', onUnhandled);
    for (const hold of holds) hold.release();
    await db.pglite!.exec('alter table if exists loan_applications_away rename to loan_applications');
  });
  const m = `zq${randomUUID().slice(0, 8)}`;
  for (const day of [1, 2, 3])
    await insertApplication(db.db, { lastName: m, createdAt: new Date(Date.UTC(2026, 6, day)) });

  holds.push(holdDatabase());
  await holds[0]!.holding;
  const csv = applicationsCsv(db.db, { status: 'all', q: m }, () => undefined, 2, 1);
  const errors: unknown[] = [];
  csv.on('error', (error) => errors.push(error));
  const closed = new Promise((resolve) => csv.once('close', resolve));
  const chunks = [nextChunk(csv)];
  // The first page is asked for and waits; it is let through, and the database held again behind
  // it, so the page read next waits in turn.
  await setImmediate();
  holds.push(holdDatabase());
  holds[0]!.release();
  const tx = await holds[1]!.holding;
  for (let n = 1; n < stopAt; n++) chunks.push(chunks.at(-1)!.then(() => nextChunk(csv)));
  expect((await Promise.all(chunks)).join('')).toContain(m);

  // The client goes, or reads no more for now; the page being read then fails, its table gone.
  if (client === 'gone') csv.destroy();
  await setImmediate();
  await tx.exec('alter table loan_applications rename to loan_applications_away');
  holds[1]!.release();
  await db.pglite!.exec('alter table loan_applications_away rename to loan_applications');
  await setImmediate();
  if (client === 'slow') csv.resume();
  await closed;
  await setImmediate();
  return { unhandled, errors };
}

/** The failure a stream error carries (Node joins it to a premature close in an AggregateError). */
const failureOf = (error: unknown) => (error instanceof AggregateError ? error.errors[0] : error) as Error;

describe.runIf(onPglite)('the export stream when its next page fails', () => {
  it('emits the failure of the page read ahead, when it fails while a slow client reads nothing', async () => {
    const { unhandled, errors } = await failTheNextPage(1, 'slow');
    expect(unhandled).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(failureOf(errors[0]).cause).toMatchObject({ code: '42P01' });
  });

  it('emits the failure of the page read ahead, when destroyed between chunks', async () => {
    const { unhandled, errors } = await failTheNextPage(1, 'gone');
    expect(unhandled).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(failureOf(errors[0]).cause).toMatchObject({ code: '42P01' });
  });

  it('emits the failure of the page awaited, when destroyed at a page boundary', async () => {
    const { unhandled, errors } = await failTheNextPage(2, 'gone');
    expect(unhandled).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(failureOf(errors[0]).cause).toMatchObject({ code: '42P01' });
  });
});
