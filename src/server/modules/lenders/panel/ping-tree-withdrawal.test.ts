import { describe, expect, it } from 'vitest';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';
import { claimAttempts, markWithdrawing } from './lender-panel.repository.ts';
import { HELD_BY_UNKNOWN, WITHDRAWAL_TRIES } from './ping-tree.ts';
import { openPostBench, uid, type Fakes } from './ping-tree-post.fixtures.ts';

// Issue 26 item 1: a post without an answer is an unknown outcome, not a decline. The lead goes to
// no other lender while any earlier post's outcome is unknown.
const { db, fakes, application, run, rowsOf } = await openPostBench();

/** Lenders (of `ids`) holding a booked, not withdrawn, lead of this application. */
const holders = (lenders: Fakes, appId: string, ids: string[]) =>
  ids.filter((id) => lenders.stats.get(id)!.booked.has(referenceFor(appId, id)));

describe('a post that books late', () => {
  it('a lender slow every time (books 1.5 s after a 500 ms deadline): 10 of 10 sold once, to it', async () => {
    const s = uid();
    const ids = [`slow-${s}`, `spare-${s}`];
    const lenders = await fakes([
      { id: ids[0]!, price: 50, timeoutMs: 500, postLatencyMs: 1_500, slowEveryTry: true },
      { id: ids[1]!, price: 40 },
    ]);
    const config = lenders.config({ postCeilingMs: 8_000 });
    const apps = await Promise.all(Array.from({ length: 10 }, () => application()));
    const outcomes = await Promise.all(apps.map((app) => run(config, app)));
    for (const [index, app] of apps.entries()) {
      expect(outcomes[index]).toMatchObject({ status: 'sold', price: 50 });
      expect(holders(lenders, app.id, ids)).toEqual([ids[0]]);
    }
    expect(lenders.stats.get(ids[1]!)).toMatchObject({ posts: 0 });
    expect(lenders.stats.get(ids[0]!)).toMatchObject({ withdrawals: 0 });
  });

  it('no answer within the ceiling: withdrawn (signed, one key) before the next lender gets the lead', async () => {
    const s = uid();
    const ids = [`late-${s}`, `next-${s}`];
    // Books 300 ms after the post but never answers within the ceiling.
    const lenders = await fakes([
      { id: ids[0]!, price: 50, timeoutMs: 300, postLatencyMs: 60_000, bookAfterMs: 300 },
      { id: ids[1]!, price: 40 },
    ]);
    const app = await application();
    const outcome = await run(lenders.config({ postCeilingMs: 1_200 }), app);
    expect(outcome).toMatchObject({ status: 'sold', price: 40 });
    expect(holders(lenders, app.id, ids)).toEqual([ids[1]]);
    const late = lenders.stats.get(ids[0]!)!;
    expect(late).toMatchObject({ posts: 3, withdrawals: 1, badSignatures: 0 });
    expect([...late.withdrawalKeys]).toEqual([`withdraw-${referenceFor(app.id, ids[0]!)}`]);
    // The withdrawal came before the other lender's post.
    const order = lenders.log.filter((line) => / (withdrawal|post) /.test(line)).map((line) => line.split(' ')[1]);
    expect(order.slice(-2)).toEqual(['withdrawal', 'post']);
    expect(lenders.log.at(-1)).toBe(`${ids[1]} post ${referenceFor(app.id, ids[1]!)}`);
  });

  it('a run cut off while withdrawing withdraws again on resume and never posts to that lender again', async () => {
    const s = uid();
    const ids = [`cut-${s}`, `next-${s}`];
    const lenders = await fakes([
      { id: ids[0]!, price: 50 },
      { id: ids[1]!, price: 40 },
    ]);
    const app = await application();
    const claimed = await claimAttempts(
      db,
      app.id,
      'primary',
      ids.map((lenderId) => ({ lenderId, lenderName: lenderId, tier: 1 })),
      new Date(),
    );
    const post = { postTries: 3, postSentAt: new Date('2031-05-04T10:00:00Z'), postLatencyMs: 9_000 };
    await markWithdrawing(db, claimed.get(ids[0]!)!.id, { ...post, pingDecision: 'accept', pingHttpStatus: 200 });
    const outcome = await run(lenders.config(), app);
    expect(outcome).toMatchObject({ status: 'sold', price: 40 });
    expect(lenders.stats.get(ids[0]!)).toMatchObject({ pings: 0, posts: 0, withdrawals: 1 });
    // The post made before the cut keeps its record.
    expect((await rowsOf(app.id)).get(ids[0]!)).toMatchObject({ ...post, decision: 'timeout', pingDecision: 'accept' });
    expect(lenders.log.indexOf(`${ids[0]} withdrawal ${referenceFor(app.id, ids[0]!)}`)).toBeLessThan(
      lenders.log.indexOf(`${ids[1]} post ${referenceFor(app.id, ids[1]!)}`),
    );
  });

  it('a withdrawal never acknowledged: the lead stays with that lender (pending), offered to nobody else', async () => {
    const s = uid();
    const ids = [`gone-${s}`, `next-${s}`];
    const lenders = await fakes([
      { id: ids[0]!, price: 50, timeoutMs: 300, postLatencyMs: 60_000, withdrawal: 'http-500' },
      { id: ids[1]!, price: 40 },
    ]);
    const app = await application();
    const outcome = await run(lenders.config({ postCeilingMs: 900 }), app);
    expect(outcome).toMatchObject({ status: 'pending', apiStatus: 'pending', redirectUrl: null, price: null });
    expect(lenders.stats.get(ids[1]!)).toMatchObject({ posts: 0 });
    expect(lenders.stats.get(ids[0]!)).toMatchObject({ withdrawals: WITHDRAWAL_TRIES });
    expect(lenders.stats.get(ids[0]!)!.withdrawalKeys.size).toBe(1);
    const rows = await rowsOf(app.id);
    expect(rows.get(ids[0]!)).toMatchObject({
      decision: 'timeout',
      errorReason: expect.stringMatching(/withdrawal not acknowledged \(HTTP 500\): outcome unknown$/),
    });
    expect(rows.get(ids[1]!)).toMatchObject({ decision: 'skipped', errorReason: HELD_BY_UNKNOWN });
  });
});
