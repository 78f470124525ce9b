import { describe, expect, it } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';

// Decision 030: statements queued on the embedded database leave the event loop a turn
// between any two of them, so Node accepts connections and reads requests while saves queue.
const onPglite = process.env.TEST_DB_DRIVER !== 'pg';
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe.runIf(onPglite)('PGlite statements taking turns with the event loop', () => {
  it('lets the event loop turn between two queued statements', async () => {
    const { pglite } = await testDatabase();
    let done = 0;
    const statements = Array.from({ length: 20 }, () => pglite!.query('select 1').then(() => (done += 1)));
    const seenAtEachTurn: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      await nextTurn();
      seenAtEachTurn.push(done);
    }
    // Chained in microtasks, all 20 would have run before the first turn: [20, 20, 20].
    expect(seenAtEachTurn).toEqual([0, 1, 2]);
    await Promise.all(statements);
    expect(done).toBe(20);
  });

  it('answers each caller with its own rows, and a failing statement does not stop the queue', async () => {
    const { pglite } = await testDatabase();
    const results = await Promise.allSettled([
      pglite!.query<{ n: number }>('select 1 as n'),
      pglite!.query('select * from no_such_table'),
      pglite!.exec('select 2'),
      pglite!.query<{ n: number }>('select $1::int as n', [3]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[0]?.status === 'fulfilled' && results[0].value.rows).toEqual([{ n: 1 }]);
    expect(results[3]?.status === 'fulfilled' && results[3].value.rows).toEqual([{ n: 3 }]);
  });

  it('runs a transaction as one turn: statements queued meanwhile wait for its end', async () => {
    const { pglite } = await testDatabase();
    await pglite!.exec('create temporary table turn_probe (n int)');
    const order: string[] = [];
    const transaction = pglite!.transaction(async (tx) => {
      await tx.query('insert into turn_probe values (1)');
      await nextTurn();
      await tx.query('insert into turn_probe values (2)');
      order.push('committed');
    });
    const read = pglite!.query<{ count: number }>('select count(*)::int as count from turn_probe').then((r) => {
      order.push(`read ${r.rows[0]?.count}`);
    });
    await Promise.all([transaction, read]);
    expect(order).toEqual(['committed', 'read 2']);
  });
});
