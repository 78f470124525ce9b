import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders, type FakeLender } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { referenceFor } from './lender-client.ts';
import { claimAttempts, markWithdrawing } from './lender-panel.repository.ts';
import { HELD_BY_UNKNOWN, runPingTree, WITHDRAWAL_TRIES } from './ping-tree.ts';

// The full-lead post: asked again after a timeout (issue 11 item 7) and daily caps reserved
// atomically (item 9).
const handle = await testDatabase();
const servers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** Fake lender ids must be unique across test files and runs sharing the PostgreSQL database. */
const uid = () => Math.random().toString(36).slice(2, 8);

async function fakes(lenders: FakeLender[]) {
  const started = await startFakeLenders(lenders);
  servers.push(started);
  return started;
}

describe('post after a timeout', () => {
  it(
    'asks the same lender again with the same key before anyone else: the lead ' + 'is sold once, to the first',
    async () => {
      const s = uid();
      // The first lender books the lead but answers only once the client gave up and asked again.
      const lenders = await fakes([
        { id: `late-${s}`, price: 50, timeoutMs: 1_500, answerPostOnRetry: true },
        { id: `next-${s}`, price: 40 },
      ]);
      const app = await createApplication(handle.db);
      const outcome = await runPingTree(
        { db: handle.db, config: lenders.config(), clock: manualClock() },
        app,
        'primary',
      );

      expect(outcome).toMatchObject({
        status: 'sold',
        price: 50,
        redirectUrl: `https://lender.example/late-${s}/offer`,
      });
      expect(lenders.stats.get(`late-${s}`)).toMatchObject({ posts: 2 });
      expect(lenders.stats.get(`late-${s}`)!.booked.size).toBe(1);
      expect(lenders.stats.get(`next-${s}`)).toMatchObject({ posts: 0 });
      expect(lenders.stats.get(`next-${s}`)!.booked.size).toBe(0);
      const rows = new Map(
        (await handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, app.id))).map((r) => [
          r.lenderId,
          r,
        ]),
      );
      expect(rows.get(`late-${s}`)).toMatchObject({ decision: 'sold', postTries: 2 });
      expect(rows.get(`next-${s}`)).toMatchObject({
        decision: 'skipped',
        postTries: null,
        errorReason: 'another lender bought the lead',
      });
    },
  );

  it('gives up at the ceiling, withdraws the lead, and only then offers it to the next bid', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `dead-${s}`, price: 50, timeoutMs: 1_000, postLatencyMs: 60_000 },
      { id: `next-${s}`, price: 40 },
    ]);
    const app = await createApplication(handle.db);
    const outcome = await runPingTree(
      { db: handle.db, config: lenders.config({ postRetries: 1, postCeilingMs: 2_000 }), clock: manualClock() },
      app,
      'primary',
    );
    expect(outcome).toMatchObject({ status: 'sold', price: 40 });
    expect(lenders.stats.get(`dead-${s}`)).toMatchObject({ posts: 2, withdrawals: 1 });
    const [row] = await handle.db
      .select()
      .from(leadAttempts)
      .where(eq(leadAttempts.lenderId, `dead-${s}`));
    expect(row).toMatchObject({
      decision: 'timeout',
      postTries: 2,
      errorReason: 'no answer to the full lead after 2 tries in 2 s; lead withdrawn',
    });
  });
});

// Issue 26 item 1: a post without an answer is an unknown outcome, not a decline. The lead goes to
// no other lender while any earlier post's outcome is unknown.
describe('a post that books late', () => {
  /** Lenders (of `ids`) holding a booked, not withdrawn, lead of this application. */
  const holders = (lenders: Awaited<ReturnType<typeof fakes>>, appId: string, ids: string[]) =>
    ids.filter((id) => lenders.stats.get(id)!.booked.has(referenceFor(appId, id)));

  it('a lender slow every time (books 1.5 s after a 500 ms deadline): 10 of 10 sold once, to it', async () => {
    const s = uid();
    const ids = [`slow-${s}`, `spare-${s}`];
    const lenders = await fakes([
      { id: ids[0]!, price: 50, timeoutMs: 500, postLatencyMs: 1_500, slowEveryTry: true },
      { id: ids[1]!, price: 40 },
    ]);
    const config = lenders.config({ postCeilingMs: 8_000 });
    const apps = await Promise.all(Array.from({ length: 10 }, () => createApplication(handle.db)));
    const outcomes = await Promise.all(
      apps.map((app) => runPingTree({ db: handle.db, config, clock: manualClock() }, app, 'primary')),
    );
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
    const app = await createApplication(handle.db);
    const outcome = await runPingTree(
      { db: handle.db, config: lenders.config({ postCeilingMs: 1_200 }), clock: manualClock() },
      app,
      'primary',
    );
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
    const app = await createApplication(handle.db);
    const claimed = await claimAttempts(
      handle.db,
      app.id,
      'primary',
      ids.map((lenderId) => ({ lenderId, lenderName: lenderId, tier: 1 })),
      new Date(),
    );
    await markWithdrawing(handle.db, claimed.get(ids[0]!)!.id, 3);
    const outcome = await runPingTree(
      { db: handle.db, config: lenders.config(), clock: manualClock() },
      app,
      'primary',
    );
    expect(outcome).toMatchObject({ status: 'sold', price: 40 });
    expect(lenders.stats.get(ids[0]!)).toMatchObject({ pings: 0, posts: 0, withdrawals: 1 });
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
    const app = await createApplication(handle.db);
    const outcome = await runPingTree(
      { db: handle.db, config: lenders.config({ postCeilingMs: 900 }), clock: manualClock() },
      app,
      'primary',
    );
    expect(outcome).toMatchObject({ status: 'pending', apiStatus: 'pending', redirectUrl: null, price: null });
    expect(lenders.stats.get(ids[1]!)).toMatchObject({ posts: 0 });
    expect(lenders.stats.get(ids[0]!)).toMatchObject({ withdrawals: WITHDRAWAL_TRIES });
    expect(lenders.stats.get(ids[0]!)!.withdrawalKeys.size).toBe(1);
    const rows = new Map(
      (await handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, app.id))).map((r) => [
        r.lenderId,
        r,
      ]),
    );
    expect(rows.get(ids[0]!)).toMatchObject({
      decision: 'timeout',
      errorReason: expect.stringMatching(/withdrawal not acknowledged \(HTTP 500\): outcome unknown$/),
    });
    expect(rows.get(ids[1]!)).toMatchObject({ decision: 'skipped', errorReason: HELD_BY_UNKNOWN });
  });
});

describe('daily caps', () => {
  it('8 concurrent applications against a lender with a cap of 1 sell to it exactly once', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `capped-${s}`, price: 90, dailyCap: 1, latencyMs: 30 },
      { id: `open-${s}`, price: 10, latencyMs: 30 },
    ]);
    const config = lenders.config();
    const apps = await Promise.all(Array.from({ length: 8 }, () => createApplication(handle.db)));
    const outcomes = await Promise.all(
      apps.map((app) => runPingTree({ db: handle.db, config, clock: manualClock() }, app, 'primary')),
    );

    expect(outcomes.every((o) => o.status === 'sold')).toBe(true);
    expect(outcomes.filter((o) => o.price === 90)).toHaveLength(1);
    expect(lenders.stats.get(`capped-${s}`)!.booked.size).toBe(1);
    const sold = await handle.db
      .select()
      .from(leadAttempts)
      .where(
        inArray(
          leadAttempts.applicationId,
          apps.map((a) => a.id),
        ),
      );
    expect(sold.filter((r) => r.lenderId === `capped-${s}` && r.decision === 'sold')).toHaveLength(1);
    expect(sold.filter((r) => r.lenderId === `open-${s}` && r.decision === 'sold')).toHaveLength(7);
  });

  it('a post that does not sell gives its reservation back', async () => {
    const s = uid();
    const lenders = await fakes([
      { id: `picky-${s}`, price: 90, dailyCap: 1, postDecision: 'reject' },
      { id: `open-${s}`, price: 10 },
    ]);
    const config = lenders.config();
    for (let i = 0; i < 2; i += 1)
      await runPingTree({ db: handle.db, config, clock: manualClock() }, await createApplication(handle.db), 'primary');
    // Declined twice: its one lead a day was never used, so the second application was posted to it too.
    expect(lenders.stats.get(`picky-${s}`)).toMatchObject({ posts: 2 });
  });
});
